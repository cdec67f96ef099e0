/**
 * A request as the console puts it on the wire, built by the console's own sender (a copy of
 * `ApiClient` that hands the request back instead of fetching). Only the "Equivalent CLI" panel, which
 * loads when opened, and tests need it.
 */
import { dateReplacer, toQueryString, type FullParams } from './__generated__/http-client'
import { snakeify } from './__generated__/util'
import { type SomeRequest } from './api-request'
import { type OperationId } from './client'
import { ApiClient } from './request'

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
class CaptureApi extends ApiClient {
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

/** Builds the request exactly as `call` would send it. */
export function describeRequest(req: SomeRequest): WireRequest {
  const { operationId, ...params } = req as { operationId: OperationId } & Record<string, unknown>
  capture.captured = null
  void capture.send(operationId, params)
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
