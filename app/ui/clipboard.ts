import { addToast } from './toast'

/**
 * Writes `text` to the clipboard, or throws. The DOM types promise `navigator.clipboard`, but
 * browsers leave it out on insecure origins, so its absence is a failure like a refusal.
 */
export async function writeClipboard(text: string): Promise<void> {
  const clipboard = navigator.clipboard as Clipboard | undefined
  if (!clipboard) throw new Error('Clipboard unavailable')
  await clipboard.writeText(text)
}

/** Copies `text` and says so in a toast ("Public key copied to clipboard"), or says why not. */
export async function copyToClipboard(text: string, what: string) {
  try {
    await writeClipboard(text)
    addToast({ title: 'Copied', content: `${what} copied to clipboard` })
  } catch {
    // an acronym keeps its capitals ("Could not copy ID")
    const lower = what === what.toUpperCase() ? what : what.toLowerCase()
    addToast({
      variant: 'error',
      title: `Could not copy ${lower}`,
      content: 'The browser refused clipboard access',
    })
  }
}
