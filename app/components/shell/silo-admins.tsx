import { useQuery } from '@tanstack/react-query'

import { q, qAll } from '~/api/client'

const noThrow = { throwOnError: false } as const

/**
 * Who can grant a role in the user's silo: the users and groups holding the silo admin role,
 * by display name ("members of X" for a group). Any user of a silo may read its policy, users
 * and groups. Undefined while loading or when any of them failed.
 */
export function useSiloAdmins(): string[] | undefined {
  const policy = useQuery({ ...q('policyView', {}), ...noThrow })
  const enabled = !!policy.data
  const users = useQuery({ ...qAll('userList', {}), ...noThrow, enabled })
  const groups = useQuery({ ...qAll('groupList', {}), ...noThrow, enabled })
  if (!policy.data || !users.data || !groups.data) return undefined
  return adminNames(policy.data.roleAssignments, users.data.items, groups.data.items)
}

type Assignment = { identityId: string; identityType: string; roleName: string }
type Named = { id: string; displayName: string }

export function adminNames(assignments: Assignment[], users: Named[], groups: Named[]): string[] {
  const names: string[] = []
  for (const a of assignments) {
    if (a.roleName !== 'admin') continue
    if (a.identityType === 'silo_user') {
      const user = users.find((u) => u.id === a.identityId)
      if (user) names.push(user.displayName)
    } else {
      const group = groups.find((g) => g.id === a.identityId)
      if (group) names.push(`members of ${group.displayName}`)
    }
  }
  return names
}

/** "a", "a or b", "a, b or c". */
export function orList(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`
}
