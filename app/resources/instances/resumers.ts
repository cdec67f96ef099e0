/**
 * Says how the activity drawer resumes an interrupted bulk run over instances. Only the keys
 * are here (first bundle); the code that runs a resume comes when one is asked for.
 */
import { registerResumer } from '~/activity/activity-log'

const ACTIONS = ['instance.start', 'instance.stop', 'instance.reboot', 'instance.delete'] as const

export function registerInstanceResumers() {
  for (const action of ACTIONS)
    registerResumer(action, () => import('./resume-run').then((m) => m.resumeInstances(action)))
}
