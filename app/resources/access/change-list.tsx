import { roleLabel, type PolicyChanges } from './access-rules'

/** The changes someone else made, by identity. */
export function ChangeList({
  changes,
  nameOf,
}: {
  changes: PolicyChanges
  nameOf: (id: string) => string
}) {
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-4">
      {changes.added.map((c) => (
        <li key={c.id}>
          {nameOf(c.id)} was given {roleLabel(c.role)}
        </li>
      ))}
      {changes.changed.map((c) => (
        <li key={c.id}>
          {nameOf(c.id)} changed from {roleLabel(c.from)} to {roleLabel(c.to)}
        </li>
      ))}
      {changes.removed.map((c) => (
        <li key={c.id}>
          {nameOf(c.id)} lost {roleLabel(c.role)}
        </li>
      ))}
    </ul>
  )
}
