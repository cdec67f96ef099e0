/**
 * A generator deviation: the generated route for `networkingLoopbackAddressDelete` validates its
 * `subnet_mask` path parameter as a number, but a URL path parameter always arrives as a
 * string, so the generated route refuses every call. This route takes its place (same path,
 * same schema) after turning a decimal `subnet_mask` into a number first.
 */
import { http, HttpResponse, type HttpHandler } from 'msw'

import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { NetworkingLoopbackAddressDeleteParams } from '../../app/api/__generated__/validate'

const PATH = '/v1/system/networking/loopback-address/:rackId/:switchSlot/:address/:subnetMask'

export function loopbackAddressDeleteRoute(
  handler: MSWHandlers['networkingLoopbackAddressDelete'],
): HttpHandler {
  return http.delete(PATH, async ({ request, params, cookies }) => {
    const mask = String(params.subnetMask)
    const parsed = NetworkingLoopbackAddressDeleteParams.safeParse({
      path: { ...params, subnetMask: /^\d+$/.test(mask) ? Number(mask) : mask },
      query: {},
    })
    if (!parsed.success) {
      const message = 'Zod error for params: ' + JSON.stringify(parsed.error)
      return HttpResponse.json({ error_code: 'NotFound', message }, { status: 404 })
    }
    try {
      const status = await handler({
        path: parsed.data.path,
        req: request,
        cookies: cookies as Record<string, string>,
      })
      return new HttpResponse(null, { status })
    } catch (thrown) {
      if (thrown instanceof Response) return thrown
      throw thrown
    }
  })
}
