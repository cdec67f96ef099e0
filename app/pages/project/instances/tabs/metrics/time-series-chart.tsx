/**
 * Lines over time, drawn by uPlot on a canvas: one (a metric) or a few sharing the axes (a vCPU's
 * states). The x axis spans the whole window (so a short history reads as such), the y axis
 * starts at zero, missing windows are gaps, and a readout above the chart follows the cursor.
 * uPlot loads only with the metrics routes.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import uPlot from 'uplot'

import 'uplot/dist/uPlot.min.css'

import { useDocumentTheme } from '~/components/shell/theme'
import { cn } from '~/ui/cn'
import { formatDayTime, formatTime } from '~/util/date'

import { axisFormat, formatMetric, type MetricUnit } from './format'
import { type ChartData, type ChartLines } from './series'
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

type Readout = { time: number; values: (number | null)[] } | null

/** A line's colour: a theme variable (the canvas) and the class of its legend swatch. */
export type LineColor = { name: string; swatch: string }
const ACCENT: LineColor = { name: '--color-accent', swatch: 'bg-accent' }

/** What the chart draws: one line, or a few with their labels and colours. */
export type LinesToDraw = Pick<ChartLines, 'times'> & {
  lines: (ChartLines['lines'][number] & { label: string; color: LineColor })[]
}

const oneLine = (data: ChartData, label: string): LinesToDraw => ({
  times: data.times,
  lines: [{ key: 'value', label, color: ACCENT, values: data.values }],
})

type Props = {
  /** One line (`data`) or several (`lines`). */
  data?: ChartData
  lines?: LinesToDraw
  unit: MetricUnit
  window: TimeWindow
  /** The chart's name, for its accessible label. */
  label: string
  /** Draw steps (a level held until the next point) rather than straight lines. */
  stepped?: boolean
}

export function TimeSeriesChart({ data, lines, unit, window, label, stepped = false }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const plot = useRef<uPlot | null>(null)
  const [readout, setReadout] = useState<Readout>(null)
  const draw = useMemo(
    () => lines ?? oneLine(data ?? { times: [], values: [] }, label),
    [lines, data, label],
  )
  // what the axes depend on: rebuilt when a line comes or goes, not for new values
  const shape = draw.lines.map((l) => `${l.key}:${l.label}:${l.color.name}`).join('|')

  const max = useMemo(
    () =>
      draw.lines.reduce(
        (m, l) => l.values.reduce<number>((n, v) => (typeof v === 'number' && v > n ? v : n), m),
        0,
      ),
    [draw],
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
    const single = draw.lines.length === 1
    const font = `${FONT_PX}px ui-monospace, SFMono-Regular, Menlo, monospace`
    const timeLabel = (s: number) => (multiDay ? formatDayTime : formatTime)(s * 1000)
    const opts: uPlot.Options = {
      width: Math.max(el.clientWidth, 200),
      height: HEIGHT,
      padding: [8, 12, 0, 0],
      legend: { show: false },
      cursor: {
        drag: { x: false, y: false },
        points: single ? { size: 7, fill: accent } : { size: 6 },
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
        ...draw.lines.map((line) => {
          const stroke = themeColor(line.color.name, accent)
          return {
            label: line.label,
            stroke,
            width: 1.5,
            // one line is filled below; several would hide each other
            ...(single ? { fill } : {}),
            spanGaps: false,
            ...(stepped ? { paths: uPlot.paths.stepped!({ align: 1 }) } : {}),
            // a lone point has no line to show it: draw points while there are few
            points: { show: (u: uPlot) => u.data[0].length <= 3, size: 5, fill: stroke },
          }
        }),
      ],
      hooks: {
        setCursor: [
          (u) => {
            const idx = u.cursor.idx
            if (idx === null || idx === undefined) return setReadout(null)
            const time = u.data[0][idx]
            const values = u.data.slice(1).map((d) => d[idx] ?? null)
            setReadout(time === undefined ? null : { time, values })
          },
        ],
      },
    }
    const chart = new uPlot(opts, [[], ...draw.lines.map(() => [])], el)
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
    // data goes in through setData; the axes depend on the unit, scale, window and lines only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unit, max, startS, endS, multiDay, label, theme, stepped, shape])

  useEffect(() => {
    plot.current?.setData([
      draw.times.map((t) => t / 1000),
      // uPlot joins over undefined (no point of that line here) and breaks at null (a gap)
      ...(draw.lines.map((l) => l.values) as (number | null)[][]),
    ])
  }, [draw, unit, max, startS, endS, shape])

  const points = draw.lines.reduce(
    (n, l) => n + l.values.filter((v) => typeof v === 'number').length,
    0,
  )
  const kind = stepped ? 'step' : 'line'

  return (
    <div>
      <div
        className={cn(
          draw.lines.length > 1 ? 'min-h-5' : 'h-5',
          'text-xs text-tertiary tabular-nums',
        )}
        aria-hidden
      >
        {readout && (
          <>
            {formatDayTime(readout.time * 1000)}
            {draw.lines.map((line, i) => {
              const value = readout.values[i] ?? null
              return (
                <span key={line.key}>
                  {' · '}
                  {draw.lines.length > 1 && `${line.label} `}
                  <span className="text-fg">
                    {value === null ? 'no data' : formatMetric(value, unit)}
                  </span>
                </span>
              )
            })}
          </>
        )}
      </div>
      <div
        ref={box}
        role="img"
        aria-label={
          draw.lines.length === 1
            ? `${label}: ${kind} chart of ${points} points`
            : `${label}: ${kind} chart of ${draw.lines.length} lines (${draw.lines.map((l) => l.label).join(', ')}), ${points} points`
        }
        className="metric-chart w-full"
      />
    </div>
  )
}
