import { DEVICE_CODE_DASH_AFTER, DEVICE_CODE_LENGTH } from '~/util/constants'

/**
 * State of the 8-box device code entry, kept free of React so it can be tested alone.
 * `chars` always has DEVICE_CODE_LENGTH entries; an empty box is ''.
 */
export type CodeState = { chars: string[]; focus: number }

export const emptyCode = (): string[] => Array.from({ length: DEVICE_CODE_LENGTH }, () => '')

/** Letters only, upper-cased: "ab-c1d" → "ABCD". */
export const lettersOf = (s: string) => s.replace(/[^a-z]/gi, '').toUpperCase()

const last = DEVICE_CODE_LENGTH - 1
const clampFocus = (i: number) => Math.max(0, Math.min(last, i))

/** Writes `letters` into the boxes from `start` on (extra letters are dropped). */
function fill(chars: readonly string[], start: number, letters: string): CodeState {
  const next = [...chars]
  let i = start
  for (const ch of letters) {
    if (i > last) break
    next[i] = ch
    i++
  }
  return { chars: next, focus: clampFocus(i) }
}

/**
 * Typing into box `index`. The input may carry several characters (autofill, a fast typist
 * overwriting); non-letters are ignored and the focus moves past the last letter written.
 */
export function typeAt(chars: readonly string[], index: number, input: string): CodeState {
  const letters = lettersOf(input)
  if (!letters) return { chars: [...chars], focus: index }
  return fill(chars, index, letters)
}

/** Backspace in box `index`: clear it, or when already empty clear and go to the previous one. */
export function backspaceAt(chars: readonly string[], index: number): CodeState {
  const next = [...chars]
  if (next[index]) {
    next[index] = ''
    return { chars: next, focus: index }
  }
  const prev = clampFocus(index - 1)
  next[prev] = ''
  return { chars: next, focus: prev }
}

/**
 * Pasting into box `index` fills letters only. A whole code ("ABC-DEFGH") fills from the first
 * box wherever it is pasted; a shorter fragment fills from the focused box.
 */
export function pasteAt(chars: readonly string[], index: number, text: string): CodeState {
  const letters = lettersOf(text)
  if (!letters) return { chars: [...chars], focus: index }
  return fill(chars, letters.length >= DEVICE_CODE_LENGTH ? 0 : index, letters)
}

export const isComplete = (chars: readonly string[]) =>
  chars.length === DEVICE_CODE_LENGTH && chars.every((c) => /^[A-Z]$/.test(c))

/**
 * The code as sent in `userCode`: the dash where the screen shows it, "ABC-DEFGH".
 * The mock API accepts exactly this form.
 */
export const formatUserCode = (chars: readonly string[]) =>
  chars.slice(0, DEVICE_CODE_DASH_AFTER).join('') +
  '-' +
  chars.slice(DEVICE_CODE_DASH_AFTER).join('')

/** Initial boxes from a `user_code` query parameter (verification_uri_complete), if any. */
export function codeFromQuery(raw: string | null): string[] {
  return fill(emptyCode(), 0, lettersOf(raw ?? '')).chars
}
