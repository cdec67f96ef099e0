/**
 * The xterm.js terminal, in its own chunk (xterm is large): fits its box (FitAddon, redone
 * whenever the box changes size), screen reader mode on (its rows are then readable text),
 * colours from the theme. Keystrokes go to `onInput`; `onReady` hands over a writer.
 */
import { FitAddon } from '@xterm/addon-fit'
import { Terminal as XTerm, type ITheme } from '@xterm/xterm'

import '@xterm/xterm/css/xterm.css'

import { useEffect, useRef } from 'react'

import { withAdoptedStyles } from './csp-styles'
import type { TerminalHandle } from './types'

type Props = {
  onInput: (data: string, binary: boolean) => void
  onReady: (terminal: TerminalHandle | null) => void
}

const css = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback

function theme(): ITheme {
  const bg = css('--color-canvas', '#0c0f0f')
  return {
    background: bg,
    foreground: css('--color-fg', '#e7ecea'),
    cursor: css('--color-accent', '#48d597'),
    cursorAccent: bg,
    selectionBackground: 'rgb(72 213 151 / 0.3)',
    black: '#1f2525',
    red: css('--color-danger', '#f2656e'),
    green: css('--color-accent', '#48d597'),
    yellow: css('--color-warning', '#f2b84b'),
    blue: css('--color-info', '#73a9ff'),
    magenta: '#c792ea',
    cyan: '#5fd7d7',
    white: css('--color-secondary', '#b3bcb9'),
    brightBlack: css('--color-quaternary', '#5c6663'),
    brightRed: '#f6848b',
    brightGreen: '#68e0ab',
    brightYellow: '#f5c86e',
    brightBlue: '#94bdff',
    brightMagenta: '#d7aef2',
    brightCyan: '#87e4e4',
    brightWhite: css('--color-fg', '#e7ecea'),
  }
}

export function Terminal({ onInput, onReady }: Props) {
  const box = useRef<HTMLDivElement>(null)
  // the latest callbacks, without recreating the terminal when they change
  const input = useRef(onInput)
  const ready = useRef(onReady)
  useEffect(() => {
    input.current = onInput
    ready.current = onReady
  })

  useEffect(() => {
    const el = box.current
    if (!el) return
    const term = new XTerm({
      scrollback: 5000,
      screenReaderMode: true,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      fontSize: 13,
      lineHeight: 1.2,
      cursorBlink: true,
      drawBoldTextInBrightColors: true,
      theme: theme(),
    })
    const fitAddon = new FitAddon()
    term.loadAddon(fitAddon)
    // xterm's own <style> elements would break the Content-Security-Policy (see csp-styles)
    const releaseStyles = withAdoptedStyles(() => term.open(el))
    const refit = () => {
      // a hidden or zero-sized box cannot be measured
      if (el.clientWidth > 0 && el.clientHeight > 0) fitAddon.fit()
    }
    refit()
    const observer = new ResizeObserver(refit)
    observer.observe(el)
    const data = term.onData((d) => input.current(d, false))
    const binary = term.onBinary((d) => input.current(d, true))
    ready.current({
      write: (bytes) => term.write(bytes),
      focus: () => term.focus(),
      scrollToBottom: () => term.scrollToBottom(),
      scrollToTop: () => term.scrollToTop(),
    })
    term.focus()
    return () => {
      ready.current(null)
      observer.disconnect()
      data.dispose()
      binary.dispose()
      term.dispose()
      releaseStyles()
    }
  }, [])

  return <div ref={box} className="h-full w-full" />
}
