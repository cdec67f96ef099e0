/**
 * xterm.js writes part of its CSS (cell sizes, theme colours, scrollbar) into `<style>`
 * elements it appends to the terminal. Ferrite's Content-Security-Policy (`style-src 'self'`,
 * tools/lib/csp.ts) blocks inline `<style>`, and without those rules the terminal loses its
 * monospace grid and colours. So while the terminal is being opened, appended `<style>`
 * elements are kept out of the document and their text is mirrored, now and on every later
 * change, into constructable stylesheets (document.adoptedStyleSheets): the CSSOM, which the
 * policy does not govern. The policy stays strict and the terminal renders as designed.
 */
export function withAdoptedStyles(open: () => void): () => void {
  const sheets: CSSStyleSheet[] = []
  const observers: MutationObserver[] = []

  const adopt = (style: HTMLStyleElement) => {
    const sheet = new CSSStyleSheet()
    const sync = () => sheet.replaceSync(style.textContent ?? '')
    sync()
    // a detached element can still be observed: xterm rewrites its text on theme and resize
    const observer = new MutationObserver(sync)
    observer.observe(style, { childList: true, characterData: true, subtree: true })
    observers.push(observer)
    sheets.push(sheet)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }

  const append = Node.prototype.appendChild
  Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
    if (child instanceof HTMLStyleElement) {
      adopt(child)
      return child
    }
    return append.call(this, child) as T
  }
  try {
    open()
  } finally {
    Node.prototype.appendChild = append
  }

  return () => {
    observers.forEach((o) => o.disconnect())
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => !sheets.includes(s))
  }
}
