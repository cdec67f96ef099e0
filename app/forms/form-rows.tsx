import { useEffect, useRef, useState, type ReactNode } from 'react'
import {
  useWatch,
  type FieldArray,
  type FieldArrayPath,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form'

import { type ApiError } from '~/api/errors'
import { Button } from '~/ui/button'
import { AddIcon, CloseIcon } from '~/ui/icons'

type FormRowsProps<T extends FieldValues, N extends FieldArrayPath<T>> = {
  form: UseFormReturn<T>
  name: N
  /** The group's heading, e.g. "Announcements". */
  legend: string
  /** One item in words, e.g. "announcement": buttons read "Add announcement", "Remove announcement 2". */
  item: string
  /** What a new row starts with. */
  newItem: FieldArray<T, N>
  /** Shown when there is no row. */
  empty?: string
  description?: ReactNode
  /** The fields of row `index` (named `${name}.${index}.…`). */
  children: (index: number) => ReactNode
}

let lastKey = 0
const nextKey = () => ++lastKey

/**
 * A list of like rows in a form (announcements, networks, routes): each in its own box with a
 * Remove button, and an Add button under them. Fields inside use the usual field components.
 * The array is set as a whole (react-hook-form's useFieldArray would put its code in the field
 * kit's chunk, which every form loads).
 */
export function FormRows<T extends FieldValues, N extends FieldArrayPath<T>>({
  form,
  name,
  legend,
  item,
  newItem,
  empty,
  description,
  children,
}: FormRowsProps<T, N>) {
  const path = name as unknown as Path<T>
  const { setValue, getValues, clearErrors } = form
  const items = (useWatch({ control: form.control, name: path }) ?? []) as unknown[]
  // React keys, one a row, so a removed row's fields go with it
  const keys = useRef<number[]>([])
  const [, rerender] = useState(0)
  while (keys.current.length < items.length) keys.current.push(nextKey())
  keys.current.length = items.length
  const set = (next: unknown[]) => {
    clearErrors(path)
    setValue(path, next as PathValue<T, Path<T>>, { shouldDirty: true })
    rerender((n) => n + 1)
  }
  const current = () => (getValues(path) ?? []) as unknown[]
  const append = () => set([...current(), newItem])
  const remove = (i: number) => {
    keys.current.splice(i, 1)
    set(current().filter((_, j) => j !== i))
  }
  return (
    <fieldset className="max-w-lg space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-fg">{legend}</legend>
      {description && <p className="-mt-0.5 text-xs text-tertiary">{description}</p>}
      {items.length === 0 && empty && <p className="text-sm text-tertiary">{empty}</p>}
      {items.map((_, i) => (
        <div
          key={keys.current[i]}
          role="group"
          aria-label={`${capitalised(item)} ${i + 1}`}
          className="relative space-y-4 rounded-lg border border-line p-3 pr-10"
        >
          {children(i)}
          <button
            type="button"
            aria-label={`Remove ${item} ${i + 1}`}
            title={`Remove ${item} ${i + 1}`}
            onClick={() => remove(i)}
            className="absolute top-2 right-2 flex h-6 w-6 items-center justify-center rounded text-tertiary hover:bg-hover hover:text-fg"
          >
            <CloseIcon size={12} />
          </button>
        </div>
      ))}
      <Button type="button" variant="ghost" size="sm" onClick={append}>
        <AddIcon size={12} />
        Add {item}
      </Button>
    </fieldset>
  )
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * Puts a 400 that names one row's value ("network 10.9.0.0/24 is not within any block …") on
 * that row's field, capitalised; `find` maps the message to the field's path. Returns the
 * error still for the banner (null once it went on a field).
 */
export function useErrorOnRow<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: ApiError | null,
  find: (message: string) => Path<T> | undefined,
): ApiError | null {
  const target = error?.statusCode === 400 ? find(error.message) : undefined
  const message = error?.message
  const { setError } = form
  useEffect(() => {
    if (target && message) {
      setError(target, { type: 'server', message: capitalised(message) }, { shouldFocus: true })
    }
  }, [target, message, setError])
  return target ? null : error
}
