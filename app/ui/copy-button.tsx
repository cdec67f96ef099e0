import { useEffect, useRef, useState } from 'react'

import { COPIED_MS } from '~/util/constants'

import { writeClipboard } from './clipboard'
import { cn } from './cn'
import { CheckIcon, CopyIcon, ErrorIcon } from './icons'

type CopyButtonProps = {
  text: string
  /** Accessible name before copying. */
  label?: string
  className?: string
}

type Status = 'idle' | 'copied' | 'failed'

/**
 * Icon button that writes `text` to the clipboard. For 2 s afterwards it shows a check and a
 * "Copied" bubble (and its accessible name becomes "Copied"); if the browser refuses, it says
 * "Could not copy" instead.
 */
export function CopyButton({ text, label = 'Copy to clipboard', className }: CopyButtonProps) {
  const [status, setStatus] = useState<Status>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const flip = (next: Status) => {
    clearTimeout(timer.current)
    setStatus(next)
    timer.current = setTimeout(() => setStatus('idle'), COPIED_MS)
  }

  const copy = async () => {
    try {
      await writeClipboard(text)
      flip('copied')
    } catch {
      flip('failed')
    }
  }

  const name = status === 'copied' ? 'Copied' : status === 'failed' ? 'Could not copy' : label
  const Icon = status === 'copied' ? CheckIcon : status === 'failed' ? ErrorIcon : CopyIcon
  return (
    <span className={cn('relative inline-flex', className)}>
      <button
        type="button"
        aria-label={name}
        title={status === 'idle' ? label : undefined}
        onClick={copy}
        className={cn(
          'inline-flex h-6 w-6 items-center justify-center rounded text-tertiary transition-colors hover:bg-hover hover:text-fg',
          status === 'copied' && 'text-accent hover:text-accent',
          status === 'failed' && 'text-danger hover:text-danger',
        )}
      >
        <Icon size={14} />
      </button>
      {status !== 'idle' && (
        <span
          role="status"
          className={cn(
            'pointer-events-none absolute bottom-full left-1/2 z-10 mb-1 -translate-x-1/2 animate-fade-in rounded border bg-raise px-1.5 py-0.5 text-xs whitespace-nowrap shadow',
            status === 'copied'
              ? 'border-accent-line text-accent'
              : 'border-danger-line text-danger',
          )}
        >
          {status === 'copied' ? 'Copied' : 'Could not copy'}
        </span>
      )}
    </span>
  )
}
