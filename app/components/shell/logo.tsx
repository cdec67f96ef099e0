import { cn } from '~/ui/cn'

/** Ferrite's mark (the favicon's "F" block), decorative. */
export function FerriteMark({ size = 24, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', className)}
    >
      <rect width="32" height="32" rx="6" fill="#1c2226" />
      <path d="M9 8h14v4H14v3h7v4h-7v5H9z" fill="#48d597" />
    </svg>
  )
}

/** Mark and name. */
export function FerriteLogo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-fg', className)}>
      <FerriteMark size={22} />
      <span className="text-[0.9375rem] font-semibold tracking-tight">Ferrite</span>
    </span>
  )
}
