import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type SamlIdentityProviderCreate } from '~/api/__generated__/Api'
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

async function toBody(v: FormValues, silo: string): Promise<SamlIdentityProviderCreate> {
  const keys =
    v.publicCert && v.privateKey
      ? {
          publicCert: await fileToBase64(v.publicCert),
          privateKey: await fileToBase64(v.privateKey),
        }
      : null
  return {
    name: v.name,
    description: v.description,
    technicalContactEmail: v.technicalContactEmail.trim(),
    spClientId: v.spClientId,
    acsUrl: v.standardAcs ? acsUrlFor(silo, v.name, window.location) : v.acsUrl.trim(),
    sloUrl: v.sloUrl.trim(),
    idpEntityId: v.idpEntityId,
    groupAttributeName: v.groupAttributeName.trim() || null,
    idpMetadataSource:
      v.metadataType === 'url'
        ? { type: 'url', url: v.metadataUrl.trim() }
        : { type: 'base64_encoded_xml', data: await fileToBase64(v.metadataXml!) },
    signingKeypair: keys,
  }
}

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
        create.mutate({ query: { silo }, body: await toBody(values, silo) })
      }
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
