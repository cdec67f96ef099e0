/**
 * The simulated network delay of the mock (spec: 200–400 ms per request in the browser).
 */
const MOCK_DELAY_MIN_MS = 200
export const MOCK_DELAY_MAX_MS = 400

export const randomDelayMs = (random: () => number = Math.random) =>
  MOCK_DELAY_MIN_MS + Math.floor(random() * (MOCK_DELAY_MAX_MS - MOCK_DELAY_MIN_MS + 1))

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
