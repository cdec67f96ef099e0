/** What the create form reads: prefetched by the loader, read back by the sections. */
import { useQuery } from '@tanstack/react-query'
import { type UseFormReturn } from 'react-hook-form'

import { type FloatingIp, type Image } from '~/api/__generated__/Api'
import { qAll, queryClient, usePrefetchedQuery } from '~/api/client'

import { type InstanceCreateValues } from './form-values'

const formQueries = (project: string) => ({
  projectImages: qAll('imageList', { query: { project } }),
  disks: qAll('diskList', { query: { project } }),
  snapshots: qAll('snapshotList', { query: { project } }),
  sshKeys: qAll('currentUserSshKeyList', {}),
  pools: qAll('ipPoolList', {}),
  floatingIps: qAll('floatingIpList', { query: { project } }),
  vpcs: qAll('vpcList', { query: { project } }),
  antiAffinityGroups: qAll('antiAffinityGroupList', { query: { project } }),
})

/** Silo images need a silo role to list; a project-only user gets none, not an error page. */
const siloImagesQuery = qAll('imageList', {})

export async function prefetchFormData(project: string) {
  const qs = formQueries(project)
  await Promise.all([
    queryClient.ensureQueryData(qs.projectImages),
    queryClient.ensureQueryData(qs.disks),
    queryClient.ensureQueryData(qs.snapshots),
    queryClient.ensureQueryData(qs.sshKeys),
    queryClient.ensureQueryData(qs.pools),
    queryClient.ensureQueryData(qs.floatingIps),
    queryClient.ensureQueryData(qs.vpcs),
    queryClient.ensureQueryData(qs.antiAffinityGroups),
    queryClient.ensureQueryData(siloImagesQuery).catch(() => null),
  ])
}

const EMPTY: Image[] = []

export function useFormData(project: string) {
  const qs = formQueries(project)
  const siloImages = useQuery(siloImagesQuery).data?.items ?? EMPTY
  return {
    siloImages,
    projectImages: usePrefetchedQuery(qs.projectImages).items,
    disks: usePrefetchedQuery(qs.disks).items,
    snapshots: usePrefetchedQuery(qs.snapshots).items,
    sshKeys: usePrefetchedQuery(qs.sshKeys).items,
    pools: usePrefetchedQuery(qs.pools).items,
    floatingIps: usePrefetchedQuery(qs.floatingIps).items,
    vpcs: usePrefetchedQuery(qs.vpcs).items,
    antiAffinityGroups: usePrefetchedQuery(qs.antiAffinityGroups).items,
  }
}

export type FormData = ReturnType<typeof useFormData>

/** Floating IPs not attached to anything. */
export const isFree = (f: FloatingIp) => !f.instanceId

export const ipVersionOf = (ip: string) => (ip.includes(':') ? 'v6' : 'v4')

/** The props of a create-form section that needs the form, the loaded lists and the project. */
export type SectionProps = {
  form: UseFormReturn<InstanceCreateValues>
  data: FormData
  project: string
}
