import { NavLink } from 'react-router'

import { cn } from '~/ui/cn'

type RouteTab = { label: string; to: string }

/**
 * Tabs that are links to child routes: the current one (or one above the current page, like
 * metrics above metrics/cpu) is marked aria-current="page". Links, not a tablist, because each
 * tab is a page of its own with its own address.
 */
export function RouteTabs({ label, tabs }: { label: string; tabs: RouteTab[] }) {
  return (
    <nav aria-label={label} className="mb-6 border-b border-line">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center border-b-2 px-3 text-sm whitespace-nowrap transition-colors',
                  isActive
                    ? 'border-accent font-medium text-fg'
                    : 'border-transparent text-tertiary hover:border-line-strong hover:text-secondary',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
