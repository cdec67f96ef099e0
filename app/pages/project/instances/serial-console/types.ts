/** What the page may do with the (lazily loaded) terminal. */
export type TerminalHandle = {
  write: (data: Uint8Array) => void
  focus: () => void
  scrollToBottom: () => void
  scrollToTop: () => void
}
