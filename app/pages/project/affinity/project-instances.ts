import { qAll } from '~/api/client'

/** Every instance of the project: the candidates for a group. */
export const projectInstances = (project: string) => qAll('instanceList', { query: { project } })
