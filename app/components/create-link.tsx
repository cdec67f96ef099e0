import { Link } from 'react-router'

import { Button, buttonClass } from '~/ui/button'
import { AddIcon } from '~/ui/icons'
import { useWriteGate } from '~/ui/write-gate'

export type CreateAction = { to: string; label: string; disabledReason?: string }

/**
 * The "+ New …" link of a list or a tab. With a reason to refuse (its own, or the write gate's
 * of the area: ui/write-gate) it is a disabled button that says why instead.
 */
export function CreateLink({
  to,
  label,
  disabledReason,
  variant = 'primary',
}: CreateAction & { variant?: 'primary' | 'ghost' }) {
  const gate = useWriteGate()
  const reason = disabledReason ?? gate
  if (reason) {
    return (
      <Button variant={variant} size="sm" disabled disabledReason={reason}>
        <AddIcon size={12} />
        {label}
      </Button>
    )
  }
  return (
    <Link to={to} className={buttonClass(variant, 'sm')}>
      <AddIcon size={12} />
      {label}
    </Link>
  )
}
