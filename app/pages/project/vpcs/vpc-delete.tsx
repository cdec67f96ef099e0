import { type Vpc } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, qAll, queryClient, useApiMutation } from '~/api/client'
import { isApiError } from '~/api/errors'
import { confirmDelete } from '~/components/confirm'
import { type RowAction } from '~/table/row-actions'
import { addToast, ToastName } from '~/ui/toast'

/** "a", "a and b", "a, b and c" */
function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many)

/**
 * What still holds a VPC the API refused to delete: its subnets, and the instances with network
 * interfaces in them. Undefined when nothing is left (the refusal was about something else).
 */
async function vpcLeftovers(project: string, vpc: string): Promise<string | undefined> {
  const query = { project, vpc }
  // read now, never from the cache: the refusal is about what is there at this moment
  const subnets = await queryClient.fetchQuery({
    ...qAll('vpcSubnetList', { query }),
    staleTime: 0,
  })
  if (subnets.items.length === 0) return undefined
  const nicPages = await Promise.all(
    subnets.items.map((s) =>
      queryClient.fetchQuery({
        ...qAll('vpcSubnetListNetworkInterfaces', { path: { subnet: s.name }, query }),
        staleTime: 0,
      }),
    ),
  )
  const instanceIds = new Set(nicPages.flatMap((p) => p.items.map((n) => n.instanceId)))
  let instances: string[] = []
  if (instanceIds.size > 0) {
    const all = await queryClient.fetchQuery({
      ...qAll('instanceList', { query: { project } }),
      staleTime: 0,
    })
    instances = all.items.filter((i) => instanceIds.has(i.id)).map((i) => i.name)
  }
  const names = subnets.items.map((s) => s.name)
  let text = `It still has ${plural(names.length, 'subnet', 'subnets')} ${listNames(names)}`
  if (instances.length > 0) {
    text += `, where ${plural(instances.length, 'instance', 'instances')} ${listNames(instances)} ${plural(instances.length, 'has network interfaces', 'have network interfaces')}`
  }
  const them = plural(names.length, 'subnet', 'subnets')
  return instances.length
    ? `${text}. Delete the instances or their interfaces in the VPC, then the ${them}.`
    : `${text}. Delete the ${them} first.`
}

/**
 * The VPC's Delete action (list row and VPC page). When the API refuses because something is
 * left in the VPC, the error says what: the subnets, and the instances with interfaces in them.
 */
export function useVpcDelete(project: string, onDeleted?: (vpc: Vpc) => Promise<unknown>) {
  const { mutateAsync } = useApiMutation('vpcDelete', {
    onSuccess: () => invalidate('vpcList'),
  })
  const request = (vpc: Vpc) =>
    apiRequest('vpcDelete', { path: { vpc: vpc.name }, query: { project } })
  return (vpc: Vpc): RowAction => ({
    label: 'Delete',
    variant: 'danger',
    onActivate: () =>
      confirmDelete({
        kind: 'VPC',
        label: vpc.name,
        extraContent:
          'Its subnets must be deleted first; its firewall rules, routers and internet gateways go with it.',
        requests: () => request(vpc),
        doDelete: async () => {
          try {
            await mutateAsync(request(vpc))
          } catch (e) {
            if (!isApiError(e) || e.statusCode !== 400) throw e
            const left = await vpcLeftovers(project, vpc.name).catch(() => undefined)
            throw left ? new Error(`${e.message}. ${left}`) : e
          }
          await onDeleted?.(vpc)
          addToast({
            content: (
              <>
                VPC <ToastName>{vpc.name}</ToastName> deleted
              </>
            ),
          })
        },
      }),
  })
}
