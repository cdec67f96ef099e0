import { apiRequest, sendRequest } from '~/api/api-request'
import { invalidate } from '~/api/client'
import { confirmAction } from '~/components/confirm'
import { addToast, ToastName } from '~/ui/toast'

export type GatewaySel = { project: string; vpc: string; gateway: string }

/**
 * Detach a pool or an address (by its attachment's name) from the gateway, after a confirm;
 * a refusal is said in the confirm's error toast. Loaded when a Detach button is first used.
 */
export function detach(
  kind: 'IP pool' | 'IP address',
  { project, vpc, gateway }: GatewaySel,
  name: string,
  label: string,
) {
  const query = { project, vpc, gateway }
  const req =
    kind === 'IP pool'
      ? apiRequest('internetGatewayIpPoolDelete', { path: { pool: name }, query })
      : apiRequest('internetGatewayIpAddressDelete', { path: { address: name }, query })
  confirmAction({
    title: `Detach ${kind}`,
    content: (
      <p>
        Detach {kind} <strong>{label}</strong> from internet gateway <strong>{gateway}</strong>?
      </p>
    ),
    actionType: 'danger',
    actionText: 'Detach',
    errorTitle: `Could not detach ${kind}`,
    requests: () => req,
    doAction: async () => {
      if (req.operationId === 'internetGatewayIpPoolDelete') {
        await sendRequest(req)
        await invalidate('internetGatewayIpPoolList')
      } else {
        await sendRequest(req)
        await invalidate('internetGatewayIpAddressList')
      }
      addToast({
        content: (
          <>
            {kind} <ToastName>{label}</ToastName> detached
          </>
        ),
      })
    },
  })
}
