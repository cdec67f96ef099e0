/** The API's pattern for a subscription: dot-separated words, `*` or `**`. */
const SUBSCRIPTION_PATTERN = /^([a-zA-Z0-9_]+|\*|\*\*)(\.([a-zA-Z0-9_]+|\*|\*\*))*$/

export function validateSubscription(value: string): string | undefined {
  if (!value.trim()) return 'Subscription is required'
  if (!SUBSCRIPTION_PATTERN.test(value.trim()))
    return 'Use alert class names separated by dots, with * for one part or ** for any number'
  return undefined
}

/** Checked in the browser before the API sees it: an absolute http(s) URL. */
export function validateEndpoint(value: string): string | undefined {
  if (!value.trim()) return 'Endpoint URL is required'
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return 'Must be a full URL, such as https://hooks.example.com/alerts'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'Must start with https:// or http://'
  return undefined
}

/** Whether a subscription pattern covers an alert class (`*` one part, `**` one or more). */
export function subscriptionMatches(pattern: string, cls: string): boolean {
  const source = pattern
    .split('.')
    .map((seg) =>
      seg === '**' ? '[^.]+(?:\\.[^.]+)*' : seg === '*' ? '[^.]+' : seg.replace(/\W/g, '\\$&'),
    )
    .join('\\.')
  return new RegExp(`^${source}$`).test(cls)
}
