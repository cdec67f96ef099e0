import { ExternalLinkIcon } from './icons'

/** A link to a guide on the product's documentation site. */
export type DocLink = { href: string; label: string }

/** Guides as a list of external links (docs popovers, the end of forms). */
export function DocLinkList({ links }: { links: DocLink[] }) {
  return (
    <ul className="space-y-1">
      {links.map((l) => (
        <li key={l.href}>
          <a
            href={l.href}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 text-sm text-secondary hover:text-accent"
          >
            {l.label}
            <ExternalLinkIcon size={12} />
          </a>
        </li>
      ))}
    </ul>
  )
}
