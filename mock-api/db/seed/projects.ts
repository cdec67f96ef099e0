/** Seed: projects of every silo, their default VPCs, custom routing and floating IPs. */
import { createNic, createSubnet, createVpc, seedIds, type Stamp } from '../factories'
import { seedTime, uuidFor } from '../ids'
import type { Api, Db, Json } from '../schema'
import { projectId } from './compute'
import { siloId } from './identity'
import { poolId } from './pools'

type Route = Json<Api.RouterRoute>

const LUMEN_PROJECTS: [string, string][] = [
  ['web-app', 'Customer-facing web shop and its API'],
  ['data-pipeline', 'Ingest, ETL and the analytics warehouse'],
  ['sandbox', 'Free-for-all playground; anything here may be deleted'],
]

export function seedProjects(db: Db): void {
  const add = (silo: string, name: string, description: string, day: number) => {
    const id = projectId(silo, name)
    const time = seedTime(day)
    db.projects.insert(
      { id, name, description, time_created: time, time_modified: time },
      siloId(silo),
    )
    createVpc(
      db,
      { projectId: id, name: 'default', description: 'Default VPC', dnsName: 'default' },
      { ids: seedIds, time },
    )
  }
  LUMEN_PROJECTS.forEach(([name, description], i) => add('lumen', name, description, 7 + i))
  for (let n = 1; n <= 60; n++) {
    const name = `proj-${String(n).padStart(2, '0')}`
    add('basalt', name, `Basalt analytics workspace ${n}`, 8 + n / 10)
  }
  add('quartz', 'robot-sim', 'Robot fleet simulation', 9)
}

/** Extra networking in lumen: a DMZ subnet on a custom router, and floating IPs. Runs after compute. */
export function seedLumenNetworking(db: Db): void {
  const stamp: Stamp = { ids: seedIds, time: seedTime(12) }
  const webApp = projectId('lumen', 'web-app')
  const vpc = db.vpcs.byName(webApp, 'default')!
  const routerId = uuidFor(`router:${vpc.id}:web-egress`)
  db.vpcRouters.insert(
    {
      id: routerId,
      name: 'web-egress',
      description: 'Sends DMZ traffic to the on-premises network',
      kind: 'custom',
      vpc_id: vpc.id,
      time_created: stamp.time,
      time_modified: stamp.time,
    },
    vpc.id,
  )
  // [name, description, destination, target]
  const routes: [string, string, Route['destination'], Route['target']][] = [
    [
      'to-onprem',
      'Office network through the VPN instance',
      { type: 'ip_net', value: '10.50.0.0/16' },
      { type: 'instance', value: 'api-server' },
    ],
    [
      'internet',
      'Everything else leaves through the gateway',
      { type: 'ip_net', value: '0.0.0.0/0' },
      { type: 'internet_gateway', value: 'default' },
    ],
    [
      'block-metadata',
      'No route to the link-local metadata address',
      { type: 'ip', value: '169.254.169.254' },
      { type: 'drop' },
    ],
  ]
  for (const [name, description, destination, target] of routes) {
    db.routerRoutes.insert(
      {
        id: uuidFor(`route:${routerId}:${name}`),
        name,
        description,
        kind: 'custom',
        destination,
        target,
        vpc_router_id: routerId,
        time_created: stamp.time,
        time_modified: stamp.time,
      },
      routerId,
    )
  }
  const dmz = createSubnet(
    db,
    vpc,
    {
      name: 'dmz',
      description: 'Internet-facing hosts',
      ipv4Block: '172.30.4.0/24',
      customRouterId: routerId,
    },
    stamp,
  )
  const apiServer = db.instances.byName(webApp, 'api-server')!
  createNic(
    db,
    { instanceId: apiServer.id, subnet: dmz, name: 'net1', description: 'DMZ leg', primary: false },
    stamp,
  )

  const v4 = poolId('lumen-v4')
  const frontend = db.instances.byName(webApp, 'web-frontend-1')!
  const reports = db.instances.byName(webApp, 'web-reports')!
  // [project, name, ip, attached instance, description]
  const floating: [string, string, string, string | null, string][] = [
    [webApp, 'web-public', '198.51.100.10', frontend.id, 'www.lumen.example'],
    [webApp, 'web-spare', '198.51.100.11', null, 'Reserved for the next frontend'],
    [webApp, 'web-reports-public', '198.51.100.14', reports.id, 'reports.lumen.example'],
    [webApp, 'web-mail', '198.51.100.15', null, 'Outgoing mail, not yet in use'],
    [
      projectId('lumen', 'data-pipeline'),
      'etl-ingress',
      '198.51.100.12',
      null,
      'Partner uploads endpoint',
    ],
  ]
  floating.forEach(([pid, name, ip, instance, description]) => {
    db.floatingIps.insert(
      {
        id: uuidFor(`floating-ip:${pid}:${name}`),
        name,
        description,
        ip,
        ip_pool_id: v4,
        project_id: pid,
        instance_id: instance,
        time_created: stamp.time,
        time_modified: stamp.time,
      },
      pid,
    )
  })
  db.ephemeralIps.set(apiServer.id, [{ kind: 'ephemeral', ip: '198.51.100.13', ip_pool_id: v4 }])

  // two rules switched off: plain HTTP since the shop went HTTPS-only, and the metrics
  // exporter's port until it is deployed
  // [name, description, TCP port, target instances, source subnet (any when null)]
  const off: [string, string, string, string[], string | null][] = [
    [
      'allow-http-frontends',
      'HTTP (TCP 80) to the frontends; off since the shop is HTTPS-only',
      '80',
      ['web-frontend-1', 'web-frontend-2'],
      null,
    ],
    [
      'allow-node-exporter',
      'Metrics scraping (TCP 9100) from the DMZ; off until the exporter is deployed',
      '9100',
      ['api-server'],
      'dmz',
    ],
  ]
  for (const [name, description, port, instances, subnet] of off) {
    db.firewallRules.insert(
      {
        id: uuidFor(`fw:${vpc.id}:${name}`),
        name,
        description,
        action: 'allow',
        direction: 'inbound',
        priority: 1000,
        status: 'disabled',
        targets: instances.map((value) => ({ type: 'instance' as const, value })),
        filters: {
          hosts: subnet ? [{ type: 'subnet', value: subnet }] : null,
          ports: [port],
          protocols: [{ type: 'tcp' }],
        },
        vpc_id: vpc.id,
        time_created: stamp.time,
        time_modified: stamp.time,
      },
      vpc.id,
    )
  }
}
