/**
 * The project picker of the probe list, apart from the parts a probe's own page shares: it
 * brings Headless UI's listbox, which the probe page does not draw.
 */
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'

import { pb } from '~/api/path-builder'
import { Select } from '~/pages/project/instances/tabs/metrics/select'
import { inProject, projectsAll } from '~/resources/probes/probe-queries'

/** The project picker of the probe list: a new choice is a new address. */
export function ProjectPicker({ project }: { project: string }) {
  const navigate = useNavigate()
  const { data } = useQuery(projectsAll())
  const items = (data?.items ?? []).map((p) => ({ value: p.name, label: p.name }))
  return (
    <Select
      label="Project"
      value={project}
      items={items}
      onChange={(value) => navigate(inProject(pb.probes(), value))}
    />
  )
}
