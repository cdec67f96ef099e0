import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'

import { qAll } from '~/api/client'

/** The project a bulk demote gives the images back to, asked once in its confirmation. */
export function DemoteProjectChoice({ onChange }: { onChange: (project: string) => void }) {
  const projects = useQuery(qAll('projectList', {}))
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        Project
      </label>
      <select
        id={id}
        required
        defaultValue=""
        onChange={(e) => onChange(e.target.value)}
        className="h-9 rounded-md border border-line bg-default px-2 text-sm text-fg"
      >
        <option value="" disabled>
          {projects.isPending ? 'Loading projects…' : 'Select a project'}
        </option>
        {projects.data?.items.map((p) => (
          <option key={p.id} value={p.name}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  )
}
