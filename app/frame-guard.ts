/**
 * The console does not run inside a page of another origin (clickjacking). A server sends
 * `frame-ancestors 'none'` (docs/deployment.md), but served as plain files the build has only
 * its meta-tag policy, which cannot forbid framing: so the entry asks first, and when a page
 * of another origin holds it, shows a link out instead of the console. Plain DOM, no React.
 */
export function framedByAnotherOrigin(): boolean {
  try {
    // another origin's location cannot be read: that throws
    return top !== self && top?.location.origin !== location.origin
  } catch {
    return true
  }
}

export function showFramedNotice(root: HTMLElement): void {
  const p = document.createElement('p')
  const a = document.createElement('a')
  p.className = 'm-8'
  p.textContent = 'For your safety, Ferrite does not run inside a page of another site. '
  a.className = 'text-accent underline'
  a.textContent = 'Open Ferrite in a new tab'
  a.href = location.href
  a.target = '_blank'
  a.rel = 'noopener'
  p.append(a)
  root.replaceChildren(p)
}
