import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'

import { LIST_PARAMS } from './list-state'

/** While typing, the URL follows the filter after this pause (replacing, not pushing). */
const URL_WRITE_DELAY_MS = 250

/**
 * A list's state in the query string: `update` writes changes on top of the latest params, and
 * the filter's text answers at once while the URL follows it after a pause.
 */
export function useListUrl() {
  const [params, setParams] = useSearchParams()
  // the latest params: a delayed write (the filter) must not undo a sort chosen meanwhile,
  // and setSearchParams' own functional form reads the params of the render it came from
  const latest = useRef(params)
  useLayoutEffect(() => {
    latest.current = params
  }, [params])
  const update = (changes: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(latest.current)
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v)
      else next.delete(k)
    }
    latest.current = next
    setParams(next, { replace, preventScrollReset: true })
  }

  // the text box answers at once; the URL follows after a pause, and back/forward win over it
  const urlText = params.get(LIST_PARAMS.filter) ?? ''
  const [text, setText] = useState(urlText)
  // what this list last wrote; any other value arriving in the URL (back, forward, a link)
  // replaces the text. Compared after the navigation lands, so the box never flickers back to
  // the previous value while its own write is on the way (which would eat keystrokes)
  const written = useRef(urlText)
  useEffect(() => {
    if (urlText === written.current) return
    written.current = urlText
    setText(urlText)
  }, [urlText])
  const writeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(writeTimer.current), [])
  const changeText = (value: string) => {
    setText(value)
    clearTimeout(writeTimer.current)
    writeTimer.current = setTimeout(() => {
      written.current = value.trim()
      update({ [LIST_PARAMS.filter]: value.trim(), [LIST_PARAMS.page]: null }, true)
    }, URL_WRITE_DELAY_MS)
  }
  /** Empties the text box and drops a pending write (the caller updates the URL). */
  const clearText = () => {
    clearTimeout(writeTimer.current)
    setText('')
    written.current = ''
  }
  return { params, update, text, urlText, changeText, clearText }
}
