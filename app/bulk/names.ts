/** The bulk actions by name: what an activity entry's `resume.action` may say (a leaf). */
export const BULK_OPERATION_NAMES = [
  'instance.start',
  'instance.stop',
  'instance.reboot',
  'instance.delete',
  'disk.delete',
  'snapshot.delete',
  'image.delete',
  'image.promote',
  'image.demote',
  'floatingIp.detach',
  'floatingIp.delete',
  'sshKey.delete',
  'token.revoke',
  'user.logout',
] as const

export type BulkOperation = (typeof BULK_OPERATION_NAMES)[number]
