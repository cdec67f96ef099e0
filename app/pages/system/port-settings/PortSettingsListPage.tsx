import { useQuery } from '@tanstack/react-query'

import { type SwitchPortSettingsIdentity } from '~/api/__generated__/Api'
import { qList, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type RouteHandle } from '~/components/shell/crumbs'
import { allPortSettings } from '~/resources/inventory/switch-queries'
import { dateColumn, descriptionColumn, nameLinkColumn, type TableColumn } from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { ListPage, useListQuickActions } from '~/table/list-page'
import { type RowAction } from '~/table/row-actions'

import { portSettingsDocs, PortSettingsIcon } from './port-settings-display'

const settingsPage = (pageToken?: string) =>
  qList('networkingSwitchPortSettingsList', {}, pageToken)

export async function loader() {
  await queryClient.ensureQueryData(settingsPage())
  return null
}

export const handle: RouteHandle = { crumb: 'Port Settings', crumbPath: pb.portSettingsList() }

type Row = SwitchPortSettingsIdentity

const columns: TableColumn<Row>[] = [
  nameLinkColumn<Row>((s) => pb.portSettings({ portSettings: s.name })),
  descriptionColumn<Row>(),
  dateColumn<Row>('timeCreated', 'created'),
]

const create = { to: pb.portSettingsNew(), label: 'New port settings' }

/** Every switch port settings object; applied from a port's page, deleted here. */
export function Component() {
  const { data: first } = useQuery(settingsPage())
  const deleteAction = useDeleteAction('networkingSwitchPortSettingsDelete', {
    kind: 'port settings',
    label: (s: Row) => s.name,
    params: (s) => ({ query: { portSettings: s.name } }),
    invalidates: ['networkingSwitchPortSettingsList'],
    extraContent:
      'Settings applied to a switch port cannot be deleted: clear them from the port first.',
  })
  const rowActions = (s: Row): RowAction[] => [deleteAction(s)]

  useListQuickActions({
    all: allPortSettings,
    fallback: first?.items,
    create,
    group: 'Go to port settings',
    to: (s) => pb.portSettings({ portSettings: s.name }),
  })

  return (
    <ListPage
      title="Port Settings"
      icon={PortSettingsIcon}
      docs={portSettingsDocs}
      create={create}
      empty={{ title: 'No port settings', body: 'Create switch port settings to see them here' }}
      query={settingsPage}
      columns={columns}
      rowActions={rowActions}
    />
  )
}
