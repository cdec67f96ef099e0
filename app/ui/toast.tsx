import { useSyncExternalStore, type MouseEvent, type ReactNode } from 'react'

import { TOAST_ERROR_TIMEOUT_MS, TOAST_TEXT_MAX, TOAST_TIMEOUT_MS } from '~/util/constants'
import { truncate } from '~/util/str'

import { cn } from './cn'
import { CheckIcon, CloseIcon, ErrorIcon, InfoIcon } from './icons'
import { nodeText } from './node-text'

type ToastVariant = 'success' | 'error' | 'info'
/** A call to action: `to` is an in-app path; ToastStack's `renderLink` decides how to link. */
type ToastCta = { text: string; to: string }

type ToastOptions = {
  variant?: ToastVariant
  title?: string
  content: ReactNode
  /** Milliseconds before it closes itself; `null` keeps it until dismissed. */
  timeout?: number | null
  cta?: ToastCta
}

type Toast = Omit<ToastOptions, 'variant'> & { id: string; variant: ToastVariant }

type Announcement = { id: string; text: string }
type State = {
  toasts: Toast[]
  polite: Announcement | null
  assertive: Announcement | null
}

/*
 * A tiny external store, so that anything (mutation callbacks, the confirm modal, plain
 * functions) can raise a toast without a React context. Timers live here too.
 */
let state: State = { toasts: [], polite: null, assertive: null }
const listeners = new Set<() => void>()
const timers = new Map<string, ReturnType<typeof setTimeout>>()
let counter = 0

function setState(next: State) {
  state = next
  for (const l of listeners) l()
}

const DEFAULT_TITLE: Record<ToastVariant, string> = {
  success: 'Success',
  error: 'Error',
  info: 'Info',
}

/** What a screen reader hears: "{title or Success/Error/Info} {text}". */
const toastAnnouncement = (t: Pick<Toast, 'variant' | 'title' | 'content'>) =>
  `${t.title ?? DEFAULT_TITLE[t.variant]} ${nodeText(t.content)}`.trim()

function defaultTimeout(variant: ToastVariant): number {
  return variant === 'error' ? TOAST_ERROR_TIMEOUT_MS : TOAST_TIMEOUT_MS
}

/** Shows a toast; returns its id. Success and info close after 5 s, errors after 15 s. */
export function addToast(options: ToastOptions): string {
  counter += 1
  const id = `toast-${counter}`
  const variant = options.variant ?? 'success'
  const toast: Toast = { ...options, id, variant }
  const announcement = { id, text: toastAnnouncement(toast) }
  setState({
    toasts: [...state.toasts, toast],
    polite: variant === 'error' ? state.polite : announcement,
    assertive: variant === 'error' ? announcement : state.assertive,
  })
  const timeout = options.timeout === undefined ? defaultTimeout(variant) : options.timeout
  if (timeout !== null) {
    timers.set(
      id,
      setTimeout(() => removeToast(id), timeout),
    )
  }
  return id
}

export function removeToast(id: string) {
  clearTimeout(timers.get(id))
  timers.delete(id)
  if (!state.toasts.some((t) => t.id === id)) return
  setState({ ...state, toasts: state.toasts.filter((t) => t.id !== id) })
}

/** Removes every toast (tests, sign out). */
export function clearToasts() {
  for (const t of timers.values()) clearTimeout(t)
  timers.clear()
  setState({ toasts: [], polite: null, assertive: null })
}

/** The current toasts, oldest first. */
export const getToasts = () => state.toasts

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => {
    listeners.delete(l)
  }
}
const getState = () => state

/** A resource name inside toast content: highlighted, cut at 36 characters, full name on hover. */
export function ToastName({ children }: { children: string }) {
  const short = truncate(children, TOAST_TEXT_MAX)
  return (
    <span
      className="font-medium break-all text-fg"
      title={short === children ? undefined : children}
    >
      {short}
    </span>
  )
}

export type RenderLink = (link: {
  to: string
  className: string
  children: ReactNode
  title?: string
  onClick: (e: MouseEvent<HTMLAnchorElement>) => void
}) => ReactNode

const defaultRenderLink: RenderLink = ({ to, ...rest }) => <a href={to} {...rest} />

const VARIANT_STYLE: Record<ToastVariant, { box: string; icon: string }> = {
  success: { box: 'border-accent-line', icon: 'text-accent' },
  error: { box: 'border-danger-line', icon: 'text-danger' },
  info: { box: 'border-info-line', icon: 'text-info' },
}

const VARIANT_ICON = { success: CheckIcon, error: ErrorIcon, info: InfoIcon } as const

function ToastCard({ toast, renderLink }: { toast: Toast; renderLink: RenderLink }) {
  const style = VARIANT_STYLE[toast.variant]
  const Icon = VARIANT_ICON[toast.variant]
  const title =
    toast.title ?? (toast.variant === 'success' ? undefined : DEFAULT_TITLE[toast.variant])
  const ctaText = toast.cta ? truncate(toast.cta.text, TOAST_TEXT_MAX) : ''
  return (
    <li
      className={cn(
        'pointer-events-auto relative flex w-96 max-w-[calc(100vw-2rem)] animate-toast-in gap-2.5 rounded-lg border bg-raise py-3 pr-9 pl-3 shadow-popover',
        style.box,
      )}
      data-variant={toast.variant}
    >
      <Icon className={cn('mt-px', style.icon)} />
      <div className="min-w-0 flex-1">
        {title && <div className={cn('mb-0.5 font-medium', style.icon)}>{title}</div>}
        <div className="text-secondary">{toast.content}</div>
        {toast.cta &&
          renderLink({
            to: toast.cta.to,
            className: cn(
              'mt-2 inline-block font-medium underline-offset-2 hover:underline',
              style.icon,
            ),
            title: ctaText === toast.cta.text ? undefined : toast.cta.text,
            children: ctaText,
            onClick: () => removeToast(toast.id),
          })}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        className="absolute top-2.5 right-2.5 rounded p-0.5 text-tertiary hover:bg-hover hover:text-fg"
        onClick={() => removeToast(toast.id)}
      >
        <CloseIcon size={14} />
      </button>
    </li>
  )
}

/**
 * The stack of toasts, bottom left, newest last; mount once. Call-to-action links render as plain
 * `<a href>` unless `renderLink` is given (the app passes one that renders a router Link).
 */
export function ToastStack({ renderLink = defaultRenderLink }: { renderLink?: RenderLink }) {
  const { toasts, polite, assertive } = useSyncExternalStore(subscribe, getState, getState)
  return (
    <>
      {/* the roles let assistive tech (and tests) find the regions; the live setting is the same */}
      <div className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {polite && <span key={polite.id}>{polite.text}</span>}
      </div>
      <div className="sr-only" role="alert" aria-live="assertive" aria-atomic="true">
        {assertive && <span key={assertive.id}>{assertive.text}</span>}
      </div>
      {toasts.length > 0 && (
        <ol
          aria-label="Notifications"
          className="pointer-events-none fixed bottom-4 left-4 z-50 flex flex-col gap-2"
        >
          {toasts.map((t) => (
            <ToastCard key={t.id} toast={t} renderLink={renderLink} />
          ))}
        </ol>
      )}
    </>
  )
}
