/**
 * One line over time, drawn by uPlot on a canvas. The x axis spans the whole window (so a
 * short history reads as such), the y axis starts at zero, missing windows are gaps, and a
 * readout above the chart follows the cursor. uPlot loads only with the metrics routes.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

import { useDocumentTheme } from '~/components/shell/theme'
import { formatDayTime, formatTime } from '~/util/date'

import { axisFormat, formatMetric, type MetricUnit } from './format'
import { type ChartData } from './series'
import { type TimeWindow } from './time-range'

const HEIGHT = 200
const FONT_PX = 11
/** Width of one character of the axis font (monospace: about 0.6 em), in CSS pixels. */
const CHAR_PX = FONT_PX * 0.62

/**
 * Time labels of the x axis. A label is centred on its tick, so one whose tick sits too near
 * the right edge would be cut off by the canvas: that one is left out instead.
 */
export function timeAxisLabels(
  u: Pick<uPlot, 'width' | 'bbox' | 'valToPos'>,
  splits: number[],
  label: (s: number) => string,
  pixelRatio = window.devicePixelRatio || 1,
): string[] {
  return splits.map((s) => {
    const text = label(s)
    const right = u.width - (u.bbox.left / pixelRatio + u.valToPos(s, 'x'))
    return right < (text.length * CHAR_PX) / 2 ? '' : text
  })
}

/** A theme colour from the stylesheet (canvas needs real values, not var()). */
function themeColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim()
  return value || fallback
}

type Readout = { time: number; value: number | null } | null

type Props = {
  data: ChartData
  unit: MetricUnit
  window: TimeWindow
  /** The chart's name, for its accessible label. */
  label: string
  /** Draw steps (a level held until the next point) rather than straight lines. */
  stepped?: boolean
}

export function TimeSeriesChart({ data, unit, window, label, stepped = false }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const plot = useRef<uPlot | null>(null)
  const [readout, setReadout] = useState<Readout>(null)

  const max = useMemo(
    () => data.values.reduce<number>((m, v) => (v !== null && v > m ? v : m), 0),
    [data],
  )
  const startS = window.start.getTime() / 1000
  const endS = window.end.getTime() / 1000
  const multiDay = endS - startS > 86_400 * 1.5
  // the canvas reads colours once: draw again when the theme changes
  const theme = useDocumentTheme()

  // (re)build when what the axes show changes; new data alone only calls setData below
  useEffect(() => {
    const el = box.current
    if (!el) return
    const axis = axisFormat(unit, max)
    const grid = themeColor('--color-line', '#252c2b')
    const text = themeColor('--color-tertiary', '#848f8b')
    const accent = themeColor('--color-accent', '#48d597')
    const fill = themeColor('--color-accent-dim', 'rgb(72 213 151 / 0.12)')
    const font = `${FONT_PX}px ui-monospace, SFMono-Regular, Menlo, monospace`
    const timeLabel = (s: number) => (multiDay ? formatDayTime : formatTime)(s * 1000)
    const opts: uPlot.Options = {
      width: Math.max(el.clientWidth, 200),
      height: HEIGHT,
      padding: [8, 12, 0, 0],
      legend: { show: false },
      cursor: {
        drag: { x: false, y: false },
        points: { size: 7, fill: accent },
      },
      scales: {
        x: { time: true, range: () => [startS, endS] },
        y: { range: (_u, _min, dataMax) => [0, dataMax > 0 ? dataMax * 1.15 : 1] },
      },
      axes: [
        {
          stroke: text,
          font,
          grid: { stroke: grid, width: 1 },
          ticks: { stroke: grid, width: 1 },
          // room between ticks for "12:45 PM", or "Jan 12, 12:45 PM" over several days
          space: multiDay ? 130 : 80,
          values: (u, splits) => timeAxisLabels(u, splits, timeLabel),
        },
        {
          stroke: text,
          font,
          size: unit === 'bytesPerSecond' ? 76 : 56,
          grid: { stroke: grid, width: 1 },
          ticks: { show: false },
          ...(axis.steps ? { incrs: axis.steps } : {}),
          values: (_u, splits) => splits.map((v) => axis.tick(v)),
        },
      ],
      series: [
        {},
        {
          label,
          stroke: accent,
          width: 1.5,
          fill,
          spanGaps: false,
          ...(stepped ? { paths: uPlot.paths.stepped!({ align: 1 }) } : {}),
          // a lone point has no line to show it: draw points while there are few
          points: { show: (u) => u.data[0].length <= 3, size: 5, fill: accent },
        },
      ],
      hooks: {
        setCursor: [
          (u) => {
            const idx = u.cursor.idx
            if (idx === null || idx === undefined) return setReadout(null)
            const time = u.data[0][idx]
            const value = u.data[1]?.[idx]
            setReadout(time === undefined ? null : { time, value: value ?? null })
          },
        ],
      },
    }
    const chart = new uPlot(opts, [[], []], el)
    plot.current = chart
    const observer = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(el.clientWidth, 200), height: HEIGHT })
    })
    observer.observe(el)
    return () => {
      observer.disconnect()
      chart.destroy()
      plot.current = null
    }
    // data goes in through setData; the axes depend on the unit, scale and window only
  }, [unit, max, startS, endS, multiDay, label, theme, stepped])

  useEffect(() => {
    plot.current?.setData([data.times.map((t) => t / 1000), data.values])
  }, [data, unit, max, startS, endS])

  return (
    <div>
      <div className="h-5 text-xs text-tertiary tabular-nums" aria-hidden>
        {readout && (
          <>
            {formatDayTime(readout.time * 1000)}
            {' · '}
            <span className="text-fg">
              {readout.value === null ? 'no data' : formatMetric(readout.value, unit)}
            </span>
          </>
        )}
      </div>
      <div
        ref={box}
        role="img"
        aria-label={`${label}: ${stepped ? 'step' : 'line'} chart of ${data.values.filter((v) => v !== null).length} points`}
        className="metric-chart w-full"
      />
    </div>
  )
}
