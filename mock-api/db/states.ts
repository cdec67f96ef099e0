/** Instance run states in which the instance has a VMM on a sled (and counts against quotas). */
export const ON_SLED_STATES: ReadonlySet<string> = new Set([
  'starting',
  'running',
  'rebooting',
  'stopping',
  'migrating',
  'repairing',
])
