import { useEffect, useRef, useState } from 'react'

import { SPINNER_MIN_MS } from '~/util/constants'

import { cn } from './cn'

type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg'
  className?: string
  /** Accessible label; omit when the surrounding control already says it is loading. */
  label?: string
}

const SIZE = { sm: 12, md: 16, lg: 24 } as const

export function Spinner({ size = 'md', className, label }: SpinnerProps) {
  const px = SIZE[size]
  return (
    <svg
      width={px}
      height={px}
      viewBox="0 0 16 16"
      fill="none"
      className={cn('shrink-0 animate-spin', className)}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="8" cy="8" r="6" stroke="currentColor" strokeOpacity=".25" strokeWidth="2" />
      <path d="M14 8a6 6 0 00-6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/**
 * Follows `isLoading`, but once it has turned true stays true for at least `minMs`, so a quick
 * request does not make a spinner blink.
 */
export function useMinDuration(isLoading: boolean, minMs: number = SPINNER_MIN_MS): boolean {
  const [shown, setShown] = useState(isLoading)
  const startedAt = useRef<number | null>(null)

  useEffect(() => {
    if (isLoading) {
      if (startedAt.current === null) startedAt.current = Date.now()
      setShown(true)
      return
    }
    if (startedAt.current === null) return
    const remaining = startedAt.current + minMs - Date.now()
    const finish = () => {
      startedAt.current = null
      setShown(false)
    }
    if (remaining <= 0) {
      finish()
      return
    }
    const timer = setTimeout(finish, remaining)
    return () => clearTimeout(timer)
  }, [isLoading, minMs])

  return shown
}
