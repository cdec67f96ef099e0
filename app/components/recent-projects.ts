/**
 * The projects a user opened lately, kept per user in this browser (localStorage). A user with
 * a role on some projects but none on the silo may not list the silo's projects (the API says
 * 403): these names are her way back to them. Names only, never data or tokens.
 */
import { useSyncExternalStore } from 'react'

const MAX = 8
const keyOf = (userId: string) => `ferrite-recent-projects:${userId}`

const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function read(userId: string): string {
  try {
    return localStorage.getItem(keyOf(userId)) ?? ''
  } catch {
    return '' // storage can be unavailable (privacy settings): nothing is remembered
  }
}

const parse = (text: string): string[] => {
  try {
    const names: unknown = JSON.parse(text || '[]')
    return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : []
  } catch {
    return []
  }
}

function write(userId: string, names: string[]): void {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(names.slice(0, MAX)))
  } catch {
    // not remembered this time
  }
  listeners.forEach((l) => l())
}

/** The user's recent projects, most recent first. */
const recentProjects = (userId: string): string[] => parse(read(userId))

/** Puts `project` first among the user's recent projects. */
export function rememberProject(userId: string, project: string): void {
  const names = recentProjects(userId)
  if (names[0] === project) return
  write(userId, [project, ...names.filter((n) => n !== project)])
}

/** Drops a project that no longer opens (deleted, renamed, or the role on it taken away). */
export function forgetProject(userId: string, project: string): void {
  const names = recentProjects(userId)
  if (names.includes(project))
    write(
      userId,
      names.filter((n) => n !== project),
    )
}

/** The user's recent projects, kept current as they change. */
export function useRecentProjects(userId: string | undefined): string[] {
  // the stored text is the snapshot: a string compares by value, so renders stay stable
  const text = useSyncExternalStore(subscribe, () => (userId ? read(userId) : ''))
  return parse(text)
}
