import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { ApiError } from '~/api/errors'
import { pb } from '~/api/path-builder'
import { announceSetSelector, useSelector } from '~/api/selectors'
import { ResourceProperties } from '~/components/resource-properties'
import { type RouteHandle } from '~/components/shell/crumbs'
import { useUpdated } from '~/components/updated'
import {
  allLots,
  announcements,
  announceSets,
  lotView,
} from '~/resources/rack-networking/rack-net-queries'

import { announceSetBody, AnnounceSetForm, type AnnounceSetValues } from './bgp-announce-set-form'

/** Loads every lot with its blocks: an announcement names its block, the form its lot. */
async function loadLots() {
  const lots = await queryClient.ensureQueryData(allLots)
  await Promise.all(lots.items.map((l) => queryClient.ensureQueryData(lotView(l.name))))
}

/** Which lot each block belongs to, from what `loadLots` put in the cache. */
function lotOfBlock() {
  const lots = queryClient.getQueryData(allLots.queryKey)?.items ?? []
  return new Map(
    lots.flatMap((l) =>
      (queryClient.getQueryData(lotView(l.name).queryKey)?.blocks ?? []).map(
        (b) => [b.id, l.name] as const,
      ),
    ),
  )
}

export async function loader({ params }: LoaderFunctionArgs) {
  const { announceSet } = announceSetSelector(params)
  const [sets] = await Promise.all([
    queryClient.ensureQueryData(announceSets),
    queryClient.ensureQueryData(announcements(announceSet)),
    loadLots(),
  ])
  if (!sets.some((s) => s.name === announceSet)) {
    throw new ApiError({
      statusCode: 404,
      errorCode: 'ObjectNotFound',
      message: `not found: bgp-announce-set with name "${announceSet}"`,
      method: 'networkingBgpAnnounceSetList',
    })
  }
  return null
}

/** The request the form sends: the whole set, under its name. */
export const request = (v: AnnounceSetValues, name: string) =>
  apiRequest('networkingBgpAnnounceSetUpdate', { body: announceSetBody({ ...v, name }) })

export const handle: RouteHandle = { crumb: 'Edit announce set', titleOnly: true }

/** Side modal at /system/networking/bgp/announce-sets/:announceSet/edit: PUTs the whole set. */
export function Component() {
  const navigate = useNavigate()
  const { announceSet } = useSelector(announceSetSelector)
  const set = usePrefetchedQuery(announceSets).find((s) => s.name === announceSet)!
  const current = usePrefetchedQuery(announcements(announceSet))
  // read once, on open: later refetches must not wipe what the user typed
  const [defaultValues] = useState<AnnounceSetValues>(() => {
    const lotOf = lotOfBlock()
    return {
      name: set.name,
      description: set.description,
      announcements: current.map((a) => ({
        addressLot: lotOf.get(a.addressLotBlockId) ?? '',
        network: a.network,
      })),
    }
  })
  const form = useForm({ defaultValues })
  const update = useApiMutation('networkingBgpAnnounceSetUpdate', {
    onSuccess: useUpdated({
      kind: 'announce set',
      invalidates: ['networkingBgpAnnounceSetList', 'networkingBgpAnnouncementList'],
      to: () => pb.bgpAnnounceSets(),
    }),
  })
  return (
    <AnnounceSetForm
      form={form}
      formType="edit"
      onDismiss={() => navigate(pb.bgpAnnounceSets())}
      onSubmit={(v) => update.mutate(request(v, set.name))}
      request={(v) => request(v, set.name)}
      loading={update.isPending}
      submitError={update.error}
    >
      <ResourceProperties resource={set} className="mb-0" />
    </AnnounceSetForm>
  )
}
