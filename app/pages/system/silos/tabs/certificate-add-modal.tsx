import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { apiRequest } from '~/api/api-request'
import { invalidate, useApiMutation } from '~/api/client'
import { FileField } from '~/components/form/file-field'
import { ModalForm } from '~/components/form/modal-form'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { certPairError, Warnings, warningsFor } from '~/forms/silo-cert-fields'
import { addToast, ToastName } from '~/ui/toast'

type Values = { name: string; description: string; cert: File | null; key: File | null }

/** The request the form sends, from the files' text (the key is always shown masked). */
export const certificateRequest = (v: {
  name: string
  description: string
  cert: string
  key: string
}) => apiRequest('certificateCreate', { body: { ...v, service: 'external_api' } })

/**
 * Adds a certificate from its PEM certificate and key files. The certificate is read in the
 * browser and its warnings (unreadable, expired, not naming the silo) shown before it is sent;
 * a file that is not a PEM certificate, or a key that is not the certificate's, is refused on
 * its field.
 */
export function AddCertificateModal({ silo, onDismiss }: { silo: string; onDismiss: () => void }) {
  const form = useForm<Values>({
    defaultValues: { name: '', description: '', cert: null, key: null },
  })
  const certFile = useWatch({ control: form.control, name: 'cert' })
  const [preview, setPreview] = useState<{ file: File; pem: string } | null>(null)
  useEffect(() => {
    let live = true
    if (certFile) void certFile.text().then((pem) => live && setPreview({ file: certFile, pem }))
    return () => {
      live = false
    }
  }, [certFile])
  const shown = preview && preview.file === certFile ? preview : null

  const create = useApiMutation('certificateCreate', {
    onSuccess(cert) {
      void invalidate('certificateList')
      addToast({
        content: (
          <>
            Certificate <ToastName>{cert.name}</ToastName> added
          </>
        ),
      })
      onDismiss()
    },
  })

  return (
    <ModalForm
      form={form}
      title="Add certificate"
      submitLabel="Add certificate"
      onDismiss={onDismiss}
      onSubmit={async ({ name, description, cert, key }) => {
        const [certText, keyText] = await Promise.all([cert!.text(), key!.text()])
        const error = await certPairError(certText, keyText)
        if (error) {
          form.setError(error.field, { message: error.message })
          return
        }
        create.mutate(certificateRequest({ name, description, cert: certText, key: keyText }))
      }}
      // the certificate as read for its warnings; the key is never read for the disclosure
      request={({ name, description }) =>
        certificateRequest({ name, description, cert: shown?.pem ?? '<certificate PEM>', key: '' })
      }
      loading={create.isPending}
      submitError={create.error}
    >
      <NameField name="name" label="Certificate name" control={form.control} />
      <DescriptionField name="description" control={form.control} />
      <FileField
        name="cert"
        label="Certificate (PEM)"
        accept=".pem,.crt,.cer"
        control={form.control}
        required
      />
      {shown && <Warnings warnings={warningsFor(shown.pem, silo)} label="the chosen certificate" />}
      <FileField
        name="key"
        label="Private key (PEM)"
        accept=".pem,.key"
        control={form.control}
        required
      />
    </ModalForm>
  )
}
