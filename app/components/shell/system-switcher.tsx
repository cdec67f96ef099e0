import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { Link } from 'react-router'

import { menuButtonClass, menuItemClass, menuItemsClass } from './user-menu'
import { pb } from '~/api/path-builder'
import { CheckIcon, SelectorIcon } from '~/ui/icons'

export type Area = 'system' | 'silo'

const AREAS: { area: Area; label: string; to: string }[] = [
  { area: 'system', label: 'System', to: pb.silos() },
  { area: 'silo', label: 'Silo', to: pb.projects() },
]

/** For fleet viewers only: moves between the operator area and their own silo. */
export function SystemSwitcher({ current }: { current: Area }) {
  return (
    <Menu>
      <MenuButton aria-label="Switch between system and silo" className={menuButtonClass}>
        <span className="text-mono-caps text-tertiary">Area</span>
        <span>{current === 'system' ? 'System' : 'Silo'}</span>
        <SelectorIcon size={12} className="text-tertiary" />
      </MenuButton>
      <MenuItems anchor="bottom end" className={menuItemsClass}>
        {AREAS.map(({ area, label, to }) => (
          <MenuItem key={area}>
            <Link
              to={to}
              className={menuItemClass}
              aria-current={area === current ? 'true' : undefined}
            >
              <span className="flex-1">{label}</span>
              {area === current && <CheckIcon className="text-accent" />}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
