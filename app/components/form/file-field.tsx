import { useRef } from 'react'
import { type FieldPath, type FieldValues } from 'react-hook-form'

import { buttonClass } from '~/ui/button'
import { cn } from '~/ui/cn'
import { CloseIcon, DocsIcon } from '~/ui/icons'
import { formatBytes } from '~/util/units'

import { FieldShell, useField, type FieldProps } from './field'

type FileFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldProps<T, N> & {
  /** The input's accept attribute, e.g. ".pem,.crt" or "image/*". */
  accept?: string
}

/** Picks one file; the field value is a File, or null when cleared. */
export function FileField<T extends FieldValues, N extends FieldPath<T>>({
  accept,
  ...props
}: FileFieldProps<T, N>) {
  const { field, shell, inputProps, error } = useField(props)
  const input = useRef<HTMLInputElement | null>(null)
  const value: unknown = field.value
  const file = value instanceof File ? value : null
  return (
    <FieldShell {...shell}>
      <div
        className={cn(
          'flex min-h-9 items-center gap-3 rounded-md border border-dashed border-line-strong bg-default px-2 py-1.5',
          error && 'border-danger-line',
        )}
      >
        <input
          {...inputProps}
          ref={(el) => {
            input.current = el
            field.ref(el)
          }}
          type="file"
          accept={accept}
          disabled={field.disabled}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        {/* the input itself is the focusable control; this is its visible face */}
        <span
          aria-hidden="true"
          onClick={() => input.current?.click()}
          className={cn(
            buttonClass('secondary', 'sm'),
            'order-first cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-accent-line',
          )}
        >
          Choose file
        </span>
        {file ? (
          <span className="flex min-w-0 flex-1 items-center gap-2 text-sm">
            <DocsIcon className="text-tertiary" />
            <span className="truncate text-fg">{file.name}</span>
            <span className="shrink-0 text-xs text-tertiary">{formatBytes(file.size)}</span>
            <button
              type="button"
              aria-label={`Remove ${file.name}`}
              className="ml-auto rounded p-1 text-tertiary hover:bg-hover hover:text-fg"
              onClick={() => {
                if (input.current) input.current.value = ''
                field.onChange(null)
              }}
            >
              <CloseIcon size={12} />
            </button>
          </span>
        ) : (
          <span className="text-sm text-tertiary">No file chosen</span>
        )}
      </div>
    </FieldShell>
  )
}
