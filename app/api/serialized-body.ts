/**
 * A client of the API for bodies that are too big to hold as strings: the body is given
 * already serialized (a Blob of JSON) and sent as it is, instead of through JSON.stringify.
 * The image upload sends its 512 KiB chunks this way, so their base64 never becomes a string
 * on the page's heap.
 */
import {
  handleResponse,
  mergeParams,
  toQueryString,
  type ApiResult,
  type FullParams,
} from './__generated__/http-client'
import { call, type DataOf, type OperationId, type ParamsOf } from './client'
import { ApiClient } from './request'

class SerializedBodyApi extends ApiClient {
  override async request<Data>({
    body,
    path,
    query,
    host,
    ...fetchParams
  }: FullParams): Promise<ApiResult<Data>> {
    const init = { ...mergeParams(this.baseParams, fetchParams), body: body as BodyInit }
    return handleResponse<Data>(
      await fetch((host || this.host) + path + toQueryString(query), init),
    )
  }
}

const serializedBodyApi = new SerializedBodyApi({ host: '' })

/**
 * An operation's parameters with its body as a Blob of JSON. An operation the generated client
 * declares no body for (its parameters are empty) takes the Blob in `init.body` instead.
 */
type WithJsonBody<M extends OperationId> =
  ParamsOf<M> extends { body: unknown } ? Omit<ParamsOf<M>, 'body'> & { body: Blob } : ParamsOf<M>

/** Like `call`, with the body given as JSON already (its keys in the API's snake_case). */
export const callWithJsonBody = <M extends OperationId>(
  method: M,
  params: WithJsonBody<M>,
  init?: RequestInit,
): Promise<DataOf<M>> => call(method, params as ParamsOf<M>, init, serializedBodyApi)
