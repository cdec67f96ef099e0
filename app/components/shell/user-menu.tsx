import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { Link } from 'react-router'

import { signOut } from './sign-out'
import { pb } from '~/api/path-builder'
import { ChevronDownIcon, LogoutIcon, SettingsIcon, UserIcon } from '~/ui/icons'

export const menuItemsClass =
  'z-40 min-w-44 rounded-lg border border-line-strong bg-raise p-1 shadow-popover outline-none [--anchor-gap:6px]'
export const menuItemClass =
  'flex w-full items-center gap-2 rounded-md px-2.5 py-1.5 text-left text-secondary data-focus:bg-hover data-focus:text-fg'
export const menuButtonClass =
  'flex h-8 items-center gap-2 rounded-md border border-line-strong px-2.5 text-secondary hover:bg-hover hover:text-fg data-open:bg-hover data-open:text-fg'

/** Top-right menu: who is signed in, a way to settings, and out. */
export function UserMenu({ displayName }: { displayName: string | undefined }) {
  return (
    <Menu>
      <MenuButton aria-label="User menu" className={menuButtonClass}>
        <UserIcon className="text-tertiary" />
        <span className="max-w-40 truncate">{displayName || 'User'}</span>
        <ChevronDownIcon size={12} className="text-tertiary" />
      </MenuButton>
      <MenuItems anchor="bottom end" className={menuItemsClass}>
        <MenuItem>
          <Link to={pb.profile()} className={menuItemClass}>
            <SettingsIcon className="text-tertiary" />
            Settings
          </Link>
        </MenuItem>
        <MenuItem>
          <button type="button" className={menuItemClass} onClick={() => void signOut()}>
            <LogoutIcon className="text-tertiary" />
            Sign out
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  )
}
