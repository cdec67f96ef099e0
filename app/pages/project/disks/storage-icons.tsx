import { icon } from '~/ui/icons'

/* Icons of the storage pages (disks, snapshots, images, floating IPs), drawn like the shared set. */

export const DiskIcon = icon(
  'Disk',
  <>
    <ellipse cx="8" cy="4" rx="5" ry="2" />
    <path d="M3 4v8c0 1.1 2.2 2 5 2s5-.9 5-2V4M3 8c0 1.1 2.2 2 5 2s5-.9 5-2" />
  </>,
)

export const SnapshotIcon = icon(
  'Snapshot',
  <>
    <rect x="2" y="4.5" width="12" height="9" rx="1.5" />
    <path d="M5.5 4.5 6.5 2.5h3l1 2" />
    <circle cx="8" cy="9" r="2.25" />
  </>,
)

export const ImageIcon = icon(
  'Image',
  <>
    <rect x="2" y="2.5" width="12" height="11" rx="1.5" />
    <path d="m2.5 11 3.5-3.5 3 3 1.5-1.5 3 3" />
    <circle cx="10.5" cy="5.5" r="1" />
  </>,
)

export const FloatingIpIcon = icon(
  'FloatingIp',
  <>
    <circle cx="8" cy="8" r="5.5" />
    <path d="M2.5 8h11M8 2.5c1.6 1.5 2.4 3.3 2.4 5.5S9.6 12 8 13.5C6.4 12 5.6 10.2 5.6 8S6.4 4 8 2.5" />
  </>,
)
