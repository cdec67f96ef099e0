import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { type CertificateCreate } from '~/api/__generated__/Api'
import { FileField } from '~/components/form/file-field'
import { DescriptionField, NameField } from '~/components/form/text-field'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'

import {
  certWarnings,
  keyMatchesCertificate,
  parseCertificate,
  siloDnsName,
  type CertWarning,
} from './silo-cert-check'

type CertDraft = { name: string; description: string; cert: File | null; key: File | null }

const emptyDraft: CertDraft = { name: '', description: '', cert: null, key: null }

const PEM_KEY = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+-----END [A-Z ]*PRIVATE KEY-----/

const CERT_NOT_PEM = 'Certificate must be an X.509 certificate in PEM format'

/**
 * Why a certificate and key pair cannot be sent, as an error for one of the two fields, or
 * null: a certificate that is not PEM, a key that is not a PEM private key, or a key that is
 * not the certificate's (checked in the browser; when it cannot tell, the API has the word).
 */
export async function certPairError(
  cert: string,
  key: string,
): Promise<{ field: 'cert' | 'key'; message: string } | null> {
  if (!parseCertificate(cert)) return { field: 'cert', message: CERT_NOT_PEM }
  if (!PEM_KEY.test(key)) {
    return { field: 'key', message: 'Key must be a private key in PEM format' }
  }
  const match = await keyMatchesCertificate(cert, key)
  if (match === 'unreadable') return { field: 'key', message: 'Could not read the private key' }
  if (match === 'mismatch') {
    return { field: 'key', message: 'The private key does not match the certificate' }
  }
  return null
}

export function Warnings({ warnings, label }: { warnings: CertWarning[]; label: string }) {
  if (!warnings.length) return null
  return (
    <ul aria-label={`Warnings for ${label}`} className="mt-2 space-y-2">
      {warnings.map((w) => (
        <li key={w.title}>
          <Message variant="notice" title={w.title} content={w.body} />
        </li>
      ))}
    </ul>
  )
}

export const warningsFor = (pem: string, silo: string) =>
  certWarnings(pem, { silo, dnsName: siloDnsName(silo, window.location.hostname) })

/**
 * The silo's TLS certificates: each added from a PEM certificate and key file. Both are read
 * in the browser: a file that is not a PEM certificate, or a key that is not the
 * certificate's, is refused on its field; an expired certificate or one that does not name
 * the silo is warned of, before and after it is added (warnings only: the API has the last
 * word).
 */
export function SiloCertFields({
  silo,
  certs,
  onChange,
}: {
  /** The silo's name as typed so far, to check the certificate's names against. */
  silo: string
  certs: CertificateCreate[]
  onChange: (certs: CertificateCreate[]) => void
}) {
  const form = useForm<CertDraft>({ defaultValues: emptyDraft })
  const [preview, setPreview] = useState<{ file: File; pem: string } | null>(null)
  const certFile = useWatch({ control: form.control, name: 'cert' })
  useEffect(() => {
    let live = true
    if (certFile) {
      void certFile.text().then((pem) => {
        if (!live) return
        setPreview({ file: certFile, pem })
        // refused on the field as soon as it is chosen, not only when added
        if (!parseCertificate(pem)) form.setError('cert', { message: CERT_NOT_PEM })
        else form.clearErrors('cert')
        // a key refused for another certificate is checked again when added
        form.clearErrors('key')
      })
    }
    return () => {
      live = false
    }
  }, [certFile, form])
  const shown = preview && preview.file === certFile ? preview : null
  const readable = shown && parseCertificate(shown.pem) ? shown : null

  const add = form.handleSubmit(async ({ name, description, cert, key }) => {
    const [certText, keyText] = await Promise.all([cert!.text(), key!.text()])
    const error = await certPairError(certText, keyText)
    if (error) {
      form.setError(error.field, { message: error.message })
      return
    }
    onChange([
      ...certs,
      { name, description, cert: certText, key: keyText, service: 'external_api' },
    ])
    form.reset(emptyDraft)
  })

  return (
    <fieldset className="space-y-4">
      <legend className="mb-1.5 text-sm font-medium text-fg">TLS certificates</legend>
      <p className="text-xs text-tertiary">
        Served for the silo&apos;s web address,{' '}
        {siloDnsName(silo || '<silo>', window.location.hostname) ??
          `${silo || '<silo>'}.sys.<rack domain>`}
        . Add each one from its PEM certificate and key files.
      </p>
      {certs.length > 0 && (
        <ul aria-label="Certificates to add" className="space-y-3">
          {certs.map((c) => (
            <li key={c.name} className="rounded-md border border-line p-3">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="font-medium text-fg">{c.name}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove certificate ${c.name}`}
                  onClick={() => onChange(certs.filter((x) => x !== c))}
                >
                  Remove
                </Button>
              </div>
              <Warnings warnings={warningsFor(c.cert, silo)} label={c.name} />
            </li>
          ))}
        </ul>
      )}
      <div className="space-y-4 rounded-md border border-dashed border-line-strong p-3">
        <NameField
          name="name"
          label="Certificate name"
          control={form.control}
          required={false}
          validate={(v) => {
            if (!v) return 'Certificate name is required'
            if (certs.some((c) => c.name === v))
              return 'A certificate with this name is already added'
            return true
          }}
        />
        <DescriptionField
          name="description"
          label="Certificate description"
          control={form.control}
        />
        <FileField
          name="cert"
          label="Certificate (PEM)"
          accept=".pem,.crt,.cer"
          control={form.control}
          validate={(v) => (v ? true : 'Certificate (PEM) is required')}
        />
        {readable && (
          <Warnings warnings={warningsFor(readable.pem, silo)} label="the chosen certificate" />
        )}
        <FileField
          name="key"
          label="Private key (PEM)"
          accept=".pem,.key"
          control={form.control}
          validate={(v) => (v ? true : 'Private key (PEM) is required')}
        />
        <Button variant="secondary" size="sm" onClick={() => void add()}>
          Add certificate
        </Button>
      </div>
    </fieldset>
  )
}
