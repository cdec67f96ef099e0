import { SAMPLE_INTERVAL_S } from './oxql'

/** An aligned delta (per 5 s sample) as a rate per second. */
export const perSecond = (v: number) => v / SAMPLE_INTERVAL_S
