/**
 * The serial console: a terminal over the instance's console stream, filling the page.
 * It connects by itself when the instance can have a console; while the instance is being
 * created or starting it waits (polling the instance) and then connects; otherwise it says
 * why there is no console. The footer shows the connection status in words and colour, with
 * Reconnect and the CLI command.
 */
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, type LoaderFunctionArgs } from 'react-router'

import { type Instance } from '~/api/__generated__/Api'
import { instanceCan, instanceCanSoon } from '~/api/capabilities'
import { pb } from '~/api/path-builder'
import { useInstanceSelector } from '~/api/selectors'
import { CliCommandModal } from '~/components/cli-command-modal'
import { type RouteHandle } from '~/components/shell/crumbs'
import { InstanceStateBadge } from '~/components/state-badge'
import { instanceView, loadInstance } from '~/resources/instances/instance-queries'
import { instanceDisabledReason } from '~/resources/instances/reasons'
import { Button } from '~/ui/button'
import { cn } from '~/ui/cn'
import { PrevIcon } from '~/ui/icons'
import { Spinner } from '~/ui/spinner'
import { addToast } from '~/ui/toast'
import { download } from '~/util/download'

import { useInstanceActions } from './actions'
import { useInstancePolling } from './polling'
import {
  binaryBytes,
  ConsoleConnection,
  streamSocket,
  textBytes,
  type ConsoleStatus,
} from './serial-console/connection'
import { TerminalFeed } from './serial-console/feed'
import { serialConsoleHistory } from './serial-console/history'
import type { TerminalHandle } from './serial-console/types'

// xterm.js is big: it loads with this page only, in a chunk of its own
const Terminal = lazy(() =>
  import('./serial-console/terminal').then((m) => ({ default: m.Terminal })),
)

export async function loader({ params }: LoaderFunctionArgs) {
  await loadInstance(params)
  return null
}

export const handle: RouteHandle = { crumb: 'Serial Console' }

/** How often to look while waiting: quickly at first, then now and then. */
const WAIT_POLL_MS = 1000
const WAIT_POLL_SLOW_MS = 10_000

const asList = (i: Instance) => [i]
const slowWhileWaiting = ([i]: readonly Instance[]) =>
  i && instanceCanSoon.serialConsole(i) ? WAIT_POLL_SLOW_MS : false

const STATUS: Record<ConsoleStatus, { label: string; dot: string; text: string }> = {
  connecting: { label: 'Connecting', dot: 'bg-info animate-pulse', text: 'text-info' },
  connected: { label: 'Connected', dot: 'bg-accent', text: 'text-accent' },
  disconnected: { label: 'Disconnected', dot: 'bg-quaternary', text: 'text-secondary' },
  error: { label: 'Error', dot: 'bg-danger', text: 'text-danger' },
}

function StatusPill({ status }: { status: ConsoleStatus }) {
  const s = STATUS[status]
  return (
    <span
      role="status"
      aria-label={`Connection status: ${s.label}`}
      className={cn(
        'inline-flex items-center gap-2 rounded-full border border-line-strong px-2.5 py-0.5 text-xs font-medium',
        s.text,
      )}
    >
      <span aria-hidden className={cn('size-2 rounded-full', s.dot)} />
      {s.label}
    </span>
  )
}

/** A message laid over the terminal area (waiting, no console, connection failed). */
function Overlay({ children }: { children: ReactNode }) {
  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center bg-canvas/85 p-6">
      <div className="flex max-w-md flex-col items-center gap-2 rounded-lg border border-line bg-default px-6 py-5 text-center text-sm">
        {children}
      </div>
    </div>
  )
}

export function Component() {
  const sel = useInstanceSelector()
  const poll = useInstancePolling(asList, { fastMs: WAIT_POLL_MS, slowMs: slowWhileWaiting })
  const { data: instance } = useQuery({ ...instanceView(sel), refetchInterval: poll })
  const [status, setStatus] = useState<ConsoleStatus>('disconnected')
  const [error, setError] = useState<string | undefined>()
  const [cliOpen, setCliOpen] = useState(false)
  const [saving, setSaving] = useState(false)
  // a stopped instance can be started from here; the page then waits and connects
  const { actionsFor, modal } = useInstanceActions({ project: sel.project })

  // everything printed so far; the terminal (loaded later, possibly mounted twice) shows it
  const [feed] = useState(() => new TerminalFeed())
  const connection = useRef<ConsoleConnection | null>(null)

  const { project, instance: name } = sel
  const canConnect = !!instance && instanceCan.serialConsole(instance)
  // on the way to running (creating, starting): wait for it, then connect
  const waiting = !!instance && instanceCanSoon.serialConsole(instance)

  useEffect(() => {
    if (!canConnect) return
    const conn = new ConsoleConnection(
      () => streamSocket({ project, instance: name }, window.location),
      {
        onStatus: (s, message) => {
          setStatus(s)
          setError(message)
        },
        onData: (bytes) => feed.write(bytes),
      },
    )
    connection.current = conn
    conn.connect()
    return () => {
      conn.dispose()
      connection.current = null
      setStatus('disconnected')
    }
  }, [canConnect, project, name, feed])

  const onReady = useCallback((handle: TerminalHandle | null) => feed.attach(handle), [feed])
  const onInput = useCallback((data: string, binary: boolean) => {
    connection.current?.send(binary ? binaryBytes(data) : textBytes(data))
  }, [])
  const reconnect = () => {
    feed.write(textBytes('\r\n\x1b[2m--- reconnecting ---\x1b[0m\r\n'))
    connection.current?.connect()
    feed.current?.focus()
  }

  /** What the API still holds of the console's output, from the start, as a file. */
  const downloadLog = async () => {
    setSaving(true)
    try {
      const text = await serialConsoleHistory(sel)
      download(text, `${name}-serial-console.log`, 'text/plain')
    } catch (e) {
      addToast({
        variant: 'error',
        title: 'Could not download the log',
        content: e instanceof Error ? e.message : 'Unknown server error',
      })
    } finally {
      setSaving(false)
    }
  }

  if (!instance) return null
  const reason = instanceDisabledReason('serialConsole', instance)

  return (
    // the viewport below the top bar, less the content pane's padding
    <div className="flex h-[calc(100dvh-var(--banner-h,0px)-7.5rem)] min-h-96 flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <Link
            to={pb.instance(sel)}
            className="inline-flex items-center gap-1 text-sm text-tertiary hover:text-fg"
          >
            <PrevIcon size={14} />
            Back to instance
          </Link>
          <span className="h-4 w-px bg-line-strong" aria-hidden />
          <h1 className="truncate text-base font-medium text-fg" tabIndex={-1}>
            Serial console: {instance.name}
          </h1>
          <InstanceStateBadge state={instance.runState} />
        </div>
      </div>

      <div className="relative min-h-0 flex-1 overflow-hidden rounded-lg border border-line bg-canvas p-2">
        {canConnect && (
          <Suspense
            fallback={
              <div className="flex h-full items-center justify-center">
                <Spinner label="Loading the terminal" />
              </div>
            }
          >
            <Terminal onInput={onInput} onReady={onReady} />
          </Suspense>
        )}
        {!canConnect && (
          <Overlay>
            <p className="flex items-center gap-2 text-fg">
              The instance is <InstanceStateBadge state={instance.runState} />
            </p>
            {waiting ? (
              <p className="flex items-center gap-2 text-secondary">
                <Spinner size="sm" />
                The console connects as soon as the instance is running.
              </p>
            ) : (
              <>
                <p className="text-secondary">
                  The serial console needs the instance to be running.
                </p>
                {reason && <p className="text-xs text-tertiary">{reason}.</p>}
                {!actionsFor(instance).start.disabled && (
                  <Button
                    writes
                    variant="primary"
                    size="sm"
                    className="mt-2"
                    onClick={actionsFor(instance).start.onActivate}
                  >
                    Start instance
                  </Button>
                )}
              </>
            )}
          </Overlay>
        )}
        {canConnect && status === 'connecting' && (
          <Overlay>
            <p className="flex items-center gap-2 text-fg">
              <Spinner size="sm" />
              Connecting to the serial console…
            </p>
          </Overlay>
        )}
        {canConnect && status === 'error' && (
          <Overlay>
            <p className="font-medium text-danger">Serial console connection failed</p>
            {error && <p className="text-secondary">{error}</p>}
            <Button variant="secondary" size="sm" onClick={reconnect} className="mt-2">
              Reconnect
            </Button>
          </Overlay>
        )}
      </div>

      <footer className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <StatusPill status={status} />
          {canConnect && status !== 'connecting' && status !== 'error' && (
            <Button variant="ghost" size="sm" onClick={reconnect}>
              Reconnect
            </Button>
          )}
        </div>
        <div className="flex items-center gap-2">
          {canConnect && (
            <>
              <Button variant="ghost" size="sm" onClick={() => feed.current?.scrollToTop()}>
                Scroll to top
              </Button>
              <Button variant="ghost" size="sm" onClick={() => feed.current?.scrollToBottom()}>
                Scroll to bottom
              </Button>
              <Button variant="ghost" size="sm" loading={saving} onClick={() => void downloadLog()}>
                Download log
              </Button>
            </>
          )}
          <Button variant="ghost" size="sm" onClick={() => setCliOpen(true)}>
            CLI command
          </Button>
        </div>
      </footer>
      {modal}
      <CliCommandModal
        isOpen={cliOpen}
        onDismiss={() => setCliOpen(false)}
        project={sel.project}
        instance={sel.instance}
      />
    </div>
  )
}
