/** Limits Nexus enforces that the OpenAPI document (nexus.json) does not state. tools/gen-api.js writes them into app/api/__generated__/limits.ts, which the console and the mock API both read. Memory and disk sizes are in GiB (2^30 bytes), as the forms take them. */

/** Fewest vCPUs an instance may have. */
export const MIN_VCPUS_PER_INSTANCE = 1
/** Most vCPUs an instance may have (instance create and update). */
export const MAX_VCPUS_PER_INSTANCE = 254
/** Least memory an instance may have; memory is also a whole number of GiB. */
export const MIN_MEMORY_GiB_PER_INSTANCE = 1
/** Most memory an instance may have. */
export const MAX_MEMORY_GiB_PER_INSTANCE = 1536
/** Smallest disk, distributed or local; a disk's size is also a whole number of GiB. */
export const MIN_DISK_SIZE_GiB = 1
/** Largest distributed disk. Local disks have no such bound: the sled that runs the instance decides. */
export const MAX_DISTRIBUTED_DISK_SIZE_GiB = 1023
/** Block size of every local disk, in bytes. */
export const LOCAL_DISK_BLOCK_SIZE = 4096
/** Most disks an instance may have, the boot disk included. */
export const MAX_DISKS_PER_INSTANCE = 12
/** Most network interfaces an instance may have. */
export const MAX_NICS_PER_INSTANCE = 8
