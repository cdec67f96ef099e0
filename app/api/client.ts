import {
  QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query'

import { ALL_PAGE_SIZE, PAGE_SIZE, STALE_TIME_MS } from '~/util/constants'

import type { Api } from './__generated__/Api'
import type { ApiResult, FullParams } from './__generated__/http-client'
import { ApiError, processApiError } from './errors'
import { loginUrl } from './redirect'
import { ApiClient } from './request'

/** What a write observer is told when the write is answered. */
export type WriteOutcome = { ok: boolean; message?: string; requestId: string | null }
type WriteObserver = (
  method: OperationId,
  params: unknown,
) => ((outcome: WriteOutcome) => void) | undefined

let observer: WriteObserver | undefined

/**
 * Writes sent before the first observer arrived: the activity log's code loads after the first
 * page is drawn, and a quick user can save a form before it has. They are handed to the
 * observer when it is set, outcome included if it is known by then (at most EARLY_MAX).
 */
type EarlyWrite = {
  method: OperationId
  params: unknown
  outcome?: WriteOutcome
  told?: (outcome: WriteOutcome) => void
}
let early: EarlyWrite[] | null = []
const EARLY_MAX = 20

function observe(method: OperationId, params: unknown) {
  if (observer || !early) return observer?.(method, params)
  const write: EarlyWrite = { method, params }
  if (early.length < EARLY_MAX) early.push(write)
  return (outcome: WriteOutcome) => {
    write.outcome = outcome
    write.told?.(outcome)
  }
}

/** One observer sees every write `call` sends (the activity log records them). */
export function setWriteObserver(fn: WriteObserver | undefined) {
  observer = fn
  if (!fn || !early) return
  const waiting = early
  early = null
  for (const write of waiting) {
    const tell = fn(write.method, write.params)
    if (!tell) continue
    if (write.outcome) tell(write.outcome)
    else write.told = tell
  }
}

/** The call being started, and what its request turned out to be. */
type Trace = { write: boolean; requestId: string | null }
let tracing: Trace | undefined

/** The API, telling `call` whether a request writes (anything but GET) and its request id. */
export class ConsoleApi extends ApiClient {
  override async request<Data>(params: FullParams): Promise<ApiResult<Data>> {
    const trace = tracing
    if (trace && params.method !== 'GET') trace.write = true
    const result = await super.request<Data>(params)
    if (trace) trace.requestId = result.response.headers.get('x-request-id')
    return result
  }
}

export const api = new ConsoleApi({ host: '' })

const unrecorded = new WeakSet<object>()
/**
 * Marks a write's params as part of something recorded whole (a bulk run, an upload), so the
 * observer does not record it again on its own: `call('instanceStop', unrecordedWrite(params))`.
 */
export function unrecordedWrite<P>(params: P): P {
  if (params && typeof params === 'object') unrecorded.add(params)
  return params
}

type Methods = Api['methods']
export type OperationId = keyof Methods
export type ParamsOf<M extends OperationId> = Parameters<Methods[M]>[0]
export type DataOf<M extends OperationId> =
  Awaited<ReturnType<Methods[M]>> extends ApiResult<infer D> ? D : never

/** Operations whose 401 is an answer for the page, not a reason to go to /login. */
const NO_401_REDIRECT = new Set<OperationId>(['loginLocal'])

let on401 = (path: string) => window.location.assign(loginUrl(path))
/** Tests replace the 401 navigation. */
export function setOn401(fn: (path: string) => void) {
  on401 = fn
}

/**
 * Calls one operation; resolves with its data or rejects with an ApiError. `via` is another
 * client of the same API (one that sends a body as it is: app/api/serialized-body.ts).
 */
export async function call<M extends OperationId>(
  method: M,
  params: ParamsOf<M>,
  init?: RequestInit,
  via: ApiClient = api,
): Promise<DataOf<M>> {
  // the request starts synchronously, so the trace is read before anything else runs
  const trace: Trace = { write: false, requestId: null }
  tracing = trace
  let pending: Promise<ApiResult<unknown>>
  try {
    pending = via.send(method, params as Parameters<ApiClient['send']>[1], init)
  } finally {
    tracing = undefined
  }
  const record =
    trace.write && !unrecorded.has(params as object) ? observe(method, params) : undefined
  let result: ApiResult<unknown>
  try {
    result = await pending
  } catch (e) {
    // fetch itself failed (network down, aborted)
    record?.({ ok: false, message: 'Could not reach the API', requestId: null })
    if (e instanceof DOMException && e.name === 'AbortError') throw e
    console.error(`Network error calling ${String(method)}`, e)
    throw new ApiError({ message: 'Could not reach the API', method })
  }
  if (result.type === 'success') {
    record?.({ ok: true, requestId: trace.requestId })
    return result.data as DataOf<M>
  }
  const error = processApiError(result, method)
  record?.({ ok: false, message: error.message, requestId: trace.requestId })
  if (error.statusCode === 401 && !NO_401_REDIRECT.has(method)) {
    const { pathname, search } = window.location
    if (!pathname.startsWith('/login') && !pathname.startsWith('/device')) on401(pathname + search)
  }
  throw error
}

/** Query options keyed `[operationId, params]`. */
export const q = <M extends OperationId>(method: M, params: ParamsOf<M>) =>
  queryOptions<DataOf<M>, ApiError>({
    queryKey: [method, params] as const,
    queryFn: ({ signal }) => call(method, params, { signal }),
  })

type ListParams = { query?: { limit?: number | null; pageToken?: string | null } }

/** Query options for one page of a paginated list (page size 50 unless given). */
export const qList = <M extends OperationId>(
  method: M,
  params: ParamsOf<M> & ListParams,
  pageToken?: string | null,
) =>
  q(method, {
    ...params,
    query: {
      ...params.query,
      limit: params.query?.limit ?? PAGE_SIZE,
      pageToken: pageToken ?? undefined,
    },
  } as ParamsOf<M>)

/** List operations: their data is a page of items with a token for the next one. */
type ListMethod = {
  [M in OperationId]: DataOf<M> extends { items: unknown[]; nextPage?: string | null }
    ? ParamsOf<M> extends ListParams
      ? M
      : never
    : never
}[OperationId]

/**
 * Query options for every item of a list, for pickers and "go to" lists that must find
 * anything: pages of ALL_PAGE_SIZE are fetched one after another until the last. The data has
 * the shape of one page (`items`, `nextPage: null`), so it reads like any list. Keyed apart
 * from single pages (`[operationId, params, 'all']`); `invalidate(operationId)` covers both.
 */
export const qAll = <M extends ListMethod>(method: M, params: ParamsOf<M>) =>
  queryOptions<DataOf<M>, ApiError>({
    queryKey: [method, params, 'all'] as const,
    queryFn: async ({ signal }) => {
      const query = (params as ListParams).query
      const items: unknown[] = []
      let pageToken: string | null | undefined
      do {
        const page = (await call(
          method,
          { ...params, query: { ...query, limit: ALL_PAGE_SIZE, pageToken } } as ParamsOf<M>,
          { signal },
        )) as { items: unknown[]; nextPage?: string | null }
        items.push(...page.items)
        pageToken = page.nextPage
      } while (pageToken)
      const whole: { items: unknown[]; nextPage: null } = { items, nextPage: null }
      return whole as DataOf<M>
    },
  })

/**
 * Loaders call `ensureQueryData`: cached data is returned at once and, when it is older than
 * the staleness limit (spec: 2 s), refetched in the background rather than waited for. Only a
 * query with no data at all is awaited. That is the default here so no loader can forget it.
 */
class ConsoleQueryClient extends QueryClient {
  override ensureQueryData: QueryClient['ensureQueryData'] = (options) =>
    super.ensureQueryData({ revalidateIfStale: true, ...options })

  /** The same for prefetches a loader awaits: a cached copy is refreshed, not waited for. */
  override prefetchQuery: QueryClient['prefetchQuery'] = (options) => {
    const refresh = super.prefetchQuery(options)
    return this.getQueryData(options.queryKey) === undefined ? refresh : Promise.resolve()
  }
}

export const queryClient = new ConsoleQueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: STALE_TIME_MS,
      refetchOnWindowFocus: false,
      // a missing resource becomes the 404 screen; other errors stay in query state
      throwOnError: (error) => (error as ApiError).statusCode === 404,
    },
    mutations: { retry: false },
  },
})

/** Invalidates every cached query of an operation, whatever its params. */
export const invalidate = (method: OperationId) =>
  queryClient.invalidateQueries({ queryKey: [method] })

/**
 * Reads data that the route's loader has already put in the cache. Missing data is a
 * developer error (the loader forgot to prefetch), said plainly.
 */
export function usePrefetchedQuery<TData>(options: {
  queryKey: readonly unknown[]
  queryFn?: (...args: never[]) => TData | Promise<TData>
}): TData {
  const result = useQuery(options as UseQueryOptions<TData, ApiError>)
  if (result.data === undefined) {
    if (result.error) throw result.error
    throw new Error(
      `Expected query to be prefetched: ${JSON.stringify(options.queryKey)}. ` +
        'Make the route loader await this query before the component reads it.',
    )
  }
  return result.data
}

/** A mutation calling one operation; errors arrive as ApiError. */
export function useApiMutation<M extends OperationId, Ctx = unknown>(
  method: M,
  options?: Omit<UseMutationOptions<DataOf<M>, ApiError, ParamsOf<M>, Ctx>, 'mutationFn'>,
) {
  return useMutation<DataOf<M>, ApiError, ParamsOf<M>, Ctx>({
    mutationFn: (params) => call(method, params),
    ...options,
  })
}
