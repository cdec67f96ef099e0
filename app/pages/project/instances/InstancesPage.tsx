import { useIsFetching } from '@tanstack/react-query'
import { useMemo } from 'react'
import { type LoaderFunctionArgs } from 'react-router'

import { type InstanceResultsPage } from '~/api/__generated__/Api'
import { invalidate, qAll, qList, queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { projectSelector, useProjectSelector } from '~/api/selectors'
import { instanceBulkActions } from '~/bulk/list-actions'
import { unlessRole, useMyRole } from '~/resources/access/my-role'
import { externalIpList } from '~/resources/instances/external-ips'
import { InstancesDocsPopover, RefreshButton } from '~/resources/instances/instance-header'
import { ListPage, useListQuickActions } from '~/table/list-page'
import { InstanceIcon } from '~/ui/icons'
import { Tooltip } from '~/ui/tooltip'
import { INSTANCE_LIST_POLL_SLOW_MS } from '~/util/constants'
import { formatTime } from '~/util/date'

import { useInstanceActions } from './actions'
import { instanceColumns, instanceFacets } from './instance-columns'
import { useInstancePolling } from './polling'

const instancePage = (project: string, pageToken?: string) =>
  qList('instanceList', { query: { project } }, pageToken)

/**
 * The list in one round trip: each row's external IPs are secondary data, one request per
 * instance that can only start once the list has named them. They are asked for here, the
 * moment the list arrives, and not waited for: their cells hold a placeholder until they come.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const { project } = projectSelector(params)
  const page = await queryClient.ensureQueryData(instancePage(project))
  for (const i of page.items) {
    void queryClient.prefetchQuery(externalIpList({ project, instance: i.name }))
  }
  return null
}

const itemsOf = (page: InstanceResultsPage) => page.items

const refresh = () => {
  void invalidate('instanceList')
  void invalidate('instanceExternalIpList')
  void invalidate('antiAffinityGroupMemberList')
}

/** The project's instances, polled while any of them is changing state. */
export function Component() {
  const { project } = useProjectSelector()
  const poll = useInstancePolling(itemsOf, { slowMs: INSTANCE_LIST_POLL_SLOW_MS })
  const columns = useMemo(() => instanceColumns(project), [project])
  const { actionsFor, modal } = useInstanceActions({ project, resizeLinksToInstance: true })
  const refreshing = useIsFetching({ queryKey: ['instanceList'] }) > 0
  const role = useMyRole(project)
  const create = {
    to: pb.instancesNew({ project }),
    label: 'New instance',
    disabledReason: unlessRole(
      role,
      'limited_collaborator',
      'Your role on this project does not allow creating instances',
    ),
  }
  useListQuickActions({
    all: qAll('instanceList', { query: { project } }),
    create,
    group: 'Go to instance',
    to: (i) => pb.instance({ project, instance: i.name }),
  })

  return (
    <ListPage
      title="Instances"
      icon={InstanceIcon}
      docs={<InstancesDocsPopover />}
      create={create}
      actions={({ dataUpdatedAt }) => (
        <>
          <RefreshButton onClick={refresh} refreshing={refreshing} />
          {dataUpdatedAt > 0 && (
            <Tooltip content="The list refreshes faster for a while after you start, stop or reboot an instance">
              <span tabIndex={0} className="text-xs text-tertiary">
                Updated {formatTime(dataUpdatedAt)}
              </span>
            </Tooltip>
          )}
        </>
      )}
      empty={{
        title: 'No instances',
        body: 'Instances you create in this project are listed here',
      }}
      query={(t) => ({ ...instancePage(project, t), refetchInterval: poll })}
      columns={columns}
      facets={instanceFacets}
      bulk={{
        noun: ['instance', 'instances'],
        labelOf: (i) => i.name,
        hrefOf: (i) => pb.instance({ project, instance: i.name }),
        href: pb.instances({ project }),
        actions: instanceBulkActions(project),
      }}
      rowActions={(instance) => {
        const a = actionsFor(instance)
        return [a.start, a.stop, a.reboot, a.resize, a.serialConsole, a.delete]
      }}
    >
      {modal}
    </ListPage>
  )
}
