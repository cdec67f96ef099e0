import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'

import { type InstanceNetworkInterface } from '~/api/__generated__/Api'
import { pb } from '~/api/path-builder'
import { PartError } from '~/components/shell/part-error'
import { subnetById, vpcById } from '~/resources/instances/networking-queries'
import { rulesList } from '~/resources/vpcs/firewall-rules'
import { Chip, FilterChips } from '~/resources/vpcs/rule-chips'
import { Badge } from '~/ui/badge'
import { buttonClass } from '~/ui/button'
import { Card } from '~/ui/card'
import { Spinner } from '~/ui/spinner'

import { applicableRules, describeTarget } from './applicable-rules'
import { primaryNic } from './ip-rules'
import { privateIps } from './nic-rules'

type Props = { project: string; instance: string; nics: InstanceNetworkInterface[] }

/** The path of the rule form prefilled to allow SSH to `instance` (read by the create form). */
const allowSshPath = (sel: { project: string; vpc: string }, instance: string) =>
  `${pb.firewallRuleNew(sel)}?${new URLSearchParams({ allowSsh: instance })}`

/**
 * The firewall rules of the primary interface's VPC that reach this instance, each with the
 * targets it reaches it through, and a one-click rule allowing SSH to it.
 */
export function FirewallCard({ project, instance, nics }: Props) {
  const vpcId = primaryNic(nics)?.vpcId
  const vpc = useQuery({ ...vpcById(vpcId ?? ''), enabled: !!vpcId, throwOnError: false })
  const inVpc = nics.filter((n) => n.vpcId === vpcId)
  const subnets = useQueries({
    queries: inVpc.map((n) => ({ ...subnetById(n.subnetId), throwOnError: false })),
  })
  const sel = vpc.data ? { project, vpc: vpc.data.name } : undefined
  const rules = useQuery({
    ...rulesList(sel ?? { project, vpc: '' }),
    enabled: !!sel,
    throwOnError: false,
  })

  if (!vpcId) {
    return (
      <Card title="Firewall rules" description="Traffic to and from this instance">
        <p>Firewall rules reach an instance through its network interfaces: it has none.</p>
      </Card>
    )
  }
  const failed = [vpc, rules, ...subnets].find((r) => r.isError)
  const retry = () => {
    void vpc.refetch()
    void rules.refetch()
    for (const s of subnets) void s.refetch()
  }
  const ready = sel && rules.data && subnets.every((s) => s.data)
  const applying =
    ready &&
    applicableRules(rules.data.items, {
      instance,
      vpc: sel.vpc,
      nics: inVpc.map((n, i) => ({
        subnet: subnets[i]!.data!.name,
        ips: privateIps(n).map((p) => p.ip),
      })),
    })

  return (
    <Card
      title="Firewall rules"
      description={
        sel ? (
          <>
            The rules of VPC{' '}
            <Link
              to={pb.vpcFirewallRules(sel)}
              className="font-medium text-accent underline-offset-2 hover:underline"
            >
              {sel.vpc}
            </Link>{' '}
            that apply to this instance
          </>
        ) : (
          'The rules of its VPC that apply to this instance'
        )
      }
      actions={
        sel && (
          <Link to={allowSshPath(sel, instance)} className={buttonClass('secondary', 'sm')}>
            Allow SSH to this instance
          </Link>
        )
      }
    >
      {failed ? (
        <PartError what="the firewall rules of this instance" onRetry={retry} />
      ) : !applying ? (
        <span className="flex items-center gap-2 text-tertiary">
          <Spinner label="Loading" /> Loading…
        </span>
      ) : applying.length === 0 ? (
        <p>No firewall rule of this VPC applies to this instance.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-tertiary">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Name
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Rule
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Filters
              </th>
              <th scope="col" className="py-1 font-medium">
                Applies through
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {applying.map(({ rule, via }) => (
              <tr key={rule.id} className="align-top">
                <td className="py-2 pr-3">
                  <Link
                    to={pb.firewallRuleEdit({ ...sel, rule: rule.name })}
                    className="font-medium text-fg underline-offset-2 hover:underline"
                  >
                    {rule.name}
                  </Link>
                  {rule.status === 'disabled' && (
                    <Badge color="neutral" className="ml-2">
                      disabled
                    </Badge>
                  )}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {rule.action} {rule.direction}, priority {rule.priority}
                </td>
                <td className="py-2 pr-3">
                  <FilterChips filters={rule.filters} />
                </td>
                <td className="py-2">
                  <span className="flex flex-wrap gap-1">
                    {via.map((t) => (
                      <Chip key={`${t.type}:${t.value}`}>{describeTarget(t, instance)}</Chip>
                    ))}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  )
}
