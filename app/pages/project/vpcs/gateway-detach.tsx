import { call, invalidate } from '~/api/client'
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
    doAction: async () => {
      if (kind === 'IP pool') {
        await call('internetGatewayIpPoolDelete', { path: { pool: name }, query })
        await invalidate('internetGatewayIpPoolList')
      } else {
        await call('internetGatewayIpAddressDelete', { path: { address: name }, query })
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
