import { Badge } from './badge'
import { cn } from './cn'
import { NextIcon, PrevIcon } from './icons'
import { Spinner } from './spinner'

type PaginationProps = {
  pageSize: number
  hasPrev: boolean
  hasNext: boolean
  onPrev: () => void
  onNext: () => void
  loading?: boolean
  /** Where the page sits in the whole ("51–100 of 1,234"), when that is known. */
  summary?: string
  className?: string
}

const pageButton =
  'inline-flex h-7 items-center gap-1 rounded-md px-2 text-mono-caps text-secondary transition-colors ' +
  'enabled:hover:bg-hover enabled:hover:text-fg disabled:cursor-not-allowed disabled:text-quaternary'

/** Cursor pagination: rows per page on the left, prev/next on the right. */
export function Pagination({
  pageSize,
  hasPrev,
  hasNext,
  onPrev,
  onNext,
  loading = false,
  summary,
  className,
}: PaginationProps) {
  return (
    <nav
      aria-label="Pagination"
      className={cn('flex items-center justify-between gap-4 py-3 text-tertiary', className)}
    >
      <div className="flex items-center gap-2">
        <span className="text-mono-caps">rows per page</span>
        <Badge color="neutral">{pageSize}</Badge>
        {summary && <span className="ml-2 text-xs tabular-nums">{summary}</span>}
      </div>
      <div className="flex items-center gap-1">
        {loading && <Spinner size="sm" label="Loading page" className="mr-1 text-accent" />}
        <button
          type="button"
          className={pageButton}
          disabled={!hasPrev}
          onClick={onPrev}
          // the name starts with the visible word, so a speech user can say "prev"
          aria-label="Prev page"
        >
          <PrevIcon size={12} />
          prev
        </button>
        <button
          type="button"
          className={pageButton}
          disabled={!hasNext}
          onClick={onNext}
          aria-label="Next page"
        >
          next
          <NextIcon size={12} />
        </button>
      </div>
    </nav>
  )
}
