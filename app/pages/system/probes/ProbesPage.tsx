import { useLoaderData, type LoaderFunctionArgs } from 'react-router'

import { type ProbeInfo } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { DocsPopover } from '~/components/docs-popover'
import { type RouteHandle } from '~/components/shell/crumbs'
import { loadMyRole } from '~/resources/access/my-role'
import {
  externalIp,
  interfaceIp,
  probeDocs,
  ProbeIcon,
  ProbeWriteGate,
  sledLabel,
  SledLink,
} from '~/resources/probes/probe-display'
import {
  inProject,
  probePage,
  projectFromRequest,
  sledsAll,
} from '~/resources/probes/probe-queries'
import { accessorColumn, idColumn, linkColumn, lookup, type TableColumn } from '~/table/columns'
import { useDeleteAction } from '~/table/delete-action'
import { ListPage } from '~/table/list-page'
import { type RowAction } from '~/table/row-actions'

import { ProjectPicker } from './project-picker'

export async function loader({ request }: LoaderFunctionArgs) {
  const project = await projectFromRequest(request)
  void queryClient.prefetchQuery(sledsAll())
  if (project)
    await Promise.all([queryClient.ensureQueryData(probePage(project)()), loadMyRole(project)])
  return { project }
}

export const handle: RouteHandle = { crumb: 'Probes', crumbPath: pb.probes() }

const columnsFor = (project: string): TableColumn<ProbeInfo>[] => [
  linkColumn<ProbeInfo>(
    'name',
    'name',
    (p) => p.name,
    (p) => inProject(pb.probe({ probe: p.name }), project),
  ),
  accessorColumn({
    id: 'sled',
    header: 'sled',
    accessorFn: (p) => p.sled,
    meta: {
      sortValue: (p) => p.sled,
      // the sled's label, or its ID (the link's title) while the sled list lacks it
      lookup: lookup(sledsAll, (p, data) => {
        const sled = data?.items.find((s) => s.id === p.sled)
        return sled ? sledLabel(sled) : p.sled
      }),
    },
    cell: ({ row }) => <SledLink id={row.original.sled} />,
  }),
  accessorColumn({
    id: 'ip',
    header: 'external IP',
    accessorFn: (p) => externalIp(p),
    meta: { sortValue: externalIp },
  }),
  accessorColumn({
    id: 'interface',
    header: 'probe network IP',
    accessorFn: (p) => interfaceIp(p),
    meta: { sortValue: interfaceIp },
  }),
  idColumn<ProbeInfo>(),
]

/**
 * Instrumentation probes (experimental) of one project: each sits on a sled with an external
 * address, to test the rack's networking from there. The project is chosen above the list.
 */
export function Component() {
  const { project } = useLoaderData<typeof loader>()
  const deleteAction = useDeleteAction('probeDelete', {
    kind: 'probe',
    label: (p: ProbeInfo) => p.name,
    params: (p) => ({ path: { probe: p.name }, query: { project } }),
    invalidates: ['probeList'],
  })
  const rowActions = (p: ProbeInfo): RowAction[] => [deleteAction(p)]
  const create = { to: inProject(pb.probesNew(), project), label: 'New probe' }

  return (
    <ProbeWriteGate project={project}>
      <ListPage
        key={project}
        title="Probes"
        icon={ProbeIcon}
        docs={
          <DocsPopover
            heading="probes"
            summary="A probe is an experimental instrument: a network interface placed on a sled, with an external address from an IP pool, to check the rack's networking from that sled. Probes belong to a project."
            links={probeDocs}
          />
        }
        actions={project ? <ProjectPicker project={project} /> : null}
        create={project ? create : undefined}
        empty={
          project
            ? { title: 'No probes', body: `Create a probe in ${project} to see it here` }
            : { title: 'No projects', body: 'Probes live in a project: create a project first' }
        }
        query={probePage(project)}
        columns={columnsFor(project)}
        rowActions={rowActions}
      />
    </ProbeWriteGate>
  )
}
