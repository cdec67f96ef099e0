import { q, qList } from '~/api/client'

export const physicalDiskView = (diskId: string) => q('physicalDiskView', { path: { diskId } })

export const sledDiskPage = (sledId: string) => (pageToken?: string) =>
  qList('sledPhysicalDiskList', { path: { sledId } }, pageToken)
