/**
 * The single place app code reaches the mock API. `__MOCK__` is a build-time constant, so in a
 * production build this is dead code and the mock (and msw) are left out of the bundle.
 */
export async function startMockApi(): Promise<void> {
  if (__MOCK__) await (await import('../mock-api/browser')).startMock()
}

/** Drops every change made to the in-browser mock's data in this tab (the seed comes back). */
export async function resetMockData(): Promise<void> {
  if (__MOCK__) (await import('../mock-api/browser')).resetDemoData()
}
