/**
 * An instance's vCPU and memory bounds, as Nexus enforces them (the limits module the mock API
 * reads too): the instance create form's custom size and the resize modal check them alike.
 */
import {
  MAX_VCPUS_PER_INSTANCE as INSTANCE_MAX_CPU,
  MAX_MEMORY_GiB_PER_INSTANCE as INSTANCE_MAX_RAM_GiB,
  MIN_VCPUS_PER_INSTANCE as INSTANCE_MIN_CPU,
  MIN_MEMORY_GiB_PER_INSTANCE as INSTANCE_MIN_RAM_GiB,
} from '~/api/__generated__/limits'

/** vCPU bounds, with the unit in the right number. */
export function validateNcpus(n: number): string | undefined {
  if (n < INSTANCE_MIN_CPU) return `Must be at least ${INSTANCE_MIN_CPU} vCPU`
  if (n > INSTANCE_MAX_CPU) return `Can be at most ${INSTANCE_MAX_CPU} vCPUs`
  return undefined
}

/** Memory bounds in whole GiB (the field takes whole numbers only, as the API does). */
export function validateMemoryGiB(n: number): string | undefined {
  if (n < INSTANCE_MIN_RAM_GiB) return `Must be at least ${INSTANCE_MIN_RAM_GiB} GiB`
  if (n > INSTANCE_MAX_RAM_GiB) return `Can be at most ${INSTANCE_MAX_RAM_GiB} GiB`
  return undefined
}
