/**
 * An instance's vCPU and memory bounds, as Nexus enforces them (the limits module the mock API
 * reads too): the instance create form's custom size and the resize modal check them alike.
 */
import {
  INSTANCE_MAX_CPU,
  INSTANCE_MAX_RAM_GiB,
  INSTANCE_MIN_CPU,
  INSTANCE_MIN_RAM_GiB,
} from '~/util/constants'

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
