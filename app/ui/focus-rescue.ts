/**
 * Keeps keyboard focus somewhere sensible when the control that has it is switched off or goes
 * away. A browser drops focus to the page body when the focused element is removed or natively
 * disabled: a keyboard user is sent back to the top of the page (in the instance create form,
 * attaching the last floating IP took the Tab count back to "Create instance" to 55). Instead,
 * focus moves to the nearest sensible control: the next one in the same section, else the
 * previous one, else the section itself.
 *
 * Loaded on demand by focus-keeper.ts (the form kit's forms and the dialogs use it there), so
 * no page pays for it before it is needed.
 */

/** The containers that make a "section": focus stays inside the nearest one. */
const SECTION =
  'section, [role="region"], [role="group"], fieldset, [role="tabpanel"], [role="dialog"], form, main'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

const FOLLOWING = 4 // Node.DOCUMENT_POSITION_FOLLOWING

/** A control the user can act on: focusable, shown, and not marked disabled. */
function isSensible(el: Element): el is HTMLElement {
  return (
    el instanceof HTMLElement &&
    el.isConnected &&
    el.matches(FOCUSABLE) &&
    !el.closest('[hidden], [inert], [aria-hidden="true"]') &&
    el.getAttribute('aria-disabled') !== 'true'
  )
}

/**
 * Where focus should go from a place in the page, best first: the controls after it in its
 * section, then those before it (nearest first), then the section. The place is an element
 * (`at`, left out of the list), or where a removed node was: in `parent`, before `next`.
 */
export function focusCandidates(at: Element | { parent: Element; next: Node | null }) {
  const parent = at instanceof Element ? at.parentElement : at.parent
  const section = parent?.closest<HTMLElement>(SECTION) ?? null
  const scope = section ?? document.body
  const isAfter = (el: Element) => {
    if (at instanceof Element) return !!(at.compareDocumentPosition(el) & FOLLOWING)
    if (at.next?.isConnected)
      return at.next === el || !!(at.next.compareDocumentPosition(el) & FOLLOWING)
    // it was the last child: what follows the parent's end
    return !at.parent.contains(el) && !!(at.parent.compareDocumentPosition(el) & FOLLOWING)
  }
  const after: HTMLElement[] = []
  const before: HTMLElement[] = []
  for (const el of scope.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (at instanceof Element && (el === at || at.contains(el))) continue
    if (isAfter(el)) after.push(el)
    else before.unshift(el)
  }
  return section ? [...after, ...before, section] : [...after, ...before]
}

/** Focuses the first candidate that is still there and usable; a section gets tabindex -1. */
function moveFocusTo(candidates: HTMLElement[]): HTMLElement | undefined {
  for (const el of candidates) {
    if (el.matches(SECTION) && !el.matches(FOCUSABLE)) {
      if (!el.isConnected || el.closest('[hidden], [inert]')) continue
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1')
    } else if (!isSensible(el)) continue
    el.focus()
    if (document.activeElement === el) return el
  }
  return undefined
}

/**
 * Watches `root`: when the control in it that has focus is removed or natively disabled, focus
 * moves to its nearest sensible neighbour. `focused` is the control focused now. A control
 * disabled with a reason (aria-disabled) keeps focus: it can still say why. Returns the stop.
 */
export function keepFocusIn(root: HTMLElement, focused: Element | null): () => void {
  let last = focused && root.contains(focused) ? focused : null
  const onFocusIn = (e: FocusEvent) => (last = e.target as Element)
  // a click on the page's background puts focus on the body on purpose
  const onPointerDown = () => (last = null)
  root.addEventListener('focusin', onFocusIn)
  document.addEventListener('pointerdown', onPointerDown, true)

  const observer = new MutationObserver((records) => {
    const lost = last
    if (!lost) return
    const active = document.activeElement
    if (active && active !== document.body && active !== lost) return
    let candidates: HTMLElement[] | undefined
    if (lost.isConnected) {
      if (lost.matches(':disabled')) candidates = focusCandidates(lost)
    } else {
      // the node removed that held it: its place is its parent and next sibling
      const record = records.find((r) =>
        [...r.removedNodes].some((n) => n === lost || n.contains(lost)),
      )
      if (record && record.target instanceof Element && record.target.isConnected) {
        candidates = focusCandidates({ parent: record.target, next: record.nextSibling })
      }
    }
    if (candidates) last = moveFocusTo(candidates) ?? null
  })
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  })
  return () => {
    observer.disconnect()
    root.removeEventListener('focusin', onFocusIn)
    document.removeEventListener('pointerdown', onPointerDown, true)
  }
}

/** A dialog gave focus back to `trigger` (or lost it): a trigger switched off meanwhile passes it on. */
export function returnFocusNear(trigger: HTMLElement) {
  const now = document.activeElement
  if (now && now !== document.body && now !== trigger) return
  if (!isSensible(trigger)) moveFocusTo(focusCandidates(trigger))
  else if (now !== trigger) trigger.focus()
}
