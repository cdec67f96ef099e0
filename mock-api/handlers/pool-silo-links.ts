/**
 * What IP pools and subnet pools share in the mock: their plain reads and rename, and their silo
 * links: one link per (pool, silo), a
 * silo's default unique per class of pool (IP version, and for IP pools type too), and unlinking
 * refused while the pool's addresses are in use in the silo.
 */
import { requireFleet } from '../authz'
import { actorOf } from '../context'
import { db } from '../db'
import { type Collection } from '../db/collection'
import { FLEET } from '../db/schema'
import { alreadyExists, notFoundByName } from '../errors'
import { lookupIn } from '../lookup'
import { type PageQuery } from '../paginate'
import { check, paginate, paginateArray, renamePatch } from './util'

type Pool = { id: string; name: string }
type Req<Path> = { path: Path; req: Request }
type Link = { silo_id: string; is_default: boolean }

const lookupSilo = (key: string) => lookupIn('silo', db.silos, FLEET, key)

/**
 * The plain reads and the rename of a fleet pool collection (IP pools, subnet pools): list, view
 * by name or id, and update of name and description. Reads need fleet viewer, writes fleet admin.
 */
export function fleetPoolHandlers<P extends Pool & { description: string }>(
  /** The collection as it is now (a reset of the store replaces it). */
  collection: () => Collection<P>,
  type: string,
) {
  const lookup = (key: string) => lookupIn(type, collection(), FLEET, key)
  return {
    lookup,
    list({ query, req }: { query: PageQuery; req: Request }) {
      requireFleet(actorOf(req), 'viewer')
      return paginate(collection(), FLEET, query)
    },
    view({ path, req }: Req<{ pool: string }>) {
      requireFleet(actorOf(req), 'viewer')
      return lookup(path.pool)
    },
    update({
      path,
      body,
      req,
    }: Req<{ pool: string }> & { body: { name?: string | null; description?: string | null } }) {
      requireFleet(actorOf(req), 'admin')
      const pool = lookup(path.pool)
      const coll = collection()
      return coll.update(pool.id, renamePatch(coll, FLEET, pool, type, body))
    },
  }
}

export function poolSiloLinks<P extends Pool, L extends Link>(kind: {
  /** The links as they are now (the store replaces its array on unlink). */
  links: () => L[]
  setLinks: (links: L[]) => void
  poolIdOf: (link: L) => string
  newLink: (pool: P, siloId: string, isDefault: boolean) => L
  /** Whether the pool with this id shares a silo default with `pool`. */
  sameDefaultClass: (pool: P, otherPoolId: string) => boolean
  /** How the API names a link in its errors. */
  resource: string
  /** A 400 when the pool may not be linked at all (checked once both are found). */
  assertLinkable?: (pool: P) => void
  /** Whether addresses of the pool are in use in the silo, and how the refusal is worded. */
  inUse: (pool: P, siloId: string) => boolean
  inUseMessage: string
}) {
  const linkOf = (pool: P, siloId: string) =>
    kind.links().find((l) => kind.poolIdOf(l) === pool.id && l.silo_id === siloId)

  function demoteOtherDefaults(pool: P, siloId: string) {
    for (const link of kind.links()) {
      const otherId = kind.poolIdOf(link)
      if (
        link.silo_id === siloId &&
        otherId !== pool.id &&
        link.is_default &&
        kind.sameDefaultClass(pool, otherId)
      ) {
        link.is_default = false
      }
    }
  }

  function find(pool: P, siloKey: string) {
    const silo = lookupSilo(siloKey)
    const link = linkOf(pool, silo.id)
    if (!link) throw notFoundByName(kind.resource, `${pool.name} in silo ${silo.name}`)
    return { silo, link }
  }

  const list = (pool: P, query: PageQuery) => {
    const links = kind
      .links()
      .filter((l) => kind.poolIdOf(l) === pool.id)
      .map((link) => ({ link, id: link.silo_id }))
    const page = paginateArray(links, query, (l) => l.id, 'id_ascending')
    return { items: page.items.map((l) => ({ ...l.link })), next_page: page.next_page }
  }

  return {
    isLinked: (pool: P) => kind.links().some((l) => kind.poolIdOf(l) === pool.id),

    /**
     * The four link operations of a pool found by `lookup`: list (a page at a time in silo id
     * order), link, update (make or clear the default) and unlink. Reads need fleet viewer,
     * writes fleet admin.
     */
    handlers: (lookup: (key: string) => P) => ({
      list({ path, query, req }: Req<{ pool: string }> & { query: PageQuery }) {
        requireFleet(actorOf(req), 'viewer')
        return list(lookup(path.pool), query)
      },

      link({
        path,
        body,
        req,
      }: Req<{ pool: string }> & { body: { silo: string; is_default: boolean } }) {
        requireFleet(actorOf(req), 'admin')
        const pool = lookup(path.pool)
        const silo = lookupSilo(body.silo)
        kind.assertLinkable?.(pool)
        if (linkOf(pool, silo.id))
          throw alreadyExists(kind.resource, `${pool.name} in silo ${silo.name}`)
        if (body.is_default) demoteOtherDefaults(pool, silo.id)
        const link = kind.newLink(pool, silo.id, body.is_default)
        kind.links().push(link)
        return link
      },

      update({
        path,
        body,
        req,
      }: Req<{ pool: string; silo: string }> & { body: { is_default: boolean } }) {
        requireFleet(actorOf(req), 'admin')
        const pool = lookup(path.pool)
        const { silo, link } = find(pool, path.silo)
        if (body.is_default) demoteOtherDefaults(pool, silo.id)
        link.is_default = body.is_default
        return link
      },

      unlink({ path, req }: Req<{ pool: string; silo: string }>) {
        requireFleet(actorOf(req), 'admin')
        const pool = lookup(path.pool)
        const { silo, link } = find(pool, path.silo)
        check(!kind.inUse(pool, silo.id), kind.inUseMessage)
        kind.setLinks(kind.links().filter((l) => l !== link))
        return 204 as const
      },
    }),
  }
}
