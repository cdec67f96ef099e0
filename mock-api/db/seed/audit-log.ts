/**
 * A week of audit log history, so the operator's audit log page has something to show before
 * anyone writes anything. Times are relative to when the db is built (the entries are always
 * within the last week); ids are stable.
 */
import { uuidFor } from '../ids'
import type { Api, Db, Json } from '../schema'
import { siloId, userId } from './identity'

type Who = [silo: string, user: string] | 'login' | 'builtin'

/** [hours ago, who, operation, method and URI, status, error message for a refusal] */
const HISTORY: [number, Who, string, string, number, string?][] = [
  [166, 'login', 'login_local', '/v1/login/lumen/local', 204],
  [165.5, ['lumen', 'ada'], 'silo_create', '/v1/system/silos', 201],
  [165, ['lumen', 'ada'], 'ip_pool_range_add', '/v1/system/ip-pools/default/ranges/add', 201],
  [150, 'login', 'login_local', '/v1/login/lumen/local', 401, 'credentials missing or invalid'],
  [149.8, 'login', 'login_local', '/v1/login/lumen/local', 204],
  [149.5, ['lumen', 'ben'], 'project_create', '/v1/projects', 201],
  [149, ['lumen', 'ben'], 'instance_create', '/v1/instances?project=web-app', 201],
  [130, ['lumen', 'cleo'], 'instance_stop', '/v1/instances/web-legacy/stop?project=web-app', 202],
  [
    129.9,
    ['lumen', 'cleo'],
    'disk_delete',
    '/v1/disks/scratch?project=data-pipeline',
    404,
    'not found: project with name "data-pipeline"',
  ],
  [120, ['lumen', 'ada'], 'silo_quotas_update', '/v1/system/silos/basalt/quotas', 200],
  [118, ['basalt', 'kai'], 'project_create', '/v1/projects', 201],
  [
    117.5,
    ['basalt', 'kai'],
    'project_create',
    '/v1/projects',
    400,
    'already exists: project "batch-17"',
  ],
  [100, ['lumen', 'dev'], 'project_create', '/v1/projects', 403, 'Forbidden'],
  [96, 'builtin', 'instance_start', '/v1/instances/etl-worker-2/start?project=data-pipeline', 202],
  [90, ['lumen', 'ada'], 'target_release_update', '/v1/system/update/target-release', 204],
  [
    72,
    ['lumen', 'ben'],
    'vpc_firewall_rules_update',
    '/v1/vpc-firewall-rules?project=web-app&vpc=default',
    200,
  ],
  [71, ['lumen', 'ben'], 'floating_ip_create', '/v1/floating-ips?project=web-app', 201],
  [60, ['quartz', 'lia'], 'silo_policy_update', '/v1/policy', 200],
  [48, ['lumen', 'cleo'], 'snapshot_create', '/v1/snapshots?project=web-app', 201],
  [47, ['lumen', 'eve'], 'ssh_key_create', '/v1/me/ssh-keys', 201],
  [
    46,
    ['lumen', 'eve'],
    'instance_reboot',
    '/v1/instances/api-server/reboot?project=web-app',
    404,
    'not found: project with name "web-app"',
  ],
  [
    30,
    ['lumen', 'ada'],
    'sled_set_provision_policy',
    '/v1/system/hardware/sleds/BRM42220031/provision-policy',
    200,
  ],
  [
    26,
    ['lumen', 'ada'],
    'certificate_create',
    '/v1/certificates',
    400,
    'certificate is not valid: it has expired',
  ],
  [25.5, ['lumen', 'ada'], 'certificate_create', '/v1/certificates', 201],
  [
    20,
    ['lumen', 'ben'],
    'instance_create',
    '/v1/instances?project=web-app',
    507,
    'Insufficient capacity: not enough memory',
  ],
  [12, ['lumen', 'cleo'], 'disk_create', '/v1/disks?project=web-app', 201],
  [8, ['lumen', 'ben'], 'project_update', '/v1/projects/sandbox', 200],
  [5, 'login', 'login_local', '/v1/login/lumen/local', 204],
  [4.5, ['lumen', 'ada'], 'ip_pool_silo_link', '/v1/system/ip-pools/default/silos', 201],
  [
    2,
    ['lumen', 'dev'],
    'instance_stop',
    '/v1/instances/web-canary/stop?project=web-app',
    403,
    'Forbidden',
  ],
  [
    0.75,
    ['lumen', 'ada'],
    'silo_user_delete',
    '/v1/system/identity-providers/local/users/0f3e?silo=lumen',
    404,
    'not found: silo-user with id "0f3e"',
  ],
  [0.5, ['lumen', 'cleo'], 'instance_start', '/v1/instances/web-canary/start?project=web-app', 202],
]

const CODES: Record<number, string> = {
  400: 'InvalidRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'ObjectNotFound',
  507: 'InsufficientCapacity',
}

export function seedAuditLog(db: Db): void {
  const nowMs = Date.now()
  HISTORY.forEach(([hoursAgo, who, operation, uri, status, message], i) => {
    const started = nowMs - hoursAgo * 3_600_000
    const completed = started + 40 + ((i * 37) % 900)
    const actor: Json<Api.AuditLogEntry>['actor'] =
      who === 'login'
        ? { kind: 'unauthenticated' }
        : who === 'builtin'
          ? { kind: 'user_builtin', user_builtin_id: uuidFor('builtin:saga-recovery') }
          : { kind: 'silo_user', silo_id: siloId(who[0]), silo_user_id: userId(who[0], who[1]) }
    const signedIn = actor.kind === 'silo_user'
    db.auditLog.push({
      id: uuidFor(`audit:${i}`),
      actor,
      auth_method: signedIn ? (i % 5 === 3 ? 'access_token' : 'session_cookie') : null,
      credential_id: signedIn ? uuidFor(`audit-credential:${i % 4}`) : null,
      operation_id: operation,
      request_id: uuidFor(`audit-request:${i}`),
      request_uri: uri,
      result:
        status < 400
          ? { kind: 'success', http_status_code: status }
          : {
              kind: 'error',
              http_status_code: status,
              error_code: CODES[status] ?? null,
              error_message: message ?? 'error',
            },
      source_ip: `172.20.${10 + (i % 3)}.${20 + ((i * 7) % 200)}`,
      time_started: new Date(started).toISOString(),
      time_completed: new Date(completed).toISOString(),
      user_agent:
        i % 5 === 3 ? 'oxide-cli/0.12.0' : 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    })
  })
}
