/**
 * The instance detail's data, shared by its layout (InstancePage) and every tab: the route
 * params, the `instanceView` query and the invalidations after an action.
 */
import { type Params } from 'react-router'

import { type Instance, type InstanceUpdate } from '~/api/__generated__/Api'
import { invalidate, q, queryClient, usePrefetchedQuery } from '~/api/client'
import { instanceSelector, useInstanceSelector, type InstanceSelector } from '~/api/selectors'

/** `instanceView` by name within the project: the one cache entry every instance page reads. */
export const instanceView = ({ project, instance }: InstanceSelector) =>
  q('instanceView', { path: { instance }, query: { project } })

/** For loaders: makes sure the instance is in the cache (a missing one becomes the 404 screen). */
export const loadInstance = (params: Params) =>
  queryClient.ensureQueryData(instanceView(instanceSelector(params)))

/**
 * The current route's instance, as the layout's loader prefetched it. The layout polls it
 * while it is changing, so every tab reading it sees the new state without a reload.
 */
export function useInstance(): Instance {
  return usePrefetchedQuery(instanceView(useInstanceSelector()))
}

/** What a run-state action may have changed, everywhere it is shown. */
export function invalidateInstances() {
  void invalidate('instanceList')
  void invalidate('instanceView')
  void invalidate('instanceExternalIpList')
  void invalidate('antiAffinityGroupMemberList')
  void invalidate('instanceAntiAffinityGroupList')
}

/**
 * An `instanceUpdate` body that keeps everything as it is except `patch`: the update is a PUT,
 * so a field left out would be reset.
 */
export function instanceUpdateBody(
  instance: Instance,
  patch: Partial<InstanceUpdate> = {},
): InstanceUpdate {
  return {
    ncpus: instance.ncpus,
    memory: instance.memory,
    bootDisk: instance.bootDiskId ?? null,
    cpuPlatform: instance.cpuPlatform ?? null,
    autoRestartPolicy: instance.autoRestartPolicy ?? null,
    enableJumboFrames: instance.enableJumboFrames,
    ...patch,
  }
}
