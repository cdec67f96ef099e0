import { useQuery } from '@tanstack/react-query'
import { type UseFormReturn } from 'react-hook-form'

import { type BgpAnnounceSetCreate } from '~/api/__generated__/Api'
import { type ApiRequest } from '~/api/api-request'
import { type ApiError } from '~/api/errors'
import { ListboxField } from '~/components/form/listbox-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { validateIpNet } from '~/components/form/validators'
import { allLots } from '~/resources/rack-networking/rack-net-queries'

import { bgpDocs } from './bgp-config-values'
import { FormRows, useErrorOnRow } from './form-rows'

export type AnnounceSetValues = {
  name: string
  description: string
  announcements: { addressLot: string; network: string }[]
}

/** The PUT body: the whole set, its announcements replacing any it had. */
export const announceSetBody = (v: AnnounceSetValues): BgpAnnounceSetCreate => ({
  name: v.name,
  description: v.description,
  announcement: v.announcements.map((a) => ({
    addressLotBlock: a.addressLot,
    network: a.network.trim(),
  })),
})

/** A network announced once per set (spec: list items are unique). */
function validateNetwork(network: string, values: AnnounceSetValues, index: number) {
  const shape = validateIpNet(network.trim())
  if (shape) return shape
  const first = values.announcements.findIndex((a) => a.network.trim() === network.trim())
  return first !== index ? 'This network is already in the set' : undefined
}

type Props = {
  form: UseFormReturn<AnnounceSetValues>
  formType: 'create' | 'edit'
  onSubmit: (v: AnnounceSetValues) => void
  /** The PUT the submit sends. */
  request: (v: AnnounceSetValues) => ApiRequest<'networkingBgpAnnounceSetUpdate'>
  onDismiss: () => void
  loading: boolean
  submitError: ApiError | null
  /** Names already taken (create only: a PUT with one of them would replace that set). */
  taken?: string[]
  children?: React.ReactNode
}

/**
 * The fields of an announce set, shared by create and edit: both PUT the whole set, so the
 * name is the key and cannot change in edit.
 */
export function AnnounceSetForm({
  form,
  formType,
  taken = [],
  children,
  submitError,
  ...rest
}: Props) {
  // "network 10.9.0.0/24 is not within any block of address lot …" goes under that network
  const bannerError = useErrorOnRow(form, submitError, (message) => {
    const network = /^network (\S+) /i.exec(message)?.[1]
    const i = form.getValues('announcements').findIndex((a) => a.network.trim() === network)
    return i >= 0 ? `announcements.${i}.network` : undefined
  })
  const lots = useQuery({ ...allLots, throwOnError: false })
  return (
    <SideModalForm
      form={form}
      formType={formType}
      resourceName="announce set"
      docs={bgpDocs}
      submitError={bannerError}
      {...rest}
    >
      {children}
      <NameField
        name="name"
        control={form.control}
        autoFocus={formType === 'create'}
        disabled={formType === 'edit'}
        validate={(name) =>
          taken.includes(name)
            ? 'An announce set with this name already exists: edit it instead'
            : undefined
        }
      />
      <DescriptionField name="description" control={form.control} />
      <FormRows
        form={form}
        name="announcements"
        legend="Announcements"
        item="announcement"
        newItem={{ addressLot: '', network: '' }}
        empty="No announcements: the set announces nothing"
        description="Each network is announced to BGP peers; its address must lie in a block of the lot"
      >
        {(i) => (
          <>
            <ListboxField
              name={`announcements.${i}.addressLot`}
              label="Address lot"
              control={form.control}
              required
              isLoading={lots.isPending}
              items={(lots.data?.items ?? []).map((l) => ({ value: l.name, label: l.name }))}
            />
            <TextField
              name={`announcements.${i}.network`}
              label="Network"
              control={form.control}
              required
              placeholder="198.51.100.0/24"
              validate={(v, all) => validateNetwork(v, all, i)}
            />
          </>
        )}
      </FormRows>
    </SideModalForm>
  )
}
