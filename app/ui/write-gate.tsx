/**
 * Whether the signed-in user may change what a part of the console shows, as a reason when
 * they may not. An area's layout sets it from the user's role (the system area from the fleet
 * role, a project from the project role, a VPC from networking rights); the kit's write
 * controls read it (the list's create link, a row's actions, a side-modal form's submit, a
 * `<Button writes>`) and turn themselves off, saying why. Reads are never gated.
 */
import { createContext, useContext, type ReactNode } from 'react'

const Gate = createContext<string | undefined>(undefined)

/**
 * Sets the reason for what it wraps. An inner gate adds to the outer one (the first reason
 * stands) unless `replace` is set: a page whose writes follow another rule (a project's probes
 * in the system area) replaces the area's reason with its own.
 */
export function WriteGate({
  reason,
  replace = false,
  children,
}: {
  reason: string | undefined
  replace?: boolean
  children: ReactNode
}) {
  const outer = useContext(Gate)
  return <Gate.Provider value={replace ? reason : (outer ?? reason)}>{children}</Gate.Provider>
}

/** Why writes are off here, or undefined when they are allowed (or not known yet). */
export const useWriteGate = () => useContext(Gate)
