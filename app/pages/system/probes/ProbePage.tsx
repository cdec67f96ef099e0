import { useQuery } from '@tanstack/react-query'
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router'

import { apiRequest } from '~/api/api-request'
import { invalidate, queryClient, useApiMutation } from '~/api/client'
import { pb } from '~/api/path-builder'
import { probeSelector } from '~/api/selectors'
import { confirmDelete } from '~/components/confirm'
import { type RouteHandle } from '~/components/shell/crumbs'
import { loadMyRole } from '~/resources/access/my-role'
import { interfaceIp, ProbeIcon, ProbeWriteGate, SledLink } from '~/resources/probes/probe-display'
import {
  inProject,
  probeView,
  projectFromRequest,
  sledsAll,
} from '~/resources/probes/probe-queries'
import { Button } from '~/ui/button'
import { PageHeader, PropertiesTable } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

export async function loader({ params, request }: LoaderFunctionArgs) {
  const project = await projectFromRequest(request)
  const { probe } = probeSelector(params)
  void queryClient.prefetchQuery(sledsAll())
  await Promise.all([queryClient.ensureQueryData(probeView(project, probe)), loadMyRole(project)])
  return { project, probe }
}

export const handle: RouteHandle = { crumb: ({ params }) => params.probe ?? 'Probe' }

/** One probe: where it sits, its addresses and its interface; delete with confirm. */
export function Component() {
  const { project, probe: name } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const { data: probe } = useQuery(probeView(project, name))
  const del = useApiMutation('probeDelete', {
    onSuccess: () => invalidate('probeList'),
  })
  if (!probe) return null
  const nic = probe.interface

  return (
    <ProbeWriteGate project={project}>
      <PageHeader
        title={probe.name}
        icon={<ProbeIcon size={20} />}
        actions={
          <Button
            writes
            variant="danger"
            size="sm"
            onClick={() => {
              const req = apiRequest('probeDelete', {
                path: { probe: probe.name },
                query: { project },
              })
              confirmDelete({
                requests: () => req,
                kind: 'probe',
                label: probe.name,
                doDelete: async () => {
                  await del.mutateAsync(req)
                  addToast({
                    content: (
                      <>
                        Probe <ToastName>{probe.name}</ToastName> deleted
                      </>
                    ),
                  })
                  void navigate(inProject(pb.probes(), project))
                },
              })
            }}
          >
            Delete
          </Button>
        }
      />
      <PropertiesTable columns={2} className="mb-8">
        <PropertiesTable.Row label="Project">{project}</PropertiesTable.Row>
        <PropertiesTable.Row label="Sled">
          <SledLink id={probe.sled} />
        </PropertiesTable.Row>
        <PropertiesTable.Row label="External IP">
          <ul>
            {probe.externalIps.map((e) => (
              <li key={e.ip}>
                <span className="font-mono">{e.ip}</span>{' '}
                <span className="text-tertiary">
                  {e.kind}, ports {e.firstPort}–{e.lastPort}
                </span>
              </li>
            ))}
          </ul>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Interface">
          <span className="font-mono">{nic.name}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="Probe network IP">
          <span className="font-mono">{interfaceIp(probe)}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="MAC address">
          <span className="font-mono">{nic.mac}</span>
        </PropertiesTable.Row>
        <PropertiesTable.Row label="VNI">{nic.vni}</PropertiesTable.Row>
        <PropertiesTable.IdRow id={probe.id} />
      </PropertiesTable>
    </ProbeWriteGate>
  )
}
