import { useState } from 'react'
import { Link } from 'react-router'

import { Badge, type BadgeColor } from '~/ui/badge'
import { Button } from '~/ui/button'
import { SideModal } from '~/ui/side-modal'
import { formatDateTime } from '~/util/date'
import { useTimeAgo } from '~/util/relative-time-tick'

import {
  activityLog,
  canResume,
  progressOf,
  runResume,
  useActivityEntries,
  type ActivityEntry,
  type ActivityItem,
  type ActivityStatus,
  type ItemStatus,
} from './activity-log'

const STATUS: Record<ActivityStatus, { label: string; color: BadgeColor }> = {
  running: { label: 'Running', color: 'info' },
  succeeded: { label: 'Succeeded', color: 'default' },
  failed: { label: 'Failed', color: 'danger' },
  partial: { label: 'Some failed', color: 'warning' },
  interrupted: { label: 'Interrupted', color: 'warning' },
}

const ITEM_STATUS: Record<ItemStatus, string> = {
  pending: 'Not done',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
}

const linkClass = 'text-accent underline-offset-2 hover:underline'

/** The activity drawer: this browser's work for the signed-in user, newest first. */
export function ActivityDrawer({ onClose }: { onClose: () => void }) {
  const entries = useActivityEntries()
  return (
    <SideModal
      isOpen
      onDismiss={onClose}
      title="Activity"
      subtitle="What you started in this browser, newest first"
      footer={
        <Button
          variant="ghost"
          size="sm"
          disabled={!entries.some((e) => e.status !== 'running')}
          onClick={() => activityLog.clear()}
        >
          Clear
        </Button>
      }
    >
      {entries.length === 0 ? (
        <p className="text-sm text-secondary">Nothing yet. What you change shows here.</p>
      ) : (
        <ul aria-label="Activity entries" className="-mx-2 flex flex-col gap-1">
          {entries.map((e) => (
            <Entry key={e.id} entry={e} onNavigate={onClose} />
          ))}
        </ul>
      )}
    </SideModal>
  )
}

function When({ at }: { at: string }) {
  const ago = useTimeAgo(at)
  const absolute = formatDateTime(at)
  return (
    <time dateTime={at} title={absolute} className="text-tertiary">
      {ago} <span className="sr-only">({absolute})</span>
    </time>
  )
}

function Entry({ entry, onNavigate }: { entry: ActivityEntry; onNavigate: () => void }) {
  const status = STATUS[entry.status]
  const { done, total, notDone } = progressOf(entry)
  return (
    <li className="rounded-md px-2 py-3 hover:bg-raise">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 text-sm">
          <span className="font-medium text-fg">{entry.title}</span>
          {entry.target && (
            <>
              {' '}
              {entry.href ? (
                <Link to={entry.href} onClick={onNavigate} className={`break-all ${linkClass}`}>
                  {entry.target}
                </Link>
              ) : (
                <span className="break-all text-secondary">{entry.target}</span>
              )}
            </>
          )}
        </div>
        <Badge color={status.color} className="shrink-0">
          {status.label}
        </Badge>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <When at={entry.startedAt} />
        {entry.href && !entry.target && (
          <Link to={entry.href} onClick={onNavigate} className={linkClass}>
            Open
          </Link>
        )}
        {entry.auditHref && (
          <Link to={entry.auditHref} onClick={onNavigate} className={linkClass}>
            Audit log entry
          </Link>
        )}
      </div>
      {entry.message && <p className="mt-1 text-xs break-words text-danger">{entry.message}</p>}
      {entry.status === 'interrupted' && total > 0 && (
        <Interrupted entry={entry} done={done} total={total} notDone={notDone} />
      )}
      {entry.items && entry.items.length > 0 && entry.status !== 'interrupted' && (
        <Items entry={entry} onNavigate={onNavigate} />
      )}
    </li>
  )
}

function Interrupted({
  entry,
  done,
  total,
  notDone,
}: {
  entry: ActivityEntry
  done: number
  total: number
  notDone: ActivityItem[]
}) {
  const [error, setError] = useState<string>()
  return (
    <div className="mt-2 text-xs">
      <p className="text-warning">
        Interrupted: {done} of {total} done
      </p>
      <p className="mt-1 text-secondary">Not done:</p>
      <ul className="mt-0.5 max-h-32 list-inside list-disc overflow-y-auto text-secondary">
        {notDone.map((it) => (
          <li key={it.key} className="break-all">
            {it.label}
          </li>
        ))}
      </ul>
      {canResume(entry) && (
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          onClick={() => {
            setError(undefined)
            runResume(entry).catch((e: unknown) =>
              setError(e instanceof Error ? e.message : 'The resume failed'),
            )
          }}
        >
          Resume
        </Button>
      )}
      {error && <p className="mt-1 text-danger">{error}</p>}
    </div>
  )
}

function Items({ entry, onNavigate }: { entry: ActivityEntry; onNavigate: () => void }) {
  const items = entry.items ?? []
  const count = (s: ItemStatus) => items.filter((it) => it.status === s).length
  const ok = count('succeeded')
  const failed = count('failed')
  return (
    <details className="mt-2 text-xs">
      <summary className="cursor-pointer text-secondary hover:text-fg">
        {items.length} {items.length === 1 ? 'item' : 'items'}: {ok} succeeded
        {failed > 0 && `, ${failed} failed`}
      </summary>
      <ul className="mt-1 flex max-h-64 flex-col gap-1 overflow-y-auto pl-3">
        {items.map((it) => (
          <li key={it.key} className="flex flex-wrap items-baseline gap-x-2">
            {it.href ? (
              <Link to={it.href} onClick={onNavigate} className={`break-all ${linkClass}`}>
                {it.label}
              </Link>
            ) : (
              <span className="break-all text-fg">{it.label}</span>
            )}
            <span className={it.status === 'failed' ? 'text-danger' : 'text-tertiary'}>
              {ITEM_STATUS[it.status]}
            </span>
            {it.message && <span className="break-words text-danger">{it.message}</span>}
          </li>
        ))}
      </ul>
    </details>
  )
}
