import { Suspense, useId, useState } from 'react'
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form'

import { type Requests, type SomeRequest } from '~/api/api-request'
import { cn } from '~/ui/cn'
import { preloadable } from '~/ui/preloadable'
import { Spinner } from '~/ui/spinner'

const Panel = preloadable(() => import('./equivalent/panel').then((m) => m.EquivalentPanel))

type EquivalentCliProps = {
  /** Builds the request(s) from what the user has entered; called only while open. */
  requests: () => Requests
  /** Further secret body keys and their placeholders: `{ key: '<private-key>' }`. */
  secrets?: Record<string, string>
  className?: string
  /**
   * Up over the form from a footer (the default), or down below a button at a page's end, as
   * wide as the column it sits in.
   */
  opens?: 'up' | 'down'
}

function build(requests: () => Requests): SomeRequest[] | null {
  try {
    const r = requests()
    return Array.isArray(r) ? r : [r]
  } catch {
    // half-filled values the body builder cannot read yet
    return null
  }
}

/**
 * A closed-by-default disclosure beside a submit or confirm button: the same request as an
 * `oxide` command, an API call and curl (tabs), live from the current values. The form or the
 * action stays the way to do it; this is for the operator who wants to script it. Its code
 * loads when first opened. Everything is shown as text.
 */
export function EquivalentCli({ requests, secrets, className, opens = 'up' }: EquivalentCliProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const built = open ? build(requests) : null
  return (
    <div className={cn('relative mr-auto', opens === 'down' && 'w-full', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={Panel.warm}
        onFocus={Panel.warm}
        className="rounded px-1 py-1 text-xs text-secondary select-none hover:text-fg"
      >
        <span aria-hidden="true" className={cn('mr-1 inline-block', open && 'rotate-90')}>
          ›
        </span>
        Equivalent CLI
      </button>
      {open && (
        // by default upwards over the form: the footer it sits in is the bottom of the sheet
        <div
          id={id}
          role="region"
          aria-label="Equivalent CLI"
          className={cn(
            'absolute left-0 z-20 rounded-lg border border-line-strong bg-raise text-left shadow-popover',
            opens === 'up'
              ? 'bottom-full mb-2 w-[min(34rem,calc(100vw-3rem))]'
              : 'top-full mt-2 w-full',
          )}
        >
          <Suspense
            fallback={
              <div className="flex justify-center p-4">
                <Spinner />
              </div>
            }
          >
            {built ? (
              <Panel requests={built} secrets={secrets} />
            ) : (
              <p className="px-3 py-2 text-xs text-tertiary">
                Fill in the form to see the request.
              </p>
            )}
          </Suspense>
        </div>
      )}
    </div>
  )
}

type FormEquivalentCliProps<T extends FieldValues> = {
  form: UseFormReturn<T>
  request: (values: T) => Requests
  secrets?: Record<string, string>
  opens?: 'up' | 'down'
}

/** The disclosure for a form: follows the values as the user types. */
export function FormEquivalentCli<T extends FieldValues>({
  form,
  request,
  secrets,
  opens,
}: FormEquivalentCliProps<T>) {
  // subscribes this small component (not the form) to every change
  useWatch({ control: form.control })
  return (
    <EquivalentCli requests={() => request(form.getValues())} secrets={secrets} opens={opens} />
  )
}
