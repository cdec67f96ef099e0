import { describe, expect, it } from 'vitest'

import { timeAxisLabels } from './time-series-chart'

describe('time axis labels', () => {
  // a 600 px chart whose plot starts 56 px in (the y axis) and spans 0..100 on the x scale
  const chart = (width = 600, left = 56) => ({
    width,
    bbox: { left: left * 2, top: 0, width: (width - left) * 2, height: 400 },
    valToPos: (v: number) => ((width - left) * v) / 100,
  })

  it('leaves out a label that the right edge of the canvas would cut', () => {
    const labels = timeAxisLabels(chart(), [0, 50, 97, 100], (s) => `${s}:00 PM`, 2)
    expect(labels).toEqual(['0:00 PM', '50:00 PM', '', ''])
  })

  it('keeps every label that fits', () => {
    const labels = timeAxisLabels(chart(), [10, 40, 80], (s) => `${s}:00`, 2)
    expect(labels).toEqual(['10:00', '40:00', '80:00'])
  })
})
