import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type SamlIdentityProviderCreate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useSiloSelector } from '~/api/selectors'
import { useCreated } from '~/components/created'
import { CheckboxField, RadioField } from '~/components/form/choice-fields'
import { FileField } from '~/components/form/file-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'

import { acsUrlFor, fileToBase64, validateEmail, validateHttpUrl } from './idp-values'

export const handle: RouteHandle = { crumb: 'New identity provider', titleOnly: true }

type FormValues = {
  name: string
  description: string
  technicalContactEmail: string
  spClientId: string
  standardAcs: boolean
  acsUrl: string
  sloUrl: string
  idpEntityId: string
  groupAttributeName: string
  metadataType: 'url' | 'xml'
  metadataUrl: string
  metadataXml: File | null
  publicCert: File | null
  privateKey: File | null
}

const defaultValues: FormValues = {
  name: '',
  description: '',
  technicalContactEmail: '',
  spClientId: '',
  standardAcs: true,
  acsUrl: '',
  sloUrl: '',
  idpEntityId: '',
  groupAttributeName: '',
  metadataType: 'url',
  metadataUrl: '',
  metadataXml: null,
  publicCert: null,
  privateKey: null,
}

const docs = [
  {
    href: 'https://docs.oxide.computer/guides/system/completing-rack-config',
    label: 'Identity providers',
  },
]

type Where = Parameters<typeof acsUrlFor>[2]

/** A chosen file's contents as the body carries them: base64 when sent, a placeholder when shown. */
type FileData = (file: File) => string

/** The files' contents, read before the submit sends the request. */
async function readFiles(v: FormValues): Promise<FileData> {
  const files = [v.metadataXml, v.publicCert, v.privateKey].filter((f) => f !== null)
  const data = new Map(
    await Promise.all(files.map(async (f) => [f, await fileToBase64(f)] as const)),
  )
  return (f) => data.get(f) ?? ''
}

/** The panel's stand-in for a file's contents (the private key is masked by its key anyway). */
const filePlaceholder: FileData = (f) => `<base64 of ${f.name}>`

function toBody(
  v: FormValues,
  silo: string,
  where: Where,
  data: FileData,
): SamlIdentityProviderCreate {
  const keys =
    v.publicCert && v.privateKey
      ? { publicCert: data(v.publicCert), privateKey: data(v.privateKey) }
      : null
  if (v.metadataType === 'xml' && !v.metadataXml) throw new Error('No metadata file')
  return {
    name: v.name,
    description: v.description,
    technicalContactEmail: v.technicalContactEmail.trim(),
    spClientId: v.spClientId,
    acsUrl: v.standardAcs ? acsUrlFor(silo, v.name, where) : v.acsUrl.trim(),
    sloUrl: v.sloUrl.trim(),
    idpEntityId: v.idpEntityId,
    groupAttributeName: v.groupAttributeName.trim() || null,
    idpMetadataSource:
      v.metadataType === 'url'
        ? { type: 'url', url: v.metadataUrl.trim() }
        : { type: 'base64_encoded_xml', data: data(v.metadataXml!) },
    signingKeypair: keys,
  }
}

/** The request the form sends; `data` gives the chosen files' contents. */
export const request = (v: FormValues, silo: string, where: Where, data = filePlaceholder) =>
  apiRequest('samlIdentityProviderCreate', { query: { silo }, body: toBody(v, silo, where, data) })

/** Side modal at /system/silos/:silo/idps-new: a SAML identity provider for the silo. */
export function Component() {
  const { silo } = useSiloSelector()
  const navigate = useNavigate()
  const form = useForm({ defaultValues })
  const create = useApiMutation('samlIdentityProviderCreate', {
    onSuccess: useCreated({
      kind: 'identity provider',
      invalidates: ['siloIdentityProviderList'],
      to: () => pb.siloIdps({ silo }),
    }),
  })
  const [name, standardAcs, metadataType, publicCert, privateKey] = useWatch({
    control: form.control,
    name: ['name', 'standardAcs', 'metadataType', 'publicCert', 'privateKey'],
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="identity provider"
      subtitle="SAML"
      onDismiss={() => navigate(pb.siloIdps({ silo }))}
      onSubmit={async (values) =>
        create.mutate(request(values, silo, window.location, await readFiles(values)))
      }
      request={(values) => request(values, silo, window.location)}
      loading={create.isPending}
      submitError={create.error}
      docs={docs}
      width="wide"
    >
      <NameField
        name="name"
        control={form.control}
        autoFocus
        description={`Users sign in at /login/${silo}/saml/${name || '<name>'}`}
      />
      <DescriptionField name="description" control={form.control} required />
      <TextField
        name="technicalContactEmail"
        label="Technical contact email"
        control={form.control}
        required
        validate={validateEmail}
      />
      <fieldset className="space-y-4">
        <legend className="mb-1.5 text-sm font-medium text-fg">Service provider (this rack)</legend>
        <TextField
          name="spClientId"
          label="Service provider client ID"
          control={form.control}
          required
        />
        <CheckboxField
          name="standardAcs"
          label="Use the standard ACS URL"
          control={form.control}
          description={
            name
              ? acsUrlFor(silo, name, window.location)
              : `${acsUrlFor(silo, '', window.location)}<name>`
          }
        />
        {!standardAcs && (
          <TextField
            name="acsUrl"
            label="ACS URL"
            control={form.control}
            required
            validate={validateHttpUrl}
            description="Where the identity provider sends its SAML response"
          />
        )}
        <TextField
          name="sloUrl"
          label="Single logout (SLO) URL"
          control={form.control}
          required
          validate={validateHttpUrl}
          description="Where the identity provider sends logout requests"
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-1.5 text-sm font-medium text-fg">Identity provider</legend>
        <TextField name="idpEntityId" label="Entity ID" control={form.control} required />
        <TextField
          name="groupAttributeName"
          label="Group attribute name"
          control={form.control}
          description="The SAML attribute listing the user's groups; without it no one is in a group"
        />
        <RadioField
          name="metadataType"
          label="Metadata source"
          required
          control={form.control}
          layout="cards"
          items={[
            { value: 'url', label: 'URL' },
            { value: 'xml', label: 'XML file' },
          ]}
        />
        {metadataType === 'url' ? (
          <TextField
            name="metadataUrl"
            label="Metadata URL"
            control={form.control}
            required
            validate={validateHttpUrl}
          />
        ) : (
          <FileField
            name="metadataXml"
            label="Metadata XML"
            accept=".xml,application/xml,text/xml"
            control={form.control}
            validate={(f) => (f ? true : 'Metadata XML is required')}
          />
        )}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-1.5 text-sm font-medium text-fg">Request signing (optional)</legend>
        <p className="text-xs text-tertiary">
          To sign requests to the identity provider, give both the certificate and the key.
        </p>
        <FileField
          name="publicCert"
          label="Public certificate (DER)"
          accept=".der,.cer,.crt"
          control={form.control}
          validate={(f) =>
            !f && privateKey ? 'Give the public certificate too, or neither file' : true
          }
        />
        <FileField
          name="privateKey"
          label="Private key (DER, PKCS#1)"
          accept=".der,.key"
          control={form.control}
          validate={(f) => (!f && publicCert ? 'Give the private key too, or neither file' : true)}
        />
      </fieldset>
    </SideModalForm>
  )
}
