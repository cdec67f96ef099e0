import { call } from '~/api/client'
import { type InstanceSelector } from '~/api/selectors'

/** The most the log download asks for: the API keeps a bounded buffer anyway. */
export const HISTORY_MAX_BYTES = 1024 * 1024

/**
 * Everything the instance's serial console has printed that the API still holds (from the start
 * of its buffer), as text, for the "Download log" button: the live terminal shows only what
 * arrived since the page connected.
 */
export async function serialConsoleHistory(sel: InstanceSelector): Promise<string> {
  const { data } = await call('instanceSerialConsole', {
    path: { instance: sel.instance },
    query: { project: sel.project, fromStart: 0, maxBytes: HISTORY_MAX_BYTES },
  })
  return new TextDecoder().decode(new Uint8Array(data))
}
