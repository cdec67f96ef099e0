/* The pool choice of the attachable address create forms (floating IP, external subnet). */
import { useEffect } from 'react'
import { type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form'

type Pool = { name: string; ipVersion: string; isDefault: boolean }

/** The silo's defaults first, then IPv4 before IPv6, then by name. */
export const byDefaultVersionName = (a: Pool, b: Pool) =>
  Number(b.isDefault) - Number(a.isDefault) ||
  a.ipVersion.localeCompare(b.ipVersion) ||
  a.name.localeCompare(b.name)

/** A pool listbox's items: the name, with its IP version and whether it is the default. */
export const poolItems = (pools: Pool[]) =>
  pools.map((p) => ({
    value: p.name,
    selectedLabel: p.name,
    label: (
      <span className="flex items-baseline justify-between gap-3">
        <span className="truncate">{p.name}</span>
        <span className="shrink-0 text-xs text-tertiary">
          {p.ipVersion}
          {p.isDefault ? ' · default' : ''}
        </span>
      </span>
    ),
  }))

/** The silo's default pool is chosen (the form's `pool`) until the user picks another. */
export function useDefaultPool<V extends FieldValues & { pool: string }>(
  form: UseFormReturn<V>,
  sorted: Pool[],
) {
  const firstDefault = sorted.find((p) => p.isDefault)?.name
  useEffect(() => {
    const pool = 'pool' as Path<V>
    if (firstDefault && !form.getValues(pool)) {
      form.setValue(pool, firstDefault as PathValue<V, Path<V>>)
    }
  }, [firstDefault, form])
}
