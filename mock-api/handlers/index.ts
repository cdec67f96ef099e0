/**
 * Every operation of the API, as the generated `MSWHandlers` map wants it: the implemented ones
 * from the resource-group files, the rest answering 501 (see not-implemented.ts).
 */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { notImplementedResponse } from '../errors'
import { notImplemented } from '../not-implemented'
import { projectHandlers } from './projects'
import { sessionHandlers } from './session'
import { siloHandlers } from './silo'

export const implemented = {
  ...sessionHandlers,
  ...siloHandlers,
  ...projectHandlers,
} satisfies Partial<MSWHandlers>

type Stubbed = Exclude<keyof MSWHandlers, keyof typeof implemented>

const stubs = Object.fromEntries(
  notImplemented.map(({ operationId }) => [
    operationId,
    (): never => {
      throw notImplementedResponse(operationId)
    },
  ]),
) as Record<Stubbed, () => never>

export const handlers: MSWHandlers = { ...stubs, ...implemented }
