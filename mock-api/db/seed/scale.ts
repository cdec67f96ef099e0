/**
 * The `scale` seed: the default seed plus, in lumen, 1,000 projects `bulk-0001`..`bulk-1000`
 * (without VPCs, to stay quick to build) and, in project `bulk-0001`, 10,000 instances
 * `vm-00001`..`vm-10000`, 10,000 disks `vol-00001`..`vol-10000`, VPC `bulk-vpc` with the
 * most firewall rules the API allows (1,024, every target and filter kind), and 2,000 users
 * "Member 0001".."Member 2000" of lumen, the first 500 with a role on the project (a policy of
 * 500 assignments). For list performance work.
 */
import { createVpc, seedIds } from '../factories'
import { GiB, seedTime, uuidFor } from '../ids'
import type { Api, Db, Json } from '../schema'
import { projectId } from './compute'
import { siloId } from './identity'

export const SCALE_PROJECTS = 1000
export const SCALE_INSTANCES = 10_000
export const SCALE_DISKS = 10_000
export const SCALE_PROJECT = 'bulk-0001'
export const SCALE_VPC = 'bulk-vpc'
export const SCALE_FIREWALL_RULES = 1024
export const SCALE_POLICY_ASSIGNMENTS = 500
export const SCALE_SILO_USERS = 2000

const pad = (n: number, width: number) => String(n).padStart(width, '0')

export function seedScale(db: Db): void {
  const lumen = siloId('lumen')
  const projects: Json<Api.Project>[] = []
  for (let n = 1; n <= SCALE_PROJECTS; n++) {
    const name = `bulk-${pad(n, 4)}`
    const time = seedTime(50 + n / 1000)
    projects.push({
      id: projectId('lumen', name),
      name,
      description: `Generated project ${n}`,
      time_created: time,
      time_modified: time,
    })
  }
  db.projects.load(projects, lumen)

  const pid = projectId('lumen', SCALE_PROJECT)
  const time = seedTime(60)
  const instances: Json<Api.Instance>[] = []
  for (let n = 1; n <= SCALE_INSTANCES; n++) {
    const name = `vm-${pad(n, 5)}`
    const running = n % 10 === 0
    instances.push({
      id: uuidFor(`scale-instance:${n}`),
      name,
      description: '',
      hostname: name,
      ncpus: 1 + (n % 4),
      memory: (1 + (n % 8)) * GiB,
      project_id: pid,
      run_state: running ? 'running' : 'stopped',
      boot_disk_id: null,
      auto_restart_policy: null,
      auto_restart_enabled: true,
      auto_restart_cooldown_expiration: null,
      time_last_auto_restarted: null,
      cpu_platform: null,
      enable_jumbo_frames: false,
      time_created: time,
      time_modified: time,
      time_run_state_updated: time,
    })
  }
  db.instances.load(instances, pid)

  const disks: Json<Api.Disk>[] = []
  for (let n = 1; n <= SCALE_DISKS; n++) {
    const name = `vol-${pad(n, 5)}`
    disks.push({
      id: uuidFor(`scale-disk:${n}`),
      name,
      description: '',
      size: (1 + (n % 16)) * GiB,
      block_size: 4096,
      device_path: `/mnt/${name}`,
      disk_type: 'distributed',
      image_id: null,
      snapshot_id: null,
      read_only: false,
      project_id: pid,
      state: { state: 'detached' },
      time_created: time,
      time_modified: time,
    })
  }
  db.disks.load(disks, pid)
  seedFirewallRules(db, pid, time)
  seedPolicy(db, lumen, pid, time)
}

/** 2,000 users of the silo, the first 500 each with a role on the project. */
function seedPolicy(db: Db, silo: string, projectId: string, time: string) {
  const roles = ['admin', 'collaborator', 'limited_collaborator', 'viewer'] as const
  for (let n = 1; n <= SCALE_SILO_USERS; n++) {
    const id = uuidFor(`scale-user:${n}`)
    db.users.insert(
      {
        id,
        display_name: `Member ${pad(n, 4)}`,
        silo_id: silo,
        time_created: time,
        time_modified: time,
      },
      silo,
    )
    if (n > SCALE_POLICY_ASSIGNMENTS) continue
    db.roleAssignments.push({
      resourceType: 'project',
      resourceId: projectId,
      identityId: id,
      identityType: 'silo_user',
      roleName: roles[n % roles.length]!,
    })
  }
}

/** 1,024 rules with every target, host and protocol kind, at spread priorities. */
function seedFirewallRules(db: Db, projectId: string, time: string) {
  const vpc = createVpc(
    db,
    { projectId, name: SCALE_VPC, description: 'A VPC at the rule limit', dnsName: SCALE_VPC },
    { ids: seedIds, time },
  )
  for (const rule of [...db.firewallRules.inScope(vpc.id)]) db.firewallRules.delete(rule.id)
  const targets: Json<Api.VpcFirewallRuleTarget>[] = [
    { type: 'vpc', value: SCALE_VPC },
    { type: 'subnet', value: 'default' },
    { type: 'instance', value: 'vm-00001' },
    { type: 'ip', value: '172.30.0.5' },
    { type: 'ip_net', value: '172.30.0.0/24' },
  ]
  const protocols: Json<Api.VpcFirewallRuleProtocol>[][] = [
    [{ type: 'tcp' }],
    [{ type: 'udp' }],
    [{ type: 'icmp', value: { icmp_type: 8, code: '0' } }],
    [{ type: 'tcp' }, { type: 'udp' }],
  ]
  for (let n = 1; n <= SCALE_FIREWALL_RULES; n++) {
    const name = `rule-${pad(n, 4)}`
    db.firewallRules.insert(
      {
        id: uuidFor(`scale-rule:${n}`),
        name,
        description: n % 3 === 0 ? `Generated rule ${n}` : '',
        action: n % 7 === 0 ? 'deny' : 'allow',
        direction: n % 2 === 0 ? 'outbound' : 'inbound',
        priority: (n * 37) % 65536,
        status: n % 11 === 0 ? 'disabled' : 'enabled',
        targets: [targets[n % targets.length]!, targets[(n + 2) % targets.length]!],
        filters: {
          hosts: n % 4 === 0 ? null : [{ type: 'ip_net', value: `10.${n % 256}.0.0/16` }],
          ports: n % 5 === 0 ? null : [`${1000 + n}`, `${2000 + n}-${2010 + n}`],
          protocols: protocols[n % protocols.length]!,
        },
        vpc_id: vpc.id,
        time_created: time,
        time_modified: time,
      },
      vpc.id,
    )
  }
}
