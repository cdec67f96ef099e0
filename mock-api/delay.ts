/**
 * The simulated network delay of the mock. The range copies MOCK_DELAY_MIN_MS/MAX_MS of
 * app/util/constants.ts (spec: 200–400 ms); the mock may import only the generated API, so it
 * keeps its own copy.
 */
export const MOCK_DELAY_MIN_MS = 200
export const MOCK_DELAY_MAX_MS = 400

export const randomDelayMs = (random: () => number = Math.random) =>
  MOCK_DELAY_MIN_MS + Math.floor(random() * (MOCK_DELAY_MAX_MS - MOCK_DELAY_MIN_MS + 1))

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
