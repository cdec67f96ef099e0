import { invalidate } from '~/api/client'

/** Refetches what a switch port's sheet shows after a change to the port. */
export const refreshPorts = () =>
  Promise.all([
    invalidate('networkingSwitchPortList'),
    invalidate('networkingSwitchPortStatus'),
    invalidate('networkingSwitchPortLldpConfigView'),
    invalidate('networkingSwitchPortLldpNeighbors'),
  ])
