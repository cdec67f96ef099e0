import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

import { type Opening } from './picker-face'

/**
 * In the real listbox, once in place of the light button: focus the real button at once
 * (before anything can see focus fall to the page), then open it as the user did, once
 * (StrictMode runs effects twice).
 */
export function useOpenAsAsked(
  button: RefObject<HTMLButtonElement | null>,
  opening: Opening | undefined,
) {
  const done = useRef(false)
  useLayoutEffect(() => {
    if (opening && !done.current) button.current?.focus()
  }, [button, opening])
  useEffect(() => {
    const el = button.current
    if (!opening || !el || done.current) return
    done.current = true
    if (opening.by === 'press') el.click()
    else
      el.dispatchEvent(
        new KeyboardEvent('keydown', { key: opening.key, bubbles: true, cancelable: true }),
      )
  }, [button, opening])
}
