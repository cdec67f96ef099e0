import { WarningIcon } from '~/ui/icons'

/**
 * One part of a page whose data failed to load, in place of that part: the rest of the page
 * stays usable, and this part can be fetched again.
 */
export function PartError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p role="alert" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-secondary">
      <WarningIcon size={14} className="text-warning" />
      <span>Could not load {what}.</span>
      <button
        type="button"
        onClick={onRetry}
        className="rounded font-medium text-fg underline underline-offset-2 hover:text-accent"
      >
        Retry
      </button>
    </p>
  )
}
