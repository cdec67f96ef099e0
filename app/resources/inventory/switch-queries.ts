import { queryOptions } from '@tanstack/react-query'

import { type Switch, type SwitchPort, type SwitchSlot } from '~/api/__generated__/Api'
import { q, qAll, qList, queryClient } from '~/api/client'

export const switchPage = (pageToken?: string) => qList('switchList', {}, pageToken)

export const allSwitches = qAll('switchList', {})

export const switchView = (switchId: string) => q('switchView', { path: { switchId } })

export const allPorts = qAll('networkingSwitchPortList', {})

export const allPortSettings = qAll('networkingSwitchPortSettingsList', {})

export const portSettingsView = (name: string) =>
  q('networkingSwitchPortSettingsView', { path: { port: name } })

/** Where a port is: its rack, the switch's slot, its name. */
export type PortAt = { rackId: string; switchSlot: SwitchSlot; port: string }

const portQuery = (at: PortAt) => ({
  path: { port: at.port },
  query: { rackId: at.rackId, switchSlot: at.switchSlot },
})

export const portStatus = (at: PortAt) => q('networkingSwitchPortStatus', portQuery(at))

export const portLldpConfig = (at: PortAt) => q('networkingSwitchPortLldpConfigView', portQuery(at))

export const portNeighbors = (at: PortAt) =>
  q('networkingSwitchPortLldpNeighbors', {
    path: { rackId: at.rackId, switchSlot: at.switchSlot, port: at.port },
    query: {},
  })

/**
 * The slot of each switch of a rack. The API's switch carries no slot, so it is inferred:
 * the rack's switches in order of serial number take switch0 then switch1.
 */
export function slotOf(sw: Switch, switches: readonly Switch[]): SwitchSlot {
  const inRack = switches
    .filter((s) => s.rackId === sw.rackId)
    .sort((a, b) => a.baseboard.serial.localeCompare(b.baseboard.serial))
  return inRack.findIndex((s) => s.id === sw.id) === 1 ? 'switch1' : 'switch0'
}

const portNumber = (p: SwitchPort) => Number(/\d+$/.exec(p.portName)?.[0] ?? 0)

/** The ports of one switch, in port order (qsfp0, qsfp1, ... qsfp31), as one page. */
export const switchPorts = (rackId: string, slot: SwitchSlot) =>
  queryOptions({
    ...allPorts,
    queryKey: [...allPorts.queryKey, { rackId, slot }] as unknown as typeof allPorts.queryKey,
    // from the cached list of every port, so a loader that fetched it asks for nothing more
    queryFn: async () => {
      const all = await queryClient.fetchQuery({ ...allPorts, staleTime: 1000 })
      const items = all.items
        .filter((p) => p.rackId === rackId && p.switchSlot === slot)
        .sort((a, b) => portNumber(a) - portNumber(b))
      return { items, nextPage: null }
    },
  })

/** The API calls an operator runs to change an uplink by hand (the console does not). */
export const clearSettingsCall = (at: PortAt) =>
  `oxide api --method DELETE '/v1/system/hardware/switch-port/${at.port}/settings?rack_id=${at.rackId}&switch_slot=${at.switchSlot}'`

export const applySettingsCall = (at: PortAt, settings: string) =>
  `echo '{"port_settings": "${settings}"}' | oxide api --method POST '/v1/system/hardware/switch-port/${at.port}/settings?rack_id=${at.rackId}&switch_slot=${at.switchSlot}' --input -`
