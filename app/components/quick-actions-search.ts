/**
 * The palette's search across the silo: every project, instance, disk, image and VPC the user
 * may read by name, and for operators the silos, sleds and pools. Part of the palette's lazily
 * loaded code: the index is fetched when the palette opens, never with a page.
 *
 * The API lists a project's resources one project at a time, so the index grows as those
 * lists arrive (a few at a time), and the palette ranks whatever is there.
 */
import { matchSorter, rankings } from 'match-sorter'

import { pb } from '~/api/path-builder'

import { type QuickActionItem } from './quick-actions-store'

/** A search result: a palette entry with where it lives ("in web-app"). */
export type SearchEntry = QuickActionItem & { to: string; key: string; detail?: string }

type Named = { name: string }
type SledLike = { id: string; baseboard: { serial: string } }

/** Where the index reads from: each list whole; a list the user may not read is empty. */
export type SearchSource = {
  /** The projects of the silo, or null when the user may not list them. */
  projects: () => Promise<Named[] | null>
  /** Projects the user is known to read (visited), for users who may not list the silo's. */
  knownProjects: () => string[]
  instances: (project: string) => Promise<Named[]>
  disks: (project: string) => Promise<Named[]>
  images: (project?: string) => Promise<Named[]>
  vpcs: (project: string) => Promise<Named[]>
  /** Fleet-wide lists, asked only of operators. */
  silos: () => Promise<Named[]>
  sleds: () => Promise<SledLike[]>
  ipPools: () => Promise<Named[]>
  subnetPools: () => Promise<Named[]>
}

/** Project lists fetched at once: enough to keep the pipe full, few enough for a rack. */
const CONCURRENCY = 6

const settle = <T>(p: Promise<T>, fallback: T) => p.catch(() => fallback)

/**
 * Builds the index, calling `onUpdate` with everything found so far each time more arrives
 * (throttled by the caller if it likes), and a last time with `done`. Never rejects: what the
 * user may not read is simply not there.
 */
export async function buildSearchIndex(
  source: SearchSource,
  { fleetViewer }: { fleetViewer: boolean },
  onUpdate: (entries: SearchEntry[], done: boolean) => void,
  signal?: AbortSignal,
): Promise<SearchEntry[]> {
  const entries: SearchEntry[] = []
  const add = (more: Omit<SearchEntry, 'key'>[]) => {
    if (signal?.aborted || more.length === 0) return
    // keyed once here, not on every keystroke
    for (const e of more) entries.push({ ...e, key: `search\u0000${e.to}` })
    onUpdate(entries, false)
  }

  const fleet = fleetViewer
    ? [
        add([{ value: 'Silos', group: 'System', to: pb.silos() }]),
        settle(source.silos(), []).then((items) =>
          add(items.map((s) => ({ value: s.name, group: 'Silos', to: pb.silo({ silo: s.name }) }))),
        ),
        settle(source.sleds(), []).then((items) =>
          add(
            items.map((s) => ({
              value: s.baseboard.serial,
              group: 'Sleds',
              to: pb.sledInstances({ sledId: s.id }),
            })),
          ),
        ),
        settle(source.ipPools(), []).then((items) =>
          add(
            items.map((p) => ({
              value: p.name,
              group: 'IP pools',
              to: pb.ipPool({ pool: p.name }),
            })),
          ),
        ),
        settle(source.subnetPools(), []).then((items) =>
          add(
            items.map((p) => ({
              value: p.name,
              group: 'Subnet pools',
              to: pb.subnetPool({ pool: p.name }),
            })),
          ),
        ),
      ]
    : []

  const siloImages = settle(source.images(), []).then((items) =>
    add(
      items.map((i) => ({
        value: i.name,
        group: 'Images',
        detail: 'silo image',
        to: pb.siloImageEdit({ image: i.name }),
      })),
    ),
  )

  const listed = await settle(source.projects(), null)
  const projects = listed ? listed.map((p) => p.name) : source.knownProjects()
  add(
    projects.map((project) => ({
      value: project,
      group: 'Projects',
      to: pb.project({ project }),
    })),
  )

  const perProject = async (project: string) => {
    const [instances, disks, images, vpcs] = await Promise.all([
      settle(source.instances(project), []),
      settle(source.disks(project), []),
      settle(source.images(project), []),
      settle(source.vpcs(project), []),
    ])
    const detail = project
    add([
      ...instances.map((i) => ({
        value: i.name,
        group: 'Instances',
        detail,
        to: pb.instance({ project, instance: i.name }),
      })),
      ...disks.map((d) => ({
        value: d.name,
        group: 'Disks',
        detail,
        // the disk list's detail panel (its `disk` search parameter)
        to: `${pb.disks({ project })}?disk=${encodeURIComponent(d.name)}`,
      })),
      ...images.map((i) => ({
        value: i.name,
        group: 'Images',
        detail,
        to: pb.projectImageEdit({ project, image: i.name }),
      })),
      ...vpcs.map((v) => ({
        value: v.name,
        group: 'VPCs',
        detail,
        to: pb.vpc({ project, vpc: v.name }),
      })),
    ])
  }

  // a few projects at a time, in list order
  let next = 0
  const worker = async () => {
    while (next < projects.length && !signal?.aborted) await perProject(projects[next++]!)
  }
  await Promise.all([
    ...fleet,
    siloImages,
    ...Array.from({ length: Math.min(CONCURRENCY, projects.length) }, worker),
  ])
  if (!signal?.aborted) onUpdate(entries, true)
  return entries
}

/**
 * A fuzzy match whose letters lie far apart ("sett" in "dataset-import"): fine among a page's
 * few entries, noise among a silo's thousands of names. A result matched only fuzzily is kept
 * when its letters span at most twice the query's length.
 */
export const tooLoose = (rank: number, query: string) =>
  rank < rankings.ACRONYM && rank < rankings.MATCHES + 1 / (2 * query.length)

/** Results drawn per group: the best few; typing more narrows them down. */
export const SEARCH_GROUP_MAX = 8

type Ranked<T> = { item: T; rank: number; index: number }

/**
 * Ranks entries by fuzzy match of their name, best first (ties keep their order). Returns
 * each match with its rank (match-sorter's scale: higher is closer) and its place in `all`. Ranks the names as plain
 * strings and keeps diacritics (names are ASCII): on the scale seed's 21,000 entries that is
 * several times faster than ranking objects by a key.
 */
export function rankEntries<T extends { value: string }>(all: T[], query: string): Ranked<T>[] {
  let ranked: Ranked<T>[] = []
  matchSorter(
    all.map((e) => e.value),
    query,
    {
      threshold: rankings.MATCHES,
      keepDiacritics: true,
      sorter: (matches) => {
        ranked = matches
          .sort((a, b) => b.rank - a.rank || a.index - b.index)
          .map((m) => ({ item: all[m.index]!, rank: m.rank, index: m.index }))
        return []
      },
    },
  )
  return ranked
}
