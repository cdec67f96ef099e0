/**
 * One API request as data: the operation and its parameters. A form declares its request once,
 * as a function of its values; the submit sends exactly that (`sendRequest`, or a mutation given
 * the request as its parameters) and the "Equivalent CLI" disclosure shows it (`describeRequest`
 * asks the generated client itself to build the method, path, query and body, so what is shown
 * is what is sent).
 */
import { Api } from './__generated__/Api'
import { dateReplacer, toQueryString, type FullParams } from './__generated__/http-client'
import { snakeify } from './__generated__/util'
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

/** The request on the wire: method, path with its query, and the JSON body as sent. */
export type WireRequest = {
  operationId: OperationId
  method: string
  /** The path and its query string, e.g. `/v1/disks?project=p`. */
  url: string
  /** Path and query parameters by name (camel case, as the client takes them). */
  params: Record<string, string>
  /** The body as the API receives it (snake case), or undefined when there is none. */
  body: unknown
}

/** A client that builds each request and hands it back instead of sending it. */
class CaptureApi extends Api {
  captured: FullParams | null = null
  override request<Data>(params: FullParams): Promise<never & Data> {
    this.captured = params
    return new Promise(() => {})
  }
}
const capture = new CaptureApi({ host: '' })

const asStrings = (o: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((o ?? {}) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  )

/** Builds the request exactly as the generated client would send it. */
export function describeRequest(req: SomeRequest): WireRequest {
  const { operationId, ...params } = req as { operationId: OperationId } & Record<string, unknown>
  const fn = capture.methods[operationId] as (p: unknown) => Promise<unknown>
  capture.captured = null
  void fn(params)
  const built = capture.captured as FullParams | null
  if (!built) throw new Error(`No request built for ${operationId}`)
  // the same serialization the client's request() applies to the body
  const text = JSON.stringify(snakeify(built.body), dateReplacer) as string | undefined
  return {
    operationId,
    method: built.method ?? 'GET',
    url: built.path + toQueryString(built.query),
    params: { ...asStrings(params.path), ...asStrings(params.query) },
    body: text === undefined ? undefined : (JSON.parse(text) as unknown),
  }
}
