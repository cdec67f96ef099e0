import {
  Menu,
  MenuButton,
  MenuHeading,
  MenuItem,
  MenuItems,
  MenuSection,
  MenuSeparator,
} from '@headlessui/react'
import { useRef, type ReactNode } from 'react'
import { Link } from 'react-router'

import { pb } from '~/api/path-builder'
import { CheckIcon, LogoutIcon, SettingsIcon } from '~/ui/icons'
import { useOpenOnMount, type Activation } from '~/ui/lazy-popup'

import { crumbMenuButtonClass, menuButtonClass, menuItemClass, menuItemsClass } from './menu-style'
import { signOut } from './sign-out'
import { setThemePreference, useThemePreference, type ThemePreference } from './theme'

/*
 * The real menus of the top bar, loaded when one is first opened (see ui/lazy-popup). Their
 * buttons are in user-menu.tsx and system-switcher.tsx.
 */

type PopupProps = { activation: Activation; label: string; children: ReactNode }

function TopBarMenu({
  activation,
  label,
  children,
  items,
  buttonClass = menuButtonClass,
  anchor = 'bottom end',
}: PopupProps & {
  items: ReactNode
  buttonClass?: string
  anchor?: 'bottom end' | 'bottom start'
}) {
  const button = useRef<HTMLButtonElement>(null)
  useOpenOnMount(button, activation)
  return (
    <Menu>
      <MenuButton ref={button} aria-label={label} className={buttonClass}>
        {children}
      </MenuButton>
      <MenuItems anchor={anchor} className={menuItemsClass}>
        {items}
      </MenuItems>
    </Menu>
  )
}

export function UserMenuPopup(props: PopupProps) {
  return (
    <TopBarMenu
      {...props}
      items={
        <>
          <MenuItem>
            <Link to={pb.profile()} className={menuItemClass}>
              <SettingsIcon className="text-tertiary" />
              Settings
            </Link>
          </MenuItem>
          <MenuSeparator className="my-1 h-px bg-line" />
          <ThemeSection />
          <MenuSeparator className="my-1 h-px bg-line" />
          <MenuItem>
            <button type="button" className={menuItemClass} onClick={() => void signOut()}>
              <LogoutIcon className="text-tertiary" />
              Sign out
            </button>
          </MenuItem>
        </>
      }
    />
  )
}

const THEMES: { pref: ThemePreference; label: string }[] = [
  { pref: 'light', label: 'Light' },
  { pref: 'dark', label: 'Dark' },
  { pref: 'system', label: 'Match system' },
]

/** Light, dark or the operating system's choice; the current one is checked. */
function ThemeSection() {
  const current = useThemePreference()
  return (
    <MenuSection>
      <MenuHeading className="text-mono-caps px-2.5 pt-1 pb-0.5 text-tertiary">Theme</MenuHeading>
      {THEMES.map(({ pref, label }) => (
        <MenuItem key={pref}>
          <button
            type="button"
            className={menuItemClass}
            aria-current={pref === current ? 'true' : undefined}
            // the menu stays open so the user sees the theme change under it
            onClick={(e) => {
              e.preventDefault()
              setThemePreference(pref)
            }}
          >
            <span className="flex-1">{label}</span>
            {pref === current && <CheckIcon className="text-accent" />}
          </button>
        </MenuItem>
      ))}
    </MenuSection>
  )
}

export type Area = 'system' | 'silo'

const AREAS: { area: Area; label: string; to: string }[] = [
  { area: 'system', label: 'System', to: pb.silos() },
  { area: 'silo', label: 'Silo', to: pb.projects() },
]

export function SystemSwitcherPopup({ current, ...props }: PopupProps & { current: Area }) {
  return (
    <TopBarMenu
      {...props}
      items={AREAS.map(({ area, label, to }) => (
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
    />
  )
}

/** The crumbs a narrow screen folds away (those above the last two), outermost first. */
export function CrumbMenuPopup({
  crumbs,
  ...props
}: PopupProps & { crumbs: readonly { label: string; path: string }[] }) {
  return (
    <TopBarMenu
      {...props}
      buttonClass={crumbMenuButtonClass}
      anchor="bottom start"
      items={crumbs.map((c, i) => (
        <MenuItem key={`${i}-${c.path}`}>
          <Link to={c.path} className={menuItemClass}>
            <span className="truncate">{c.label}</span>
          </Link>
        </MenuItem>
      ))}
    />
  )
}
