import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useCreated } from '~/components/created'
import { type RouteHandle } from '~/components/shell/crumbs'
import { announceSets } from '~/resources/rack-networking/rack-net-queries'

import { announceSetBody, AnnounceSetForm, type AnnounceSetValues } from './bgp-announce-set-form'

/** The request the form sends. */
export const request = (v: AnnounceSetValues) =>
  apiRequest('networkingBgpAnnounceSetUpdate', { body: announceSetBody(v) })

export const handle: RouteHandle = { crumb: 'New announce set', titleOnly: true }

const defaultValues: AnnounceSetValues = {
  name: '',
  description: '',
  announcements: [{ addressLot: '', network: '' }],
}

/** Side modal at /system/networking/bgp/announce-sets-new. */
export function Component() {
  const navigate = useNavigate()
  const form = useForm({ defaultValues })
  const sets = useQuery({ ...announceSets, throwOnError: false })
  const create = useApiMutation('networkingBgpAnnounceSetUpdate', {
    onSuccess: useCreated({
      kind: 'announce set',
      invalidates: ['networkingBgpAnnounceSetList', 'networkingBgpAnnouncementList'],
      to: () => pb.bgpAnnounceSets(),
    }),
  })
  return (
    <AnnounceSetForm
      form={form}
      formType="create"
      taken={(sets.data ?? []).map((s) => s.name)}
      onDismiss={() => navigate(pb.bgpAnnounceSets())}
      onSubmit={(v) => create.mutate(request(v))}
      request={request}
      loading={create.isPending}
      submitError={create.error}
    />
  )
}
