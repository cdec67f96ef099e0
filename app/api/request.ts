/**
 * The one function that sends a request to the API, for every operation: the operation's
 * method and path come from a table (`OPERATIONS`, generated from the API document), not from a
 * generated method per operation, which put all of them into the first file of every page
 * (docs/quality.md, "Bundle budgets", has the figure). Bodies and query parameters are converted exactly as the generated client does
 * (camelCase to snake_case, dates as ISO strings); test/unit/operations.spec.ts checks the table
 * against the generated client, operation by operation.
 */
import {
  dateReplacer,
  handleResponse,
  mergeParams,
  toQueryString,
  type ApiResult,
  type FetchParams,
  type FullParams,
} from './__generated__/http-client'
import { API_VERSION, OPERATIONS } from './__generated__/operations'
import { snakeify } from './__generated__/util'
import { takeEarlyResponse } from './early-response'

type OperationName = keyof typeof OPERATIONS

/** What a call gives an operation: path parameters, query parameters and a body. */
type CallParams = {
  path?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}

/** A client of the API; subclasses change how a request is sent (a traced or raw body). */
export class ApiClient {
  host: string
  baseParams: FetchParams

  constructor({ host = '' }: { host?: string } = {}) {
    this.host = host
    this.baseParams = {
      headers: new Headers({ 'Content-Type': 'application/json', 'api-version': API_VERSION }),
    }
  }

  async request<Data>({
    body,
    path,
    query,
    host,
    ...fetchParams
  }: FullParams): Promise<ApiResult<Data>> {
    const init = {
      ...mergeParams(this.baseParams, fetchParams),
      body: JSON.stringify(snakeify(body), dateReplacer),
    }
    const url = (host || this.host) + path + toQueryString(query)
    // a read the preload script sent ahead while the app downloaded (api/early-response.ts);
    // should it have failed on the way, the read is sent again
    const early =
      (fetchParams.method ?? 'GET') === 'GET' && body === undefined
        ? takeEarlyResponse(url)
        : undefined
    return handleResponse<Data>(
      await (early ? early.catch(() => fetch(url, init)) : fetch(url, init)),
    )
  }

  /** Sends one operation with its parameters. */
  send<Data>(operation: OperationName, params: CallParams, init: FetchParams = {}) {
    const [method, template] = OPERATIONS[operation].split(' ') as [string, string]
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(params.path?.[name]))
    const { query, body } = params
    return this.request<Data>({ path, method, ...(query ? { query } : {}), body, ...init })
  }
}
