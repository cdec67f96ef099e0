/**
 * Seed: silos, users, groups, roles, credentials, SSH keys, device tokens, sessions, identity
 * providers.
 *
 * These identities are a contract other parts of Ferrite (e2e tests, docs) rely on:
 * - silos `lumen` (default, demo), `basalt`, `quartz`;
 * - every user's password is `ferrite-demo` (DEMO_PASSWORD);
 * - lumen: ada (fleet admin + silo admin, group platform-team: the demo operator),
 *   ben (silo admin, platform-team), cleo (collaborator on project web-app only, no groups),
 *   dev (group readers = silo viewer), eve (no groups, no roles),
 *   mallory (viewer on project sandbox; the test seed `hostile` gives her an HTML payload as
 *   display name, see hostile.ts),
 *   fay (fleet viewer and silo viewer: reads the system area, changes nothing there);
 * - basalt: kai (silo admin); quartz: lia (silo admin);
 * - groups in lumen: platform-team, readers (silo viewer), ops-oncall (admin on data-pipeline);
 * - bearer token `ferrite-demo-token` (DEMO_TOKEN) belongs to ada.
 */
import { fromNow, GiB, randomSecret, seedTime, TiB, uuidFor } from '../ids'
import { FLEET, type Api, type Db, type Json, type RoleAssignment } from '../schema'

export const DEMO_PASSWORD = 'ferrite-demo'
/** Fixed bearer token of ada, for curl and the CLI: `Authorization: Bearer ferrite-demo-token`. */
export const DEMO_TOKEN = 'ferrite-demo-token'
/** Nexus's well-known fleet id. */
export const FLEET_ID = '001de000-1334-4000-8000-000000000000'

export const siloId = (silo: string) => uuidFor(`silo:${silo}`)
export const userId = (silo: string, user: string) => uuidFor(`user:${silo}:${user}`)
export const groupId = (silo: string, group: string) => uuidFor(`group:${silo}:${group}`)

interface SiloSeed {
  name: string
  description: string
  identityMode: Json<Api.Silo>['identity_mode']
  quotas: { cpus: number; memory: number; storage: number }
  deviceTokenMaxTtl: number | null
}

const SILOS: SiloSeed[] = [
  {
    name: 'lumen',
    description: 'Lumen Labs, the demo organisation',
    identityMode: 'local_only',
    quotas: { cpus: 96, memory: 384 * GiB, storage: 12 * TiB },
    deviceTokenMaxTtl: null,
  },
  {
    name: 'basalt',
    description: 'Basalt Analytics, a tenant with many projects',
    identityMode: 'local_only',
    quotas: { cpus: 48, memory: 192 * GiB, storage: 6 * TiB },
    deviceTokenMaxTtl: 30 * 86_400,
  },
  {
    name: 'quartz',
    description: 'Quartz Robotics, a small tenant',
    identityMode: 'local_only',
    quotas: { cpus: 16, memory: 64 * GiB, storage: 2 * TiB },
    deviceTokenMaxTtl: 7 * 86_400,
  },
]

/** [silo, user name, display name] */
const USERS: [string, string, string][] = [
  ['lumen', 'ada', 'Ada Okafor'],
  ['lumen', 'ben', 'Ben Ito'],
  ['lumen', 'cleo', 'Cleo Marsh'],
  ['lumen', 'dev', 'Dev Rao'],
  ['lumen', 'eve', 'Eve Lind'],
  ['lumen', 'mallory', 'Mallory Quinn'],
  ['basalt', 'kai', 'Kai Berg'],
  ['quartz', 'lia', 'Lia Sol'],
  // last, so the users above keep their creation times
  ['lumen', 'fay', 'Fay Adeyemi'],
]

/** [silo, group, members] */
const GROUPS: [string, string, string[]][] = [
  ['lumen', 'platform-team', ['ada', 'ben']],
  ['lumen', 'readers', ['dev']],
  ['lumen', 'ops-oncall', []],
]

const BUILTIN_USERS: [string, string][] = [
  ['db-init', 'used for seeding initial database data'],
  ['internal-api', 'used by Nexus when handling internal API requests'],
  ['internal-read', 'used by Nexus to read privileged control plane data'],
  ['external-authn', 'used by Nexus when authenticating external requests'],
  ['saga-recovery', 'used by Nexus when recovering sagas'],
]

/** A user or a group: the same record, an id and a display name in a silo. */
function insertPrincipal(
  coll: Db['users'] | Db['groups'],
  id: string,
  displayName: string,
  silo: string,
  time: string,
): void {
  coll.insert(
    {
      id,
      display_name: displayName,
      silo_id: siloId(silo),
      time_created: time,
      time_modified: time,
    },
    siloId(silo),
  )
}

export function seedIdentity(db: Db): void {
  db.fleetId = FLEET_ID
  SILOS.forEach((s, i) => {
    const id = siloId(s.name)
    db.silos.insert(
      {
        id,
        name: s.name,
        description: s.description,
        discoverable: true,
        identity_mode: s.identityMode,
        mapped_fleet_roles: {},
        admin_group_name: null,
        time_created: seedTime(i),
        time_modified: seedTime(i),
      },
      FLEET,
    )
    db.siloQuotas.set(id, { silo_id: id, ...s.quotas })
    db.siloAuthSettings.set(id, { silo_id: id, device_token_max_ttl_seconds: s.deviceTokenMaxTtl })
  })

  USERS.forEach(([silo, name, displayName], i) => {
    const id = userId(silo, name)
    insertPrincipal(db.users, id, displayName, silo, seedTime(1 + i / 10))
    db.credentials.set(id, { userName: name, password: DEMO_PASSWORD })
  })

  GROUPS.forEach(([silo, name, members], i) => {
    const id = groupId(silo, name)
    insertPrincipal(db.groups, id, name, silo, seedTime(1.5 + i / 10))
    db.groupMembers.set(id, new Set(members.map((m) => userId(silo, m))))
  })

  const user = (silo: string, name: string) => ({
    identityId: userId(silo, name),
    identityType: 'silo_user' as const,
  })
  const group = (silo: string, name: string) => ({
    identityId: groupId(silo, name),
    identityType: 'silo_group' as const,
  })
  const lumen = siloId('lumen')
  const assignments: RoleAssignment[] = [
    { resourceType: 'fleet', resourceId: FLEET_ID, ...user('lumen', 'ada'), roleName: 'admin' },
    { resourceType: 'silo', resourceId: lumen, ...user('lumen', 'ada'), roleName: 'admin' },
    { resourceType: 'silo', resourceId: lumen, ...user('lumen', 'ben'), roleName: 'admin' },
    { resourceType: 'silo', resourceId: lumen, ...group('lumen', 'readers'), roleName: 'viewer' },
    { resourceType: 'fleet', resourceId: FLEET_ID, ...user('lumen', 'fay'), roleName: 'viewer' },
    { resourceType: 'silo', resourceId: lumen, ...user('lumen', 'fay'), roleName: 'viewer' },
    {
      resourceType: 'silo',
      resourceId: siloId('basalt'),
      ...user('basalt', 'kai'),
      roleName: 'admin',
    },
    {
      resourceType: 'silo',
      resourceId: siloId('quartz'),
      ...user('quartz', 'lia'),
      roleName: 'admin',
    },
  ]
  db.roleAssignments.push(...assignments)

  BUILTIN_USERS.forEach(([name, description]) => {
    db.builtinUsers.insert(
      {
        id: uuidFor(`builtin:${name}`),
        name,
        description,
        time_created: seedTime(0),
        time_modified: seedTime(0),
      },
      FLEET,
    )
  })

  db.samlProviders.insert(
    {
      id: uuidFor('idp:lumen:okta'),
      name: 'okta',
      description: 'Lumen staff single sign-on',
      acs_url: 'https://lumen.sys.ferrite.example/login/lumen/saml/okta',
      slo_url: 'https://lumen.okta.example/app/ferrite/slo/saml',
      idp_entity_id: 'http://www.okta.example/exk1ferritelumen',
      sp_client_id: 'ferrite-lumen',
      technical_contact_email: 'it@lumen.example',
      public_cert: null,
      group_attribute_name: 'groups',
      time_created: seedTime(2),
      time_modified: seedTime(2),
    },
    lumen,
  )

  seedAdaCredentials(db)
  seedSessions(db)
}

/**
 * Sessions of cleo (two browsers) and eve, so an operator's "sign out everywhere" has something
 * to end. No browser holds their cookies: each secret is random, as a sign-in makes it.
 */
function seedSessions(db: Db): void {
  // [user, browser, hours since last used]
  const sessions: [string, string, number][] = [
    ['cleo', 'laptop', 1],
    ['cleo', 'phone', 20],
    ['eve', 'desktop', 3],
  ]
  sessions.forEach(([name, browser, idleHours]) => {
    const user = userId('lumen', name)
    const id = `${user}.${randomSecret(32)}`
    db.sessions.set(id, {
      id,
      publicId: uuidFor(`session:${name}:${browser}`),
      userId: user,
      timeCreated: fromNow(-(idleHours + 48) / 24),
      timeLastUsed: fromNow(-idleHours / 24),
    })
  })
}

/** ada's SSH keys and device tokens (the settings pages). */
function seedAdaCredentials(db: Db): void {
  const ada = userId('lumen', 'ada')
  const keys: [string, string, string][] = [
    [
      'ada-laptop',
      'MacBook, daily driver',
      'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFerriteDemoKeyAdaLaptop0000000000000000000 ada@laptop',
    ],
    [
      'ada-workstation',
      'Office workstation',
      'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFerriteDemoKeyAdaWorkstation000000000000000 ada@ws',
    ],
    [
      'ada-old-laptop',
      'ThinkPad, retired in October',
      'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFerriteDemoKeyAdaOldLaptop00000000000000000 ada@old',
    ],
  ]
  keys.forEach(([name, description, publicKey], i) => {
    db.sshKeys.insert(
      {
        id: uuidFor(`ssh-key:ada:${name}`),
        name,
        description,
        public_key: publicKey,
        silo_user_id: ada,
        time_created: seedTime(3 + i),
        time_modified: seedTime(3 + i),
      },
      ada,
    )
  })

  // [key, created (days after the seed epoch), expires (days from now) or never]. Only the
  // demo token has a known secret (README): the other two are rows on the settings page whose
  // secrets, as on a rack, were shown once and are known to nobody, so they sign nobody in.
  const tokens: [string, number, number | null][] = [
    [DEMO_TOKEN, 4, null],
    ['ferrite-ci-token-2f1c9a', 20, 45],
    ['ferrite-laptop-token-8d03be', 30, 200],
  ]
  tokens.forEach(([key, created, expires]) => {
    const id = uuidFor(`device-token:${key}`)
    db.deviceTokens.insert(
      {
        id,
        time_created: seedTime(created),
        time_expires: expires === null ? null : fromNow(expires),
      },
      ada,
    )
    if (key === DEMO_TOKEN) db.tokenSecrets.set(DEMO_TOKEN, id)
  })
}
