import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'

import { openQuickActions, quickActionsHint } from '~/components/quick-actions'
import { ShellFrameContext } from '~/components/shell/shell-frame'
import { cn } from '~/ui/cn'
import { DocsIcon, ExternalLinkIcon, FolderIcon, SearchIcon } from '~/ui/icons'

import {
  NAV_BUTTON_ID,
  NAV_DRAWER_ID,
  setNavDrawerOpen,
  useNavDrawer,
  useSidebarPresence,
} from './nav-drawer'
import { TOP_BAR_HEIGHT } from './top-bar'

const DOCS_URL = 'https://docs.oxide.computer'

export type NavItem = { label: string; to: string }

/**
 * An item is current on its own path, below it, and while its create form (`{path}-new`,
 * a side modal over the list) is open.
 */
export function isNavActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`) || pathname.startsWith(`${to}-new`)
}

type SidebarProps = {
  /** Heading of the navigation list (silo name, project name, "System", "User"). */
  heading: string
  items: NavItem[]
  /** Extra links above "Docs", e.g. back to Projects. */
  links?: ReactNode
}

export function Sidebar({ heading, items, links }: SidebarProps) {
  const { pathname } = useLocation()
  const headingId = useId()
  const hint = quickActionsHint()
  const { open } = useNavDrawer()
  const aside = useRef<HTMLElement>(null)
  useSidebarPresence()

  // as a drawer (narrow screens): closes on navigation and on Escape, focus moves in and back
  useEffect(() => setNavDrawerOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    aside.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setNavDrawerOpen(false)
      document.getElementById(NAV_BUTTON_ID)?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <>
      {open && (
        <div
          aria-hidden="true"
          onClick={() => setNavDrawerOpen(false)}
          className="fixed inset-x-0 bottom-0 z-30 animate-fade-in bg-overlay min-[769px]:hidden"
          style={{ top: `calc(var(--banner-h, 0px) + ${TOP_BAR_HEIGHT})` }}
        />
      )}
      <aside
        ref={aside}
        id={NAV_DRAWER_ID}
        className={cn(
          'w-60 shrink-0 flex-col overflow-y-auto border-r border-line bg-default px-3 py-4',
          'min-[769px]:sticky min-[769px]:flex',
          open ? 'fixed left-0 z-40 flex shadow-popover min-[769px]:shadow-none' : 'hidden',
        )}
        style={{
          top: `calc(var(--banner-h, 0px) + ${TOP_BAR_HEIGHT})`,
          height: `calc(100dvh - var(--banner-h, 0px) - ${TOP_BAR_HEIGHT})`,
        }}
      >
        <button
          type="button"
          onClick={openQuickActions}
          aria-keyshortcuts={hint.startsWith('⌘') ? 'Meta+K' : 'Control+K'}
          className="mb-3 flex h-8 items-center gap-2 rounded-md border border-line-strong bg-raise px-2.5 text-tertiary hover:border-quaternary hover:text-secondary"
        >
          <SearchIcon size={14} />
          <span className="flex-1 text-left">Jump to</span>
          <kbd
            aria-hidden="true"
            className="rounded border border-line-strong px-1 text-[0.6875rem] text-tertiary"
          >
            {hint}
          </kbd>
        </button>
        <div className="flex flex-col gap-0.5">
          {links}
          <a href={DOCS_URL} target="_blank" rel="noreferrer" className={linkClass(false)}>
            <DocsIcon size={14} className="text-tertiary" />
            <span className="flex-1">Docs</span>
            <ExternalLinkIcon size={12} className="text-quaternary" />
          </a>
        </div>
        <hr className="my-4 border-line" />
        <nav aria-labelledby={headingId}>
          <h2 id={headingId} className="text-mono-caps mb-2 truncate px-2.5 text-tertiary">
            {heading}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {items.map((item) => {
              const active = isNavActive(pathname, item.to)
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={linkClass(active)}
                  >
                    {item.label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      </aside>
    </>
  )
}

const linkClass = (active: boolean) =>
  cn(
    'flex h-8 items-center gap-2 rounded-md px-2.5',
    active
      ? 'bg-accent-dim font-medium text-accent'
      : 'text-secondary hover:bg-hover hover:text-fg',
  )

/** The "Projects" link above Docs in the project and settings sidebars. */
export function ProjectsLink() {
  return (
    <Link to="/projects" className={linkClass(false)}>
      <FolderIcon size={14} className="text-tertiary" />
      Projects
    </Link>
  )
}

/** Main content beside the sidebar; the skip link and the route announcer target it. */
function ContentPane({ children }: { children: ReactNode }) {
  return (
    <main
      id="content"
      tabIndex={-1}
      className="min-w-0 flex-1 px-4 pt-6 pb-10 outline-none min-[769px]:px-8"
    >
      <div className="mx-auto max-w-[80rem]">
        {/* a page's error shows here, beside the sidebar */}
        <ShellFrameContext value="content">{children}</ShellFrameContext>
      </div>
    </main>
  )
}

/** Sidebar plus content: the body of every area layout. */
export function AreaShell({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className="flex">
      {sidebar}
      <ContentPane>{children}</ContentPane>
    </div>
  )
}
