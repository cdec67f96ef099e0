import { q, qList } from '~/api/client'

export const sledPage = (pageToken?: string) => qList('sledList', {}, pageToken)

export const sledView = (sledId: string) => q('sledView', { path: { sledId } })

export const physicalDiskPage = (pageToken?: string) => qList('physicalDiskList', {}, pageToken)

export const sledInstancePage = (sledId: string) => (pageToken?: string) =>
  qList('sledInstanceList', { path: { sledId } }, pageToken)
