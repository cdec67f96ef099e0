/*
 * The kit shared by the project's external addresses that attach to one instance at a time
 * (floating IPs, external subnets): what a kind names and calls, and the queries its pages
 * read. Each kind is one object (floating-ips/floating-ip-kind.ts,
 * external-subnets/external-subnet-kind.ts); the list, attach modal and forms take it.
 */
import { useQuery, type DataTag, type QueryFunction, type QueryKey } from '@tanstack/react-query'
import { useNavigate } from 'react-router'

import { qAll, type OperationId, type ParamsOf } from '~/api/client'
import { type ApiError } from '~/api/errors'
import { useCreated } from '~/components/created'
import { type ListPage, type PageQuery } from '~/table/query-table'

/** What every attachable address has. */
export type Attachable = {
  id: string
  name: string
  description: string
  instanceId?: string | null
  timeCreated: Date
  timeModified: Date
}

/** The operations of a kind. */
export type AttachableOps = {
  list: OperationId
  /** The instance's own list of them, refetched after attach and detach. */
  instanceList: OperationId
  update: OperationId
  delete: OperationId
  attach: OperationId
  detach: OperationId
}

type Pools = ListPage<{ id: string; name: string }>

/** A `qAll` of the pools, narrowed to what naming one needs. */
type PoolsQuery = {
  queryKey: DataTag<QueryKey, Pools, ApiError>
  queryFn?: QueryFunction<Pools, QueryKey, never>
}

/** A `q` of one pool by id, narrowed to what naming it needs. */
type PoolQuery = {
  queryKey: DataTag<QueryKey, { id: string; name: string }, ApiError>
  queryFn?: QueryFunction<{ id: string; name: string }, QueryKey, never>
}

type NameAndDescription = { name: string; description: string }

export type AttachableKind<R extends Attachable, O extends AttachableOps> = {
  ops: O
  /** Lower case, as the texts have it: "floating IP" ("Attach floating IP"). */
  kind: string
  /** Column headers: the address and its pool ("IP address", "IP pool"). */
  words: { address: string; pool: string }
  /** The address column's id (its place in the URL's column choice). */
  addressColumnId: string
  address: (row: R) => string
  poolId: (row: R) => string
  /** The pools of the silo, to name a row's pool. */
  pools: () => PoolsQuery
  /** One pool by id: an edit form names the one pool it shows without reading them all. */
  pool: (id: string) => PoolQuery
  page: (project: string, pageToken?: string) => PageQuery<ListPage<R>>
  all: (project: string) => PageQuery<ListPage<R>>
  view: (project: string, name: string) => PageQuery<R>
  /** The path and query naming one of them, for view, delete and detach. */
  ref: (project: string, name: string) => ParamsOf<O['delete']> & ParamsOf<O['detach']>
  attachParams: (project: string, name: string, instance: string) => ParamsOf<O['attach']>
  updateParams: (project: string, name: string, body: NameAndDescription) => ParamsOf<O['update']>
  listPath: (project: string) => string
  editPath: (project: string, name: string) => string
  /** Said after "Are you sure you want to detach x from y?", around the address. */
  detachWords: { before: string; after: string }
  /** What the attach modal says the instance gets: "web-1 will be reachable at 192.0.2.1". */
  attachOutcome: string
}

/** The attach modal's (attach-modal.tsx, which the list loads when first needed). */
export type AttachModalProps<R extends Attachable, O extends AttachableOps> = {
  kind: AttachableKind<R, O>
  project: string
  row: R
  onDismiss: () => void
}

/** "floating IP" -> "Floating IP" */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export const projectInstances = (project: string) => qAll('instanceList', { query: { project } })

/** The instance an address is attached to, once the instances are in. */
export function useAttachedInstance(project: string, id: string | null | undefined) {
  const { data } = useQuery({ ...projectInstances(project), enabled: !!id })
  return id ? data?.items.find((i) => i.id === id) : undefined
}

/**
 * The name of a row's pool: read by its id (one small request), else from the silo's list when
 * that is in the cache already; undefined until one of them answers.
 */
export function usePoolName(
  kind: { pool: (id: string) => PoolQuery; pools: () => PoolsQuery },
  id: string,
) {
  const one = useQuery({ ...kind.pool(id), throwOnError: false, retry: false })
  // the list is read from the cache only (never fetched here), and followed when it changes
  const listed = useQuery({ ...kind.pools(), enabled: false }).data
  return one.data?.name ?? listed?.items.find((p) => p.id === id)?.name
}

/**
 * What a create form of the kind shares: its mutation's `onSuccess` (refetch the list, seed the
 * edit form's query, say so, back to the list) and the side modal's props but form and submit.
 */
export function useAttachableCreate<R extends Attachable, O extends AttachableOps>(
  kind: AttachableKind<R, O>,
  project: string,
) {
  const navigate = useNavigate()
  const onSuccess = useCreated<R>({
    kind: kind.kind,
    invalidates: [kind.ops.list],
    detailKey: (created) => kind.view(project, created.name).queryKey,
    to: () => kind.listPath(project),
  })
  const modalProps = (mutation: { isPending: boolean; error: ApiError | null }) => ({
    formType: 'create' as const,
    resourceName: kind.kind,
    onDismiss: () => navigate(kind.listPath(project)),
    loading: mutation.isPending,
    submitError: mutation.error,
  })
  return { onSuccess, modalProps }
}
