import { useForm, useWatch } from 'react-hook-form'

import { type VirtualResourceCounts } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, useApiMutation } from '~/api/client'
import { ModalForm } from '~/components/form/modal-form'
import { NumberField } from '~/components/form/number-field'
import { Message } from '~/ui/message'
import { addToast } from '~/ui/toast'

import { belowUse, fromQuotaValues, toQuotaValues, type QuotaValues } from '../quota-values'

/** The request the form sends. */
export const quotasRequest = (v: QuotaValues, silo: string) =>
  apiRequest('siloQuotasUpdate', { path: { silo }, body: fromQuotaValues(v) })

/** Sets the silo's three quotas; warns (without refusing) when one is below what is in use. */
export function EditQuotasModal({
  silo,
  provisioned,
  allocated,
  onDismiss,
}: {
  silo: string
  provisioned: VirtualResourceCounts
  allocated: VirtualResourceCounts
  onDismiss: () => void
}) {
  const form = useForm<QuotaValues>({ defaultValues: toQuotaValues(allocated) })
  const update = useApiMutation('siloQuotasUpdate', {
    onSuccess: async () => {
      await Promise.all(
        (
          [
            'siloUtilizationView',
            'siloUtilizationList',
            'siloQuotasView',
            'systemQuotasList',
          ] as const
        ).map((op) => invalidate(op)),
      )
      addToast({ content: `Quotas of ${silo} updated` })
      onDismiss()
    },
  })
  const below = belowUse(useWatch({ control: form.control }) as QuotaValues, provisioned)
  return (
    <ModalForm
      form={form}
      title="Edit quotas"
      submitLabel="Update quotas"
      onDismiss={onDismiss}
      onSubmit={(v) => update.mutate(quotasRequest(v, silo))}
      request={(v) => quotasRequest(v, silo)}
      loading={update.isPending}
      submitError={update.error}
    >
      <NumberField name="cpus" label="CPU quota" units="vCPUs" required control={form.control} />
      <NumberField
        name="memoryGiB"
        label="Memory quota"
        units="GiB"
        integer={false}
        required
        control={form.control}
      />
      <NumberField
        name="storageGiB"
        label="Storage quota"
        units="GiB"
        integer={false}
        required
        control={form.control}
      />
      {below.length > 0 && (
        <Message
          variant="notice"
          title="Below what is in use"
          content={
            <>
              Nothing already provisioned is removed, but the silo&apos;s users cannot provision
              more of these until use falls under the quota:
              <ul className="mt-1 list-disc pl-4">
                {below.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </>
          }
        />
      )}
    </ModalForm>
  )
}
