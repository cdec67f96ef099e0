import { Suspense, useEffect, useRef, useState } from 'react'
import { useController, useWatch, type UseFormReturn } from 'react-hook-form'
import { Link } from 'react-router'

import { type IpVersion } from '~/api/__generated__/Api'
import { MAX_NICS_PER_INSTANCE } from '~/api/__generated__/limits'
import { pb } from '~/api/path-builder'
import { CheckboxField, RadioField } from '~/components/form/choice-fields'
import { ListboxField } from '~/components/form/listbox-field'
import { IP_CONFIG_ITEMS, IP_CONFIG_LABELS } from '~/resources/instances/nic-fields'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { AddIcon } from '~/ui/icons'
import { Message } from '~/ui/message'
import { preloadable } from '~/ui/preloadable'

import { ipVersionOf, isFree, type FormData, type SectionProps } from './data'
import { defaultPool, nicVersions, poolsOf, type InstanceCreateValues } from './form-values'
import { FormSection, MiniTable, SubHeading } from './layout'
import { FloatingIpModal, NicModal } from './network-modals'

type Form = UseFormReturn<InstanceCreateValues>

// the nested create form is loaded when first wanted (hover, focus or click)
const FloatingIpCreateModal = preloadable(() =>
  import('./floating-ip-create-modal').then((m) => m.FloatingIpCreateModal),
)

const label = (v: IpVersion) => (v === 'v4' ? 'IPv4' : 'IPv6')
const field = (v: IpVersion) =>
  v === 'v4'
    ? ({ on: 'ephemeralV4', pool: 'ephemeralV4Pool' } as const)
    : ({ on: 'ephemeralV6', pool: 'ephemeralV6Pool' } as const)

/** IP versions of the primary interface, as the form now stands. */
function useNicVersions(form: Form) {
  const [networkType, defaultStack, nics] = useWatch({
    control: form.control,
    name: ['networkType', 'defaultStack', 'nics'],
  })
  return nicVersions({ networkType, defaultStack, nics })
}

/**
 * Keeps the IP choices in line with the interfaces: a version the primary interface loses is
 * unchecked (and its floating IPs dropped); one it gains back is checked with the default pool.
 */
function useFollowNicVersions(form: Form, data: FormData, versions: IpVersion[]) {
  const key = versions.join()
  const previous = useRef(key)
  useEffect(() => {
    if (previous.current === key) return
    const before = previous.current.split(',')
    previous.current = key
    for (const v of ['v4', 'v6'] as const) {
      const f = field(v)
      if (!versions.includes(v)) form.setValue(f.on, false)
      else if (!before.includes(v)) {
        const pool = defaultPool(data.pools, v)
        if (pool) {
          form.setValue(f.on, true)
          form.setValue(f.pool, pool.name)
        }
      }
    }
    const fits = (name: string) => {
      const fip = data.floatingIps.find((f) => f.name === name)
      return !!fip && versions.includes(ipVersionOf(fip.ip))
    }
    const kept = form.getValues('floatingIps').filter(fits)
    if (kept.length !== form.getValues('floatingIps').length) form.setValue('floatingIps', kept)
  }, [key, versions, form, data])
}

function EphemeralIp({
  form,
  data,
  version,
  versions,
}: {
  form: Form
  data: FormData
  version: IpVersion
  versions: IpVersion[]
}) {
  const f = field(version)
  const on = useWatch({ control: form.control, name: f.on })
  const pools = poolsOf(data.pools, version)
  const reason = !versions.includes(version)
    ? `An ephemeral ${label(version)} address needs an ${label(version)} network interface`
    : pools.length === 0
      ? `No ${label(version)} pool fits this instance’s network interfaces`
      : undefined
  return (
    <div className="space-y-2">
      <CheckboxField
        name={f.on}
        control={form.control}
        disabled={!!reason}
        description={reason}
        label={`Allocate ${label(version)} address${on && !reason ? ' from pool:' : ''}`}
      />
      {on && !reason && (
        <ListboxField
          name={f.pool}
          control={form.control}
          label={`${label(version)} pool`}
          required
          placeholder="Select a pool"
          noItemsPlaceholder="No pools available"
          className="pl-6.5"
          items={pools.map((p) => ({
            value: p.name,
            selectedLabel: p.name,
            label: (
              <span className="flex items-center gap-2">
                {p.name}
                {p.isDefault && <Badge color="neutral">default</Badge>}
              </span>
            ),
          }))}
        />
      )}
    </div>
  )
}

function FloatingIps({
  form,
  data,
  versions,
  project,
}: {
  form: Form
  data: FormData
  versions: IpVersion[]
  project: string
}) {
  const { field: list } = useController({ control: form.control, name: 'floatingIps' })
  const [open, setOpen] = useState(false)
  const [creating, setCreating] = useState(false)
  const available = data.floatingIps.filter(
    (f) => isFree(f) && !list.value.includes(f.name) && versions.includes(ipVersionOf(f.ip)),
  )
  const reason =
    versions.length === 0
      ? 'Floating IPs need a network interface'
      : available.length === 0
        ? 'No floating IPs available'
        : undefined
  const rows = list.value.flatMap((name) => data.floatingIps.filter((f) => f.name === name))
  return (
    <div className="space-y-3">
      <SubHeading hint="A floating IP outlives any one instance: move it from instance to instance when you like">
        Floating IPs
      </SubHeading>
      <MiniTable
        label="Floating IPs"
        rows={rows}
        rowKey={(f) => f.id}
        rowName={(f) => `floating IP ${f.name}`}
        onRemove={(f) => list.onChange(list.value.filter((n) => n !== f.name))}
        empty={{
          title: 'No floating IPs',
          body: 'Attach a floating IP to reach the instance at a fixed address',
        }}
        columns={[
          { header: 'Name', cell: (f) => <span className="text-fg">{f.name}</span> },
          { header: 'IP', cell: (f) => <span className="font-mono text-xs">{f.ip}</span> },
        ]}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={!!reason}
          disabledReason={reason}
          onClick={() => setOpen(true)}
        >
          <AddIcon size={12} />
          Attach floating IP
        </Button>
        {/* none free is not a dead end: make one here, without leaving what is typed */}
        <Button
          variant="secondary"
          size="sm"
          writes
          disabled={versions.length === 0}
          disabledReason={
            versions.length === 0 ? 'Floating IPs need a network interface' : undefined
          }
          onPointerEnter={FloatingIpCreateModal.warm}
          onFocus={FloatingIpCreateModal.warm}
          onClick={() => setCreating(true)}
        >
          <AddIcon size={12} />
          Create a floating IP
        </Button>
      </div>
      {open && (
        <FloatingIpModal
          floatingIps={available}
          onAdd={(name) => list.onChange([...list.value, name])}
          onDismiss={() => setOpen(false)}
        />
      )}
      {creating && (
        <Suspense fallback={null}>
          <FloatingIpCreateModal
            project={project}
            pools={data.pools}
            versions={versions}
            // the list as it is when the IP arrives (the user may have changed it meanwhile)
            onCreated={(ip) =>
              form.setValue('floatingIps', [...form.getValues('floatingIps'), ip.name], {
                shouldDirty: true,
              })
            }
            onDismiss={() => setCreating(false)}
          />
        </Suspense>
      )}
    </div>
  )
}

function CustomNics({ form, data, project }: SectionProps) {
  const { field: list } = useController({ control: form.control, name: 'nics' })
  const [open, setOpen] = useState(false)
  const nics = list.value
  const full =
    nics.length >= MAX_NICS_PER_INSTANCE
      ? `An instance can have at most ${MAX_NICS_PER_INSTANCE} network interfaces`
      : undefined
  // every interface of an instance is in the same VPC as the first
  const vpcs = nics[0] ? data.vpcs.filter((v) => v.name === nics[0]?.vpcName) : data.vpcs
  return (
    <div className="space-y-3 pl-6.5">
      <MiniTable
        label="Network interfaces"
        rows={nics}
        rowKey={(n) => n.name}
        rowName={(n) => `network interface ${n.name}`}
        onRemove={(n) => list.onChange(nics.filter((x) => x !== n))}
        empty={{
          title: 'No network interfaces added',
          body: 'Interfaces you add are listed here; the first one becomes the primary.',
        }}
        columns={[
          {
            header: 'Name',
            cell: (n) => (
              <span className="flex items-center gap-2 text-fg">
                {n.name}
                {n === nics[0] && <Badge color="neutral">primary</Badge>}
              </span>
            ),
          },
          { header: 'VPC', cell: (n) => n.vpcName },
          { header: 'Subnet', cell: (n) => n.subnetName },
          { header: 'IP', cell: (n) => IP_CONFIG_LABELS[n.ipConfig?.type ?? 'dual_stack'] },
        ]}
      />
      <Button
        variant="secondary"
        size="sm"
        disabled={!!full}
        disabledReason={full}
        onClick={() => setOpen(true)}
      >
        <AddIcon size={12} />
        Add network interface
      </Button>
      {open && (
        <NicModal
          project={project}
          vpcs={vpcs}
          usedNames={new Set(nics.map((n) => n.name))}
          onAdd={(nic) => list.onChange([...nics, nic])}
          onDismiss={() => setOpen(false)}
        />
      )}
    </div>
  )
}

/** Network interfaces, ephemeral IPs per IP version, and floating IPs. */
export function NetworkingSection({ form, data, project }: SectionProps) {
  const networkType = useWatch({ control: form.control, name: 'networkType' })
  const versions = useNicVersions(form)
  useFollowNicVersions(form, data, versions)
  const hasDefaultVpc = data.vpcs.some((v) => v.name === 'default')

  return (
    <FormSection title="Networking">
      {data.vpcs.length === 0 && (
        <Message
          variant="notice"
          content={
            <>
              A VPC is required to add network interfaces.{' '}
              <Link to={pb.vpcs({ project })} className="text-accent underline">
                Create a VPC
              </Link>{' '}
              to enable networking.
            </>
          }
        />
      )}
      <RadioField
        name="networkType"
        control={form.control}
        label="Network interface"
        required
        items={[
          {
            value: 'default',
            label: 'Default',
            description: hasDefaultVpc
              ? 'One interface in the default subnet of the default VPC'
              : 'Needs a VPC named default',
            disabled: !hasDefaultVpc,
          },
          {
            value: 'custom',
            label: 'Custom',
            description: 'Up to 8 interfaces in the VPC and subnets you choose',
            disabled: data.vpcs.length === 0,
          },
          { value: 'none', label: 'None', description: 'No network access' },
        ]}
      />
      {networkType === 'default' && (
        <ListboxField
          name="defaultStack"
          control={form.control}
          label="IP configuration"
          required
          className="pl-6.5"
          items={IP_CONFIG_ITEMS}
        />
      )}
      {networkType === 'custom' && <CustomNics form={form} data={data} project={project} />}

      <div className="space-y-3">
        <SubHeading hint="An ephemeral IP lives as long as the instance: it is taken at creation and given back on delete">
          Ephemeral IP
        </SubHeading>
        <EphemeralIp form={form} data={data} version="v4" versions={versions} />
        <EphemeralIp form={form} data={data} version="v6" versions={versions} />
      </div>
      <FloatingIps form={form} data={data} versions={versions} project={project} />
    </FormSection>
  )
}
