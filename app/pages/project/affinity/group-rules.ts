/** What a placement group allows, as pure rules the pages ask (and their reasons). */

/** The API's limit on the members of one group (affinity or anti-affinity). */
export const MAX_GROUP_MEMBERS = 32

/** "3 of 32 members" */
export const memberCountText = (count: number) => `${count} of ${MAX_GROUP_MEMBERS} members`

/** Why no instance can be added now, or false when one can. */
export function addMemberReason(count: number, candidates: number): false | string {
  if (count >= MAX_GROUP_MEMBERS)
    return `A group can have at most ${MAX_GROUP_MEMBERS} members; remove one first`
  if (candidates === 0) return 'Every instance of the project is a member already'
  return false
}
