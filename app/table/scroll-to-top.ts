/** Every scrolled ancestor back to the top, and the window, so a new page starts at its head. */
export function scrollToTop(el: HTMLElement | null) {
  for (let node = el?.parentElement; node; node = node.parentElement) {
    if (node.scrollTop > 0) node.scrollTop = 0
  }
  if (typeof window.scrollTo === 'function' && window.scrollY > 0) window.scrollTo(0, 0)
}
