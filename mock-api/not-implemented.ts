/**
 * Operations the mock API answers with 501 NotImplemented, and why. `tools/mock-coverage.ts`
 * renders docs/mock-api-coverage.md from this list; every other operation is implemented
 * (handlers/index.ts fails to type-check when an operation is in neither place).
 */
interface NotImplemented<Id extends string = string> {
  operationId: Id
  reason: string
}

/**
 * Every operation of the spec is implemented. One the spec gains before the mock answers it goes
 * here with its reason (`{ operationId: 'newThing', reason: '…' }`, typed with its literal id).
 */
const list: NotImplemented<never>[] = []

/** The operations answered with 501 (a literal union, for the completeness check). */
export type StubbedOperationId = (typeof list)[number]['operationId']

export const notImplemented: NotImplemented[] = list
