import { cn } from './cn'

/** Keeps the start and end of `text`, with an ellipsis in the middle, at most `max` characters. */
export function middleTruncate(text: string, max: number): string {
  if (text.length <= max) return text
  if (max <= 1) return '…'
  const keep = max - 1
  const head = Math.ceil(keep / 2)
  const tail = Math.floor(keep / 2)
  return `${text.slice(0, head)}…${tail > 0 ? text.slice(-tail) : ''}`
}

type TruncateProps = {
  text: string
  /** Maximum characters shown, ellipsis included. */
  maxLength?: number
  /** `middle` keeps both ends (ids); `end` cuts the tail. */
  position?: 'middle' | 'end'
  className?: string
}

/** Shortened text with the full text in a title; screen readers get the full text. */
export function Truncate({ text, maxLength = 16, position = 'middle', className }: TruncateProps) {
  if (text.length <= maxLength) return <span className={className}>{text}</span>
  const short =
    position === 'middle' ? middleTruncate(text, maxLength) : `${text.slice(0, maxLength - 1)}…`
  return (
    <span className={cn('whitespace-nowrap', className)} title={text}>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{text}</span>
    </span>
  )
}
