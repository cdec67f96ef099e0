/**
 * Operations the mock API answers with 501 NotImplemented, and why. `tools/mock-coverage.ts`
 * renders docs/mock-api-coverage.md from this list; every other operation is implemented.
 */
export interface NotImplemented {
  operationId: string
  reason: string
}

const group = (reason: string, ids: string[]): NotImplemented[] =>
  ids.map((operationId) => ({ operationId, reason }))

export const notImplemented: NotImplemented[] = [
  ...group('probes are an experimental feature the console does not use', [
    'probeList',
    'probeCreate',
    'probeView',
    'probeDelete',
  ]),
]
