import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react'

/**
 * Menus and popovers come from Headless UI, which is heavier than everything else on the
 * first screen put together. Most buttons that open one are never pressed, so until one is,
 * it is a plain button with the same look and name; pressing it loads the real widget (usually
 * already fetched on hover or focus), which takes its place and opens as the user asked.
 * Long tables gain too: 50 rows carry 50 buttons, not 50 menus.
 */

/** How the user opened it: a pointer opens the popup; a key also moves into it. */
export type Activation = 'pointer' | 'keyboard'

type LazyPopupProps = {
  /** Fetches the module of the real widget. Called on hover and focus so a click rarely waits. */
  load: () => Promise<unknown>
  /** The real widget, which must call `useOpenOnMount` with the activation it is given. */
  render: (activation: Activation) => ReactNode
  /** The real button's name and look, so nothing changes when it takes over. */
  buttonProps: ButtonHTMLAttributes<HTMLButtonElement> & {
    'aria-haspopup': 'menu' | 'dialog' | 'listbox'
  }
  children: ReactNode
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

export function LazyPopup({ load, render, buttonProps, children }: LazyPopupProps) {
  const [activation, setActivation] = useState<Activation | null>(null)
  if (activation) {
    return (
      <Suspense
        fallback={
          <button type="button" {...buttonProps} aria-expanded={false} aria-busy>
            {children}
          </button>
        }
      >
        {render(activation)}
      </Suspense>
    )
  }
  const prefetch = () => void load().catch(() => undefined)
  return (
    <button
      type="button"
      {...buttonProps}
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      // a click with no pointer behind it (detail 0) comes from assistive technology
      onClick={(e) => setActivation(e.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(e) => {
        // as Headless UI does: these open on key down, and no click follows
        if (OPEN_KEYS.has(e.key)) {
          e.preventDefault()
          setActivation('keyboard')
        }
      }}
    >
      {children}
    </button>
  )
}

/**
 * In the real widget: once mounted in place of the plain button, focus the real button and open
 * it the way the user did. Runs once (also under StrictMode's double effects).
 */
export function useOpenOnMount(
  button: RefObject<HTMLButtonElement | null>,
  activation: Activation | undefined,
) {
  const done = useRef(false)
  useEffect(() => {
    const el = button.current
    if (!activation || !el || done.current) return
    done.current = true
    el.focus()
    if (activation === 'keyboard') {
      // Headless UI opens on Enter and moves to the first item, as a keyboard user expects
      el.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
      )
    } else {
      el.click()
    }
  }, [button, activation])
}
