import { useId, useState } from 'react'

import { Button } from '~/ui/button'
import { addToast } from '~/ui/toast'
import { type Change } from '~/util/lost-update'

import { dismissNotice, type Describe, type LostNotice } from './lost-update-store'

const WORD = { added: 'added', changed: 'changed', removed: 'removed' } as const

/** Someone's change: "rule allow-ssh (added)". */
function TheirLine({ c, d }: { c: Change<unknown>; d: Describe }) {
  const item = c.to ?? c.from
  return (
    <li>
      <span className="font-medium text-fg">{d.name(c.key)}</span> ({WORD[c.kind]}
      {c.to && d.detail ? `: ${d.detail(c.to)}` : ''})
      {!c.to && item && d.detail ? ` (was ${d.detail(item)})` : ''}
    </li>
  )
}

/** One of ours undone: "rule a-3: you added it; it is missing". */
function OurLine({ c, d }: { c: Change<unknown>; d: Describe }) {
  const what =
    c.from === null
      ? 'you removed it; it is back'
      : c.to === null
        ? `you saved it${d.detail ? ` (${d.detail(c.from)})` : ''}; it is missing`
        : `not as you left it${d.detail ? ` (${d.detail(c.to)} instead of ${d.detail(c.from)})` : ''}`
  return (
    <li>
      <span className="font-medium text-fg">{d.name(c.key)}</span>: {what}
    </li>
  )
}

function Notice({ n, d }: { n: LostNotice; d: Describe }) {
  const titleId = useId()
  const [busy, setBusy] = useState(false)
  const at = n.when ? ` at ${n.when.toLocaleTimeString()}` : ''
  const title =
    n.kind === 'overwrote'
      ? 'Your save overwrote a change made at the same time'
      : 'Your change was undone by a save made at the same time'
  const apply = n.apply
  const run = () => {
    if (!apply) return
    setBusy(true)
    apply().then(
      () => dismissNotice(n.id),
      (e: Error) => {
        setBusy(false)
        addToast({ variant: 'error', title: 'Could not apply the change', content: e.message })
      },
    )
  }
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      className="space-y-2 rounded-lg border border-warning-line bg-warning-dim px-3 py-2.5 text-sm text-secondary"
    >
      <h3 id={titleId} className="font-medium text-warning">
        {title}
      </h3>
      {n.kind === 'overwrote' && n.known && (
        <p>
          These changes to the {d.noun}, made by {n.who} after you loaded the page, were replaced by
          your save:
        </p>
      )}
      {n.kind === 'overwrote' && !n.known && (
        <>
          <p>
            A save of the {d.noun} by {n.who}
            {at} landed after your save read them and before it wrote them, so your save replaced
            it. The API keeps no copy of what they changed: ask them, or check the list.
          </p>
          {n.changes.length > 0 && <p>Saved by others since yours:</p>}
        </>
      )}
      {n.kind === 'undone' && (
        <p>
          A save of the {d.noun} by {n.who}
          {at} was based on them as they were before your save landed, and replaced it:
        </p>
      )}
      {n.changes.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-4">
          {n.changes.map((c) =>
            n.kind === 'undone' ? (
              <OurLine key={c.key} c={c} d={d} />
            ) : (
              <TheirLine key={c.key} c={c} d={d} />
            ),
          )}
        </ul>
      )}
      <div className="flex gap-2">
        {apply && (
          <Button size="sm" writes onClick={run} loading={busy}>
            {n.kind === 'undone' ? 'Apply mine again' : 'Apply theirs on top'}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => dismissNotice(n.id)}>
          Dismiss
        </Button>
      </div>
    </section>
  )
}

/** The notices of one list (loaded with the first of them: `LostUpdateNotices`). */
export function LostUpdateList({ notices, ...d }: Describe & { notices: LostNotice[] }) {
  return (
    <div className="mb-4 space-y-3">
      {notices.map((n) => (
        <Notice key={n.id} n={n} d={d} />
      ))}
    </div>
  )
}
