/** Operator view of silos: silos, their quotas, policies, users, identity providers; the fleet policy. */
import type { MSWHandlers } from '../../app/api/__generated__/msw-handlers'
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { isUuid, now } from '../db/ids'
import { FLEET, type Api, type Json } from '../db/schema'
import { alreadyExists, invalidRequest, notFoundById, notFoundByName } from '../errors'
import { lookupIn } from '../lookup'
import { policyOf, replacePolicy } from '../policy'
import { provisioned, quotas } from '../utilization'
import { checkCertificatePem, insertCertificate } from './certificates'
import { siloPools } from './silo'
import { assertNameFree, check, identityMetadata, paginate, paginateArray, stamp } from './util'

const lookupSilo = (key: string) => lookupIn('silo', db.silos, FLEET, key)

/** Silos whose `discoverable` is false are left out of the list (reachable by id only). */
const listedSilos = () => db.silos.inScope(FLEET).filter((s) => s.discoverable)

function siloUtilization(silo: Json<Api.Silo>): Json<Api.SiloUtilization> {
  return {
    silo_id: silo.id,
    silo_name: silo.name,
    allocated: quotas(silo.id),
    provisioned: provisioned(silo.id),
  }
}

function siloProvider(siloKey: string | undefined, providerKey: string) {
  check(siloKey || isUuid(providerKey), 'silo must be specified')
  if (isUuid(providerKey)) {
    const idp = db.samlProviders.get(providerKey)
    if (!idp) throw notFoundById('identity-provider', providerKey)
    return idp
  }
  const silo = lookupSilo(siloKey!)
  const idp = db.samlProviders.byName(silo.id, providerKey)
  if (!idp) throw notFoundByName('identity-provider', providerKey)
  return idp
}

function localUser(siloKey: string, userId: string) {
  const silo = lookupSilo(siloKey)
  const user = db.users.get(userId)
  if (!user || user.silo_id !== silo.id) throw notFoundById('silo-user', userId)
  check(
    silo.identity_mode === 'local_only',
    `silo "${silo.name}" does not manage its users locally`,
  )
  return { silo, user }
}

export const systemSiloHandlers = {
  siloList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return paginateArray(listedSilos(), query, (s) => s.name)
  },

  siloView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    return lookupSilo(path.silo)
  },

  siloCreate({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    assertNameFree(db.silos, FLEET, body.name, 'silo')
    const mapped = body.mapped_fleet_roles ?? {}
    // like Nexus, any silo role may confer any fleet role, the fleet admin role included
    for (const role of Object.keys(mapped)) {
      check(
        ['admin', 'collaborator', 'limited_collaborator', 'viewer'].includes(role),
        `unknown silo role "${role}"`,
      )
    }
    for (const [k, v] of Object.entries(body.quotas))
      check(v >= 0, `${k} quota must not be negative`)
    const certNames = new Set<string>()
    for (const cert of body.tls_certificates) {
      check(!certNames.has(cert.name), `duplicate certificate name "${cert.name}"`)
      certNames.add(cert.name)
      checkCertificatePem(cert)
    }
    const s = stamp()
    const silo = db.silos.insert(
      {
        ...identityMetadata(s, 'silo', body),
        discoverable: body.discoverable,
        identity_mode: body.identity_mode,
        mapped_fleet_roles: mapped,
        admin_group_name: body.admin_group_name ?? null,
      },
      FLEET,
    )
    db.siloQuotas.set(silo.id, { silo_id: silo.id, ...body.quotas })
    for (const cert of body.tls_certificates) insertCertificate(silo.id, cert)
    db.siloAuthSettings.set(silo.id, { silo_id: silo.id, device_token_max_ttl_seconds: null })
    if (body.admin_group_name) {
      // like Nexus: the named group exists at once and administers the silo
      const group = db.groups.insert(
        {
          id: s.ids('group'),
          display_name: body.admin_group_name,
          silo_id: silo.id,
          time_created: s.time,
          time_modified: s.time,
        },
        silo.id,
      )
      db.groupMembers.set(group.id, new Set())
      db.roleAssignments.push({
        resourceType: 'silo',
        resourceId: silo.id,
        identityId: group.id,
        identityType: 'silo_group',
        roleName: 'admin',
      })
    }
    return silo
  },

  siloDelete({ path, req }) {
    const actor = actorOf(req)
    requireFleet(actor, 'admin')
    const silo = lookupSilo(path.silo)
    check(silo.id !== actor.siloId, 'you cannot delete your own silo')
    const project = db.projects.inScope(silo.id)[0]
    if (project) throw invalidRequest(`silo to be deleted contains a project: ${project.name}`)
    for (const u of [...db.users.inScope(silo.id)]) {
      db.users.delete(u.id)
      db.credentials.delete(u.id)
    }
    for (const g of [...db.groups.inScope(silo.id)]) {
      db.groups.delete(g.id)
      db.groupMembers.delete(g.id)
    }
    for (const idp of [...db.samlProviders.inScope(silo.id)]) db.samlProviders.delete(idp.id)
    for (const image of [...db.images.inScope(`silo:${silo.id}`)]) db.images.delete(image.id)
    db.ipPoolSiloLinks = db.ipPoolSiloLinks.filter((l) => l.silo_id !== silo.id)
    db.roleAssignments = db.roleAssignments.filter((a) => a.resourceId !== silo.id)
    db.siloQuotas.delete(silo.id)
    db.siloAuthSettings.delete(silo.id)
    db.silos.delete(silo.id)
    return 204
  },

  siloPolicyView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    return policyOf('silo', lookupSilo(path.silo).id)
  },

  siloPolicyUpdate({ path, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const silo = lookupSilo(path.silo)
    return replacePolicy('silo', silo.id, body.role_assignments, silo.id)
  },

  siloQuotasView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    return db.siloQuotas.get(lookupSilo(path.silo).id)!
  },

  siloQuotasUpdate({ path, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const silo = lookupSilo(path.silo)
    const current = db.siloQuotas.get(silo.id)!
    for (const [k, v] of Object.entries(body))
      check(v == null || v >= 0, `${k} quota must not be negative`)
    const next = {
      silo_id: silo.id,
      cpus: body.cpus ?? current.cpus,
      memory: body.memory ?? current.memory,
      storage: body.storage ?? current.storage,
    }
    db.siloQuotas.set(silo.id, next)
    return next
  },

  systemQuotasList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const all = db.silos.inScope(FLEET).map((s) => ({ ...db.siloQuotas.get(s.id)!, id: s.id }))
    const page = paginateArray(all, query, (q) => q.id, 'id_ascending')
    return { items: page.items.map(({ id: _id, ...q }) => q), next_page: page.next_page }
  },

  siloIpPoolList({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return paginateArray(siloPools(lookupSilo(path.silo).id), query, (p) => p.name)
  },

  siloUserList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    check(query.silo, 'silo must be specified')
    return paginate(db.users, lookupSilo(query.silo).id, query, 'id_ascending')
  },

  siloUserView({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const silo = lookupSilo(query.silo)
    const user = db.users.get(path.userId)
    if (!user || user.silo_id !== silo.id) throw notFoundById('silo-user', path.userId)
    return user
  },

  userBuiltinList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return paginate(db.builtinUsers, FLEET, query)
  },

  userBuiltinView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    return lookupIn('user-builtin', db.builtinUsers, FLEET, path.user)
  },

  siloUtilizationList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    const all = listedSilos().map((s) => ({ ...siloUtilization(s), id: s.id, name: s.name }))
    const page = paginateArray(all, query, (u) => u.name)
    return {
      items: page.items.map(({ id: _id, name: _name, ...u }) => u),
      next_page: page.next_page,
    }
  },

  siloUtilizationView({ path, req }) {
    requireFleet(actorOf(req), 'viewer')
    return siloUtilization(lookupSilo(path.silo))
  },

  systemPolicyView({ req }) {
    requireFleet(actorOf(req), 'viewer')
    return policyOf<'admin' | 'collaborator' | 'viewer'>('fleet', db.fleetId)
  },

  systemPolicyUpdate({ body, req }) {
    requireFleet(actorOf(req), 'admin')
    return replacePolicy('fleet', db.fleetId, body.role_assignments, null)
  },

  siloIdentityProviderList({ query, req }) {
    requireFleet(actorOf(req), 'viewer')
    check(query.silo, 'silo must be specified')
    const idps = db.samlProviders.inScope(lookupSilo(query.silo).id).map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      provider_type: 'saml' as const,
      time_created: p.time_created,
      time_modified: p.time_modified,
    }))
    return paginateArray(idps, query, (p) => p.name)
  },

  samlIdentityProviderView({ path, query, req }) {
    requireFleet(actorOf(req), 'viewer')
    return siloProvider(query.silo, path.provider)
  },

  samlIdentityProviderCreate({ query, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const silo = lookupSilo(query.silo)
    assertNameFree(db.samlProviders, silo.id, body.name, 'identity-provider')
    if (body.idp_metadata_source.type === 'url') {
      check(
        /^https?:\/\//.test(body.idp_metadata_source.url),
        'idp metadata url must be http or https',
      )
    }
    const s = stamp()
    return db.samlProviders.insert(
      {
        ...identityMetadata(s, 'idp', body),
        acs_url: body.acs_url,
        slo_url: body.slo_url,
        idp_entity_id: body.idp_entity_id,
        sp_client_id: body.sp_client_id,
        technical_contact_email: body.technical_contact_email,
        group_attribute_name: body.group_attribute_name ?? null,
        public_cert: body.signing_keypair?.public_cert ?? null,
      },
      silo.id,
    )
  },

  localIdpUserCreate({ query, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const silo = lookupSilo(query.silo)
    check(
      silo.identity_mode === 'local_only',
      `silo "${silo.name}" does not manage its users locally`,
    )
    const taken = db.users
      .inScope(silo.id)
      .some((u) => db.credentials.get(u.id)?.userName === body.external_id)
    if (taken) throw alreadyExists('silo-user', body.external_id)
    const s = stamp()
    const user = db.users.insert(
      {
        id: s.ids('user'),
        display_name: body.external_id,
        silo_id: silo.id,
        time_created: s.time,
        time_modified: s.time,
      },
      silo.id,
    )
    // a user who may not log in has no password at all
    db.credentials.set(user.id, {
      userName: body.external_id,
      password: body.password.mode === 'password' ? body.password.value : '',
    })
    return user
  },

  localIdpUserDelete({ path, query, req }) {
    requireFleet(actorOf(req), 'admin')
    const { user } = localUser(query.silo, path.userId)
    db.users.delete(user.id)
    db.credentials.delete(user.id)
    for (const members of db.groupMembers.values()) members.delete(user.id)
    db.roleAssignments = db.roleAssignments.filter((a) => a.identityId !== user.id)
    for (const [id, s] of db.sessions) if (s.userId === user.id) db.sessions.delete(id)
    return 204
  },

  localIdpUserSetPassword({ path, query, body, req }) {
    requireFleet(actorOf(req), 'admin')
    const { user } = localUser(query.silo, path.userId)
    const cred = db.credentials.get(user.id)!
    cred.password = body.mode === 'password' ? body.value : ''
    db.users.update(user.id, { time_modified: now() })
    return 204
  },
} satisfies Partial<MSWHandlers>
