import { useQuery } from '@tanstack/react-query'
import { Link, Outlet, type LoaderFunctionArgs } from 'react-router'

import { type Sled } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { sledSelector, useSelector } from '~/api/selectors'
import { confirmAction } from '~/components/confirm'
import { RouteTabs } from '~/components/route-tabs'
import { type RouteHandle } from '~/components/shell/crumbs'
import { formatDateTime } from '~/table/columns'
import { RowActionsMenu, type RowAction } from '~/table/row-actions'
import { CopyButton } from '~/ui/copy-button'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { addToast } from '~/ui/toast'
import { middleTruncate } from '~/ui/truncate'
import { formatBytes } from '~/util/units'

import {
  HardwareStateBadge,
  inventoryDocs,
  InventoryIcon,
  PolicyBadge,
  ProvisionBadge,
} from './sled-display'
import { sledView } from './sled-queries'

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(sledView(sledSelector(params).sledId))
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => middleTruncate(sledSelector(params).sledId, 12),
}

/** Why the provision policy cannot change, or undefined. */
const provisionReason = (s: Sled) =>
  s.policy.kind === 'expunged'
    ? 'An expunged sled takes no new work, whatever its policy'
    : undefined

/** A sled: its hardware and policies, the instances running on it and its physical disks. */
export function Component() {
  const { sledId } = useSelector(sledSelector)
  const { data: sled } = useQuery(sledView(sledId))
  const setPolicy = useApiMutation('sledSetProvisionPolicy', {
    onSuccess(_r, { body }) {
      void invalidate('sledList')
      void invalidate('sledView')
      addToast({
        content:
          body.state === 'provisionable'
            ? 'Sled is provisionable again'
            : 'Sled marked not provisionable',
      })
    },
  })
  if (!sled) return null

  const provisionable =
    sled.policy.kind === 'in_service' && sled.policy.provisionPolicy === 'provisionable'
  const actions: RowAction[] = [
    {
      label: provisionable ? 'Mark not provisionable' : 'Mark provisionable',
      disabled: provisionReason(sled) ?? false,
      onActivate: () => {
        const req = apiRequest('sledSetProvisionPolicy', {
          path: { sledId },
          body: { state: provisionable ? 'non_provisionable' : 'provisionable' },
        })
        confirmAction({
          requests: () => req,
          title: provisionable ? 'Mark not provisionable' : 'Mark provisionable',
          actionType: provisionable ? 'danger' : 'primary',
          actionText: 'Confirm',
          errorTitle: 'Could not change the provision policy',
          content: provisionable ? (
            <p>
              New instances and disks will no longer be placed on this sled. What runs on it now
              stays where it is until it is stopped or moved.
            </p>
          ) : (
            <p>New instances and disks may be placed on this sled again.</p>
          ),
          doAction: () => setPolicy.mutateAsync(req),
        })
      },
    },
  ]

  return (
    <>
      <PageHeader
        title={`Sled ${sled.baseboard.serial}`}
        icon={<InventoryIcon size={20} />}
        adornment={inventoryDocs}
        actions={<RowActionsMenu label="Sled actions" id={sled.id} actions={actions} />}
      />
      <PropertiesTable columns={2}>
        <PropertiesTable.Row label="Sled ID">
          <span className="inline-flex min-w-0 items-center gap-1">
            <span className="truncate font-mono text-xs">{sled.id}</span>
            <CopyButton text={sled.id} label="Copy ID" />
          </span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Part">{sled.baseboard.part}</PropertiesTable.Row>
        <PropertiesTable.Row label="Policy">
          <PolicyBadge sled={sled} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Serial">{sled.baseboard.serial}</PropertiesTable.Row>
        <PropertiesTable.Row label="Provision policy">
          <ProvisionBadge sled={sled} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Revision">{sled.baseboard.revision}</PropertiesTable.Row>
        <PropertiesTable.Row label="State">
          <HardwareStateBadge state={sled.state} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Slot">{sled.slot ?? null}</PropertiesTable.Row>
        <PropertiesTable.Row label="Hardware threads">
          {sled.usableHardwareThreads}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Physical RAM">
          {formatBytes(sled.usablePhysicalRam)}
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Rack ID">
          <Link
            to={pb.rack({ rackId: sled.rackId })}
            className="truncate font-mono text-xs text-accent underline-offset-2 hover:underline"
          >
            {sled.rackId}
          </Link>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Created">
          {formatDateTime(sled.timeCreated)}
        </PropertiesTable.Row>
      </PropertiesTable>
      <RouteTabs
        label="Sled"
        tabs={[
          { label: 'Instances', to: pb.sledInstances({ sledId }) },
          { label: 'Disks', to: pb.sledDisks({ sledId }) },
        ]}
      />
      <Outlet />
    </>
  )
}
