// moved to app/table/disk-columns.tsx (disk pages use it too); this keeps older imports working
export { DiskStateBadge, diskColumns, diskStateLabel } from '~/table/disk-columns'
