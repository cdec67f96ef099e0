import { type ReactNode, type SVGProps } from 'react'

/**
 * Ferrite's own icon set: 16x16 line icons drawn on a 16 unit grid, stroked with currentColor.
 * Decorative by default (aria-hidden); pass `title` to give one an accessible name.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  size?: number
  title?: string
}

/** An icon of the set from its paths (pages with icons of their own use it too). */
export function icon(name: string, paths: ReactNode) {
  function Icon({ size = 16, title, className, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `shrink-0 ${className}` : 'shrink-0'}
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        focusable="false"
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    )
  }
  Icon.displayName = `${name}Icon`
  return Icon
}

export const AddIcon = icon('Add', <path d="M8 3v10M3 8h10" />)
export const CloseIcon = icon('Close', <path d="M4 4l8 8M12 4l-8 8" />)
export const CheckIcon = icon('Check', <path d="M3 8.5l3.2 3L13 4.5" />)
export const CopyIcon = icon(
  'Copy',
  <>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 3.5v-.5a1 1 0 00-1-1h-6a1 1 0 00-1 1v6a1 1 0 001 1h.5" />
  </>,
)
export const ErrorIcon = icon(
  'Error',
  <>
    <circle cx="8" cy="8" r="6" />
    <path d="M8 4.75v3.75M8 11h.01" />
  </>,
)
export const InfoIcon = icon(
  'Info',
  <>
    <circle cx="8" cy="8" r="6" />
    <path d="M8 7.25V11M8 5h.01" />
  </>,
)
export const WarningIcon = icon(
  'Warning',
  <>
    <path d="M7.13 2.5a1 1 0 011.74 0l5.5 9.5a1 1 0 01-.87 1.5H2.5a1 1 0 01-.87-1.5z" />
    <path d="M8 6.25V9M8 11.25h.01" />
  </>,
)
export const MoreIcon = icon(
  'More',
  <>
    <circle cx="3.5" cy="8" r=".75" fill="currentColor" />
    <circle cx="8" cy="8" r=".75" fill="currentColor" />
    <circle cx="12.5" cy="8" r=".75" fill="currentColor" />
  </>,
)
export const NextIcon = icon('Next', <path d="M6 3.5L10.5 8 6 12.5" />)
export const PrevIcon = icon('Prev', <path d="M10 3.5L5.5 8l4.5 4.5" />)
export const ChevronDownIcon = icon('ChevronDown', <path d="M4 6l4 4 4-4" />)
export const SelectorIcon = icon('Selector', <path d="M5 6l3-3 3 3M5 10l3 3 3-3" />)
export const SearchIcon = icon(
  'Search',
  <>
    <circle cx="7" cy="7" r="4.25" />
    <path d="M10.25 10.25L13.5 13.5" />
  </>,
)
export const KeyIcon = icon(
  'Key',
  <>
    <circle cx="5.25" cy="10.75" r="2.75" />
    <path d="M7.2 8.8L13 3M11 5l1.75 1.75M9.5 6.5l1.25 1.25" />
  </>,
)
export const FolderIcon = icon(
  'Folder',
  <path d="M2 4.5a1 1 0 011-1h3.25l1.5 1.5H13a1 1 0 011 1v6.5a1 1 0 01-1 1H3a1 1 0 01-1-1z" />,
)
export const ProjectIcon = FolderIcon
export const InstanceIcon = icon(
  'Instance',
  <>
    <rect x="2.5" y="2.5" width="11" height="11" rx="1.5" />
    <rect x="5.5" y="5.5" width="5" height="5" rx=".5" />
    <path d="M6 1v1.5M10 1v1.5M6 13.5V15M10 13.5V15M1 6h1.5M1 10h1.5M13.5 6H15M13.5 10H15" />
  </>,
)
export const SettingsIcon = icon(
  'Settings',
  <>
    <circle cx="8" cy="8" r="2" />
    <path d="M8 1.75v1.5M8 12.75v1.5M1.75 8h1.5M12.75 8h1.5M3.6 3.6l1.05 1.05M11.35 11.35l1.05 1.05M3.6 12.4l1.05-1.05M11.35 4.65l1.05-1.05" />
  </>,
)
export const UserIcon = icon(
  'User',
  <>
    <circle cx="8" cy="5.5" r="2.75" />
    <path d="M2.75 13.75c.6-2.4 2.75-3.75 5.25-3.75s4.65 1.35 5.25 3.75" />
  </>,
)
export const LogoutIcon = icon(
  'Logout',
  <>
    <path d="M9.5 2.5H12a1 1 0 011 1v9a1 1 0 01-1 1H9.5" />
    <path d="M6.5 5L3.5 8l3 3M3.5 8h7" />
  </>,
)
export const DocsIcon = icon(
  'Docs',
  <>
    <path d="M3.5 2.5A1 1 0 014.5 1.5h5L12.5 4.5v9a1 1 0 01-1 1h-7a1 1 0 01-1-1z" />
    <path d="M9.5 1.5v3h3M5.75 8h4.5M5.75 10.75h4.5" />
  </>,
)
export const ServerIcon = icon(
  'Server',
  <>
    <rect x="2" y="2.5" width="12" height="4.5" rx="1" />
    <rect x="2" y="9" width="12" height="4.5" rx="1" />
    <path d="M4.5 4.75h.01M4.5 11.25h.01M8 4.75h3.5M8 11.25h3.5" />
  </>,
)
export const ArrowRightIcon = icon('ArrowRight', <path d="M2.75 8h10.5M9 3.75L13.25 8 9 12.25" />)
export const ExternalLinkIcon = icon(
  'ExternalLink',
  <>
    <path d="M12.5 9v3.5a1 1 0 01-1 1h-8a1 1 0 01-1-1v-8a1 1 0 011-1H7" />
    <path d="M9.5 2.5h4v4M13.5 2.5L7.5 8.5" />
  </>,
)
export const RefreshIcon = icon(
  'Refresh',
  <>
    <path d="M13 8a5 5 0 11-1.5-3.55" />
    <path d="M13 2.5V5h-2.5" />
  </>,
)
