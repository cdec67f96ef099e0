/**
 * One API request as data: the operation and its parameters. A form declares its request once,
 * as a function of its values; the submit sends exactly that (`sendRequest`, or a mutation given
 * the request as its parameters) and the "Equivalent CLI" disclosure shows it (`describeRequest`
 * in request-wire.ts asks the generated client itself to build the method, path, query and body,
 * so what is shown is what is sent).
 */
import { call, type DataOf, type OperationId, type ParamsOf } from './client'

export type ApiRequest<M extends OperationId = OperationId> = { operationId: M } & ParamsOf<M>

/** Any operation's request, for code that only shows or sends it. */
export type SomeRequest = { operationId: OperationId }

/** One request or several (a bulk run: one per item). */
export type Requests = SomeRequest | SomeRequest[]

/** A typed request: `apiRequest('projectCreate', { body })`. */
export function apiRequest<M extends OperationId>(operationId: M, params: ParamsOf<M>) {
  const req: ApiRequest<M> = { operationId, ...params }
  return req
}

const paramsOf = <M extends OperationId>({ operationId: _, ...params }: ApiRequest<M>) =>
  params as unknown as ParamsOf<M>

/** Sends the request; resolves with its data or rejects with an ApiError (see `call`). */
export const sendRequest = <M extends OperationId>(req: ApiRequest<M>): Promise<DataOf<M>> =>
  call(req.operationId, paramsOf(req))

/**
 * Sends a request whose operation is one of several (an action that serves both kinds of a
 * resource) when the caller only needs it done: its data is not typed. A caller that needs the
 * data narrows on `operationId` and uses `sendRequest`.
 */
export const sendEitherRequest = (req: ApiRequest): Promise<unknown> =>
  call(req.operationId, paramsOf(req))
