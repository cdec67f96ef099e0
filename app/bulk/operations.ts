/**
 * Sends one item of a bulk action: what a list runs, and what a resume after a reload runs
 * again for the items a run did not finish. Each is left out of the activity log's own record
 * of writes: the run records them whole. Loaded lazily with the runner (./run-bulk.ts).
 */
import { type ApiRequest } from '~/api/api-request'
import { call, unrecordedWrite, type OperationId, type ParamsOf } from '~/api/client'

import { type BulkOperation } from './names'
import { BULK_REQUESTS } from './requests'

export function sendBulkItem(
  operation: BulkOperation,
  params: Record<string, string>,
  key: string,
): Promise<unknown> {
  const request: ApiRequest = BULK_REQUESTS[operation](params, key)
  const { operationId, ...rest } = request
  return call<OperationId>(operationId, unrecordedWrite(rest) as ParamsOf<OperationId>)
}
