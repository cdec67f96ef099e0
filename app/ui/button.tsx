import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react'

import { cn } from './cn'
import { Spinner } from './spinner'
import { Tooltip } from './tooltip'
import { useWriteGate } from './write-gate'

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
type ButtonSize = 'sm' | 'md'

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner in place of the content and ignores clicks (the button keeps focus). */
  loading?: boolean
  /**
   * Why the button is disabled. With a reason the button stays focusable, is marked
   * aria-disabled and shows the reason as a tooltip; without one it is natively disabled.
   */
  disabledReason?: string
  /**
   * The button changes something: where a write gate is set (app/ui/write-gate), it is
   * disabled with the gate's reason.
   */
  writes?: boolean
}

const VARIANT: Record<ButtonVariant, string> = {
  primary:
    'bg-accent text-accent-fg border-accent hover:enabled:bg-accent-hover hover:enabled:border-accent-hover',
  secondary: 'bg-raise text-fg border-line-strong hover:enabled:bg-hover',
  ghost:
    'bg-transparent text-secondary border-line-strong hover:enabled:bg-hover hover:enabled:text-fg',
  danger:
    'bg-danger text-danger-fg border-danger hover:enabled:bg-danger-hover hover:enabled:border-danger-hover',
}

const SIZE: Record<ButtonSize, string> = {
  sm: 'h-7 px-2.5 text-xs gap-1.5',
  md: 'h-8 px-3 text-sm gap-2',
}

/** The base classes of a button, for links that should look like one. */
export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md') =>
  cn(
    'relative inline-flex shrink-0 items-center justify-center rounded-md border font-medium whitespace-nowrap',
    'transition-colors select-none outline-offset-2',
    VARIANT[variant],
    SIZE[size],
  )

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    disabled: disabledProp = false,
    disabledReason: reasonProp,
    writes = false,
    type = 'button',
    className,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const gate = useWriteGate()
  const gated = writes && !!gate && !disabledProp
  const disabled = disabledProp || gated
  const disabledReason = gated ? gate : reasonProp
  const softDisabled = (disabled && !!disabledReason) || loading
  const handleClick = (e: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled buttons still receive clicks (and would submit a form): swallow them
    if (softDisabled) {
      e.preventDefault()
      return
    }
    onClick?.(e)
  }
  const button = (
    <button
      ref={ref}
      type={type}
      disabled={disabled && !disabledReason}
      aria-disabled={softDisabled || undefined}
      aria-busy={loading || undefined}
      className={cn(
        buttonClass(variant, size),
        (disabled || loading) && 'cursor-not-allowed',
        disabled && 'opacity-45',
        className,
      )}
      onClick={handleClick}
      {...rest}
    >
      {loading && (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner size={size === 'sm' ? 'sm' : 'md'} />
        </span>
      )}
      {/* hidden by opacity, not visibility: the label stays the button's accessible name */}
      <span className={cn('inline-flex items-center gap-[inherit]', loading && 'opacity-0')}>
        {children}
      </span>
    </button>
  )
  // always through the tooltip, so the element is the same one disabled or not: switching
  // between a bare button and a wrapped one replaced it, and the focus it had was lost
  return <Tooltip content={disabled ? disabledReason : undefined}>{button}</Tooltip>
})
