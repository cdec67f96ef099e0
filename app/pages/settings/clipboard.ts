import { addToast } from '~/ui/toast'

/** Copies `text` and says so in a toast ("Public key copied to clipboard"), or says why not. */
export async function copyToClipboard(text: string, what: string) {
  try {
    // missing on insecure origins
    if (!navigator.clipboard) throw new Error('Clipboard unavailable')
    await navigator.clipboard.writeText(text)
    addToast({ title: 'Copied', content: `${what} copied to clipboard` })
  } catch {
    addToast({
      variant: 'error',
      title: `Could not copy ${what.toLowerCase()}`,
      content: 'The browser refused clipboard access',
    })
  }
}
