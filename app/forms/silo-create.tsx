import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'

import {
  type CertificateCreate,
  type FleetRole,
  type SiloCreate,
  type SiloIdentityMode,
  type SiloRole,
} from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { q, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { useCreated } from '~/components/created'
import { CheckboxField, RadioField } from '~/components/form/choice-fields'
import { NumberField } from '~/components/form/number-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { type RouteHandle } from '~/components/shell/crumbs'
import { GiB } from '~/util/units'

import { SiloCertFields } from './silo-cert-fields'

export const handle: RouteHandle = { crumb: 'New silo', titleOnly: true }

/** Silo roles that may carry fleet roles, and the fleet roles they may confer. */
const SILO_ROLES: SiloRole[] = ['admin', 'collaborator', 'viewer']
const FLEET_ROLES: FleetRole[] = ['admin', 'collaborator', 'viewer']

type RoleMap = Record<SiloRole, Record<(typeof FLEET_ROLES)[number], boolean>>

type FormValues = {
  name: string
  description: string
  discoverable: boolean
  identityMode: SiloIdentityMode
  adminGroupName: string
  cpus: number
  memoryGiB: number
  storageGiB: number
  roles: RoleMap
  tlsCertificates: CertificateCreate[]
}

const noRoles = () => ({ admin: false, collaborator: false, viewer: false })

const defaultValues: FormValues = {
  name: '',
  description: '',
  discoverable: true,
  identityMode: 'saml_jit',
  adminGroupName: '',
  cpus: 0,
  memoryGiB: 0,
  storageGiB: 0,
  roles: {
    admin: noRoles(),
    collaborator: noRoles(),
    limited_collaborator: noRoles(),
    viewer: noRoles(),
  },
  tlsCertificates: [],
}

/** The API body from the form's values (quotas in bytes, only the mappings that are set). */
function siloCreateBody(v: FormValues): SiloCreate {
  const mappedFleetRoles: Record<string, FleetRole[]> = {}
  for (const role of SILO_ROLES) {
    const granted = FLEET_ROLES.filter((f) => v.roles[role][f])
    if (granted.length) mappedFleetRoles[role] = granted
  }
  const group = v.adminGroupName.trim()
  return {
    name: v.name,
    description: v.description,
    discoverable: v.discoverable,
    identityMode: v.identityMode,
    adminGroupName: v.identityMode !== 'local_only' && group ? group : null,
    mappedFleetRoles,
    quotas: { cpus: v.cpus, memory: v.memoryGiB * GiB, storage: v.storageGiB * GiB },
    tlsCertificates: v.tlsCertificates,
  }
}

/** The request the form sends. */
export const request = (values: FormValues) =>
  apiRequest('siloCreate', { body: siloCreateBody(values) })

/** A certificate's private key shows as a placeholder in the equivalent. */
export const secrets = { key: '<private-key>' }

const docs = [
  { href: 'https://docs.oxide.computer/guides/operator/silo-management', label: 'Silos' },
]

/** Side modal at /system/silos-new; on success it opens the new silo. */
export function Component() {
  const navigate = useNavigate()
  const form = useForm({ defaultValues })
  const createSilo = useApiMutation('siloCreate', {
    onSuccess: useCreated({
      kind: 'silo',
      invalidates: ['siloList', 'siloUtilizationList', 'systemQuotasList'],
      // a silo left out of the list is reached by its ID
      detailKey: (s) => q('siloView', { path: { silo: s.discoverable ? s.name : s.id } }).queryKey,
      to: (s) => pb.silo({ silo: s.discoverable ? s.name : s.id }),
    }),
  })
  const [name, mode, certs] = useWatch({
    control: form.control,
    name: ['name', 'identityMode', 'tlsCertificates'],
  })

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="silo"
      onDismiss={() => navigate(pb.silos())}
      onSubmit={(values) => createSilo.mutate(request(values))}
      request={request}
      secrets={secrets}
      loading={createSilo.isPending}
      submitError={createSilo.error}
      docs={docs}
      width="wide"
    >
      <NameField name="name" control={form.control} autoFocus />
      <DescriptionField name="description" control={form.control} />
      <CheckboxField
        name="discoverable"
        control={form.control}
        description="Listed among the silos and offered at login. A silo that is not is left out of the silo list and can be reached only by its ID."
      />
      <fieldset className="space-y-4">
        <legend className="mb-1.5 text-sm font-medium text-fg">Quotas</legend>
        <p className="text-xs text-tertiary">
          What the silo&apos;s projects may provision in all. 0 means none at all; quotas can be
          changed later.
        </p>
        <NumberField name="cpus" label="CPU quota" units="vCPUs" required control={form.control} />
        <NumberField
          name="memoryGiB"
          label="Memory quota"
          units="GiB"
          required
          control={form.control}
        />
        <NumberField
          name="storageGiB"
          label="Storage quota"
          units="GiB"
          required
          control={form.control}
        />
      </fieldset>
      <RadioField
        name="identityMode"
        label="Identity mode"
        required
        control={form.control}
        items={[
          {
            value: 'saml_jit',
            label: 'SAML + JIT',
            description:
              'Users sign in through a SAML identity provider; users and groups appear at their first login.',
          },
          {
            value: 'saml_scim',
            label: 'SAML + SCIM',
            description:
              'Users sign in through SAML; the identity provider manages users and groups over SCIM.',
          },
          {
            value: 'local_only',
            label: 'Local only',
            description:
              'Users and passwords are kept by the rack itself, with no identity provider.',
          },
        ]}
      />
      {mode !== 'local_only' && (
        <TextField
          name="adminGroupName"
          label="Admin group name"
          control={form.control}
          description="This group is created with the silo and made its admin; members named by the identity provider administer the silo."
        />
      )}
      <fieldset className="space-y-3">
        <legend className="mb-1.5 text-sm font-medium text-fg">Fleet role mappings</legend>
        <p className="text-xs text-tertiary">
          Members with a silo role (or a stronger one) can also get fleet roles. They are set only
          now, at creation.
        </p>
        {SILO_ROLES.map((role) =>
          FLEET_ROLES.map((fleet) => (
            <CheckboxField
              key={`${role}-${fleet}`}
              name={`roles.${role}.${fleet}`}
              label={`Silo ${role}s get the fleet ${fleet} role`}
              control={form.control}
            />
          )),
        )}
      </fieldset>
      <SiloCertFields
        silo={name}
        certs={certs}
        onChange={(next) => form.setValue('tlsCertificates', next, { shouldDirty: true })}
      />
    </SideModalForm>
  )
}
