import { cn } from '~/ui/cn'

/** FNV-1a: a small, stable hash so a name always draws the same picture. */
function hash(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * A 5x5 mirrored pattern derived from a name (silos have no logo of their own); it helps
 * tell silos apart at a glance. Decorative.
 */
export function Identicon({
  name,
  size = 24,
  className,
}: {
  name: string
  size?: number
  className?: string
}) {
  const h = hash(name)
  const cells: { x: number; y: number }[] = []
  // 15 bits decide the left three columns; the right two mirror them
  for (let i = 0; i < 15; i++) {
    if (((h >> i) & 1) === 0) continue
    const x = Math.floor(i / 5)
    const y = i % 5
    cells.push({ x, y })
    if (x < 2) cells.push({ x: 4 - x, y })
  }
  return (
    <svg
      width={size}
      height={size}
      viewBox="-1 -1 7 7"
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0 rounded-md bg-accent-dim', className)}
    >
      {cells.map(({ x, y }) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="1" height="1" fill="var(--color-accent)" />
      ))}
    </svg>
  )
}
