/** Instance operations of the mock: run-state rules and transitions, limits, delete, auto restart. */
import { describe, expect, it } from 'vitest'

import { Instance as InstanceSchema } from '../../app/api/__generated__/validate'
import { GiB } from '../db/ids'
import { clientPerTest, later, type ErrorJson, type PageJson } from '../testing'
import { TRANSITION_MS } from '../transitions'
import { ALLOWED, AUTO_RESTART } from './instances'

const STEP = TRANSITION_MS.instanceStep

type InstanceJson = {
  name: string
  run_state: string
  ncpus: number
  memory: number
  boot_disk_id: string | null
  auto_restart_policy: string | null
  auto_restart_enabled: boolean
  auto_restart_cooldown_expiration: string | null
  time_last_auto_restarted: string | null
}

/** One seeded instance per run state: [project, instance]. */
const BY_STATE = {
  running: ['web-app', 'web-frontend-2'],
  rebooting: ['web-app', 'web-cache'],
  starting: ['web-app', 'web-canary'],
  creating: ['web-app', 'web-build'],
  stopping: ['web-app', 'web-staging'],
  stopped: ['web-app', 'web-legacy'],
  migrating: ['data-pipeline', 'etl-worker-2'],
  repairing: ['data-pipeline', 'etl-scheduler'],
  failed: ['data-pipeline', 'kafka-3'],
} as const
type State = keyof typeof BY_STATE

const path = (project: string, name: string, suffix = '') =>
  `/v1/instances/${name}${suffix}?project=${project}`

describe('instances', () => {
  const api = clientPerTest({ fakeDate: true })

  const view = async (project: string, name: string) =>
    (await api.get<InstanceJson>(path(project, name))).body

  /** The update body that keeps the instance as it is, with `patch` applied. */
  async function update(project: string, name: string, patch: Partial<Record<string, unknown>>) {
    const i = await view(project, name)
    return api.put<InstanceJson & ErrorJson>(path(project, name), {
      ncpus: i.ncpus,
      memory: i.memory,
      boot_disk: i.boot_disk_id,
      auto_restart_policy: i.auto_restart_policy,
      cpu_platform: null,
      enable_jumbo_frames: false,
      ...patch,
    })
  }

  it('moves through starting, stopping and rebooting to a settled state over time', async () => {
    const start = await api.post<InstanceJson>(path('web-app', 'web-legacy', '/start'))
    expect(start.status).toBe(202)
    expect(InstanceSchema.safeParse(start.body).success).toBe(true)
    expect(start.body.run_state).toBe('starting')
    later(STEP - 100)
    expect((await view('web-app', 'web-legacy')).run_state).toBe('starting')
    later(200)
    expect((await view('web-app', 'web-legacy')).run_state).toBe('running')

    const reboot = await api.post<InstanceJson>(path('web-app', 'web-legacy', '/reboot'))
    expect(reboot.body.run_state).toBe('rebooting')
    later(STEP + 1)
    expect((await view('web-app', 'web-legacy')).run_state).toBe('running')

    const stop = await api.post<InstanceJson>(path('web-app', 'web-legacy', '/stop'))
    expect(stop.body.run_state).toBe('stopping')
    later(STEP + 1)
    expect((await view('web-app', 'web-legacy')).run_state).toBe('stopped')
  })

  it('stops a failed instance at once', async () => {
    const stop = await api.post<InstanceJson>(path('data-pipeline', 'kafka-3', '/stop'))
    expect(stop.body.run_state).toBe('stopped')
  })

  describe('allows each action only from the states of spec section 4', () => {
    // resize is an update with new vCPUs; the others are their own calls
    const actions = {
      start: (p: string, n: string) => api.post<ErrorJson>(path(p, n, '/start')),
      stop: (p: string, n: string) => api.post<ErrorJson>(path(p, n, '/stop')),
      reboot: (p: string, n: string) => api.post<ErrorJson>(path(p, n, '/reboot')),
      delete: (p: string, n: string) => api.delete<ErrorJson>(path(p, n)),
      resize: async (p: string, n: string) => update(p, n, { ncpus: 3 }),
    }
    const verb = {
      start: 'started',
      stop: 'stopped',
      reboot: 'rebooted',
      delete: 'deleted',
      resize: 'resized',
    }
    for (const [action, run] of Object.entries(actions) as [
      keyof typeof actions,
      (p: string, n: string) => Promise<{ status: number; body: ErrorJson }>,
    ][]) {
      for (const [state, [project, name]] of Object.entries(BY_STATE) as [
        State,
        readonly [string, string],
      ][]) {
        const allowed = (ALLOWED[action] as readonly string[]).includes(state)
        // as in Nexus, asking for the state it is already in or heading to is a no-op
        const noOp =
          (action === 'start' && (state === 'running' || state === 'starting')) ||
          (action === 'stop' && (state === 'stopped' || state === 'stopping'))
        const outcome = allowed ? 'works' : noOp ? 'changes nothing' : 'is refused'
        it(`${action} ${outcome} when ${state}`, async () => {
          const res = await run(project, name)
          if (noOp) {
            expect(res.status).toBe(202)
            expect((await view(project, name)).run_state).toBe(state)
          } else if (allowed) {
            expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
          } else {
            expect(res.status).toBe(400)
            expect(res.body.error_code).toBe('InvalidRequest')
            expect(res.body.message).toBe(
              `instance "${name}" is ${state}; it must be ${
                action === 'stop'
                  ? 'running, starting, rebooting, or failed'
                  : action === 'resize'
                    ? 'stopped, failed, or creating'
                    : action === 'reboot'
                      ? 'running'
                      : 'stopped or failed'
              } to be ${verb[action]}`,
            )
          }
        })
      }
    }
  })

  it('keeps vCPUs and memory within bounds on update', async () => {
    const cases: [number, number, string][] = [
      [0, 4 * GiB, 'ncpus must be between 1 and 254'],
      [255, 4 * GiB, 'ncpus must be between 1 and 254'],
      [2, 0, 'memory must be at least 1 GiB'],
      [2, 1537 * GiB, 'memory must be at most 1536 GiB'],
      [2, 1.5 * GiB, 'memory must be a multiple of 1 GiB'],
    ]
    for (const [ncpus, memory, message] of cases) {
      const res = await update('web-app', 'web-legacy', { ncpus, memory })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
    const ok = await update('web-app', 'web-legacy', { ncpus: 254, memory: 1536 * GiB })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ ncpus: 254, memory: 1536 * GiB })
  })

  it('keeps names unique per project', async () => {
    const body = {
      name: 'web-legacy',
      description: '',
      hostname: 'x',
      ncpus: 1,
      memory: GiB,
      network_interfaces: { type: 'none' },
    }
    const dup = await api.post<ErrorJson>('/v1/instances?project=web-app', body)
    expect(dup.status).toBe(400)
    expect(dup.body.error_code).toBe('ObjectAlreadyExists')
    // the same name in another project is fine
    expect((await api.post('/v1/instances?project=sandbox', body)).status).toBe(201)
  })

  it('deletes a stopped instance, detaching its disks and releasing its IPs', async () => {
    const p = 'web-app'
    // web-frontend-1 has a floating IP and an extra disk; api-server an ephemeral IP
    for (const name of ['web-frontend-1', 'api-server']) {
      expect((await api.post(path(p, name, '/stop'))).status).toBe(202)
    }
    later(STEP + 1)
    // external IPs change only once the instance has stopped (not while it is stopping)
    const eph = await api.post(path(p, 'web-frontend-1', '/external-ips/ephemeral'), {})
    expect(eph.status).toBe(202)
    const ips = await api.get<PageJson<{ kind: string; ip: string }>>(
      path(p, 'api-server', '/external-ips'),
    )
    const apiIp = ips.body.items.find((i) => i.kind === 'ephemeral')?.ip
    expect(apiIp).toBeTruthy()

    expect((await api.delete(path(p, 'web-frontend-1'))).status).toBe(204)
    expect((await api.delete(path(p, 'api-server'))).status).toBe(204)
    expect((await api.get(path(p, 'web-frontend-1'))).status).toBe(404)

    for (const disk of ['web-frontend-1-boot', 'web-assets', 'api-server-boot']) {
      const d = await api.get<{ state: { state: string } }>(`/v1/disks/${disk}?project=${p}`)
      expect(d.status, disk).toBe(200)
      expect(d.body.state.state).toBe('detached')
    }
    const fips = await api.get<PageJson<{ name: string; instance_id: string | null }>>(
      `/v1/floating-ips?project=${p}`,
    )
    // web-public was web-frontend-1's; web-reports-public stays with web-reports
    const attached = fips.body.items.filter((f) => f.instance_id !== null).map((f) => f.name)
    expect(attached).toEqual(['web-reports-public'])
    expect(fips.body.items.find((f) => f.name === 'web-public')?.instance_id).toBeNull()
    // the ephemeral address is free again: the pool hands it to the next instance
    const other = await api.post<{ ip: string }>(
      path(p, 'web-legacy', '/external-ips/ephemeral'),
      {},
    )
    expect(other.body.ip).toBe(apiIp)
    // and the group no longer lists the deleted member
    const members = await api.get<PageJson<{ value: { name: string } }>>(
      `/v1/anti-affinity-groups/web-frontends/members?project=${p}`,
    )
    expect(members.body.items.map((m) => m.value.name)).toEqual(['web-frontend-2'])
  })

  describe('auto restart', () => {
    it('restarts a failed instance whose policy allows it, then holds a cooldown', async () => {
      expect((await view('data-pipeline', 'kafka-1')).run_state).toBe('failed')
      later(AUTO_RESTART.delayMs - 1000)
      expect((await view('data-pipeline', 'kafka-1')).run_state).toBe('failed')
      later(1001)
      const restarted = await view('data-pipeline', 'kafka-1')
      expect(restarted.run_state).toBe('starting')
      expect(restarted.time_last_auto_restarted).toBe(new Date().toISOString())
      expect(Date.parse(restarted.auto_restart_cooldown_expiration ?? '')).toBe(
        Date.now() + AUTO_RESTART.cooldownMs,
      )
      later(STEP + 1)
      expect((await view('data-pipeline', 'kafka-1')).run_state).toBe('running')
    })

    it('waits for the cooldown, and never restarts with the policy never', async () => {
      await view('data-pipeline', 'kafka-2') // the first request plans the restarts
      later(AUTO_RESTART.delayMs * 3)
      expect((await view('data-pipeline', 'kafka-2')).run_state).toBe('failed')
      expect((await view('data-pipeline', 'kafka-3')).run_state).toBe('failed')
      later(2 * 60 * 60_000) // kafka-2's cooldown (2 h in the seed) is over
      expect((await view('data-pipeline', 'kafka-2')).run_state).toBe('starting')
      expect((await view('data-pipeline', 'kafka-3')).run_state).toBe('failed')
    })

    it('follows policy changes: allowed now restarts, never cancels', async () => {
      const on = await update('data-pipeline', 'kafka-3', { auto_restart_policy: 'best_effort' })
      expect(on.body.auto_restart_enabled).toBe(true)
      const off = await update('data-pipeline', 'kafka-1', { auto_restart_policy: 'never' })
      expect(off.body.auto_restart_enabled).toBe(false)
      later(AUTO_RESTART.delayMs + 1)
      expect((await view('data-pipeline', 'kafka-3')).run_state).toBe('starting')
      expect((await view('data-pipeline', 'kafka-1')).run_state).toBe('failed')
      // the default policy (null) is best effort
      const def = await update('data-pipeline', 'kafka-1', { auto_restart_policy: null })
      expect(def.body.auto_restart_enabled).toBe(true)
    })

    it('leaves alone an instance stopped before its restart', async () => {
      await api.post(path('data-pipeline', 'kafka-1', '/stop'))
      later(AUTO_RESTART.delayMs + 1)
      expect((await view('data-pipeline', 'kafka-1')).run_state).toBe('stopped')
    })
  })
})
