import { describe, expect, it } from 'vitest'

import {
  backspaceAt,
  codeFromQuery,
  emptyCode,
  formatUserCode,
  isComplete,
  lettersOf,
  pasteAt,
  typeAt,
} from './device-code'

const code = (s: string) => {
  const c = emptyCode()
  ;[...s].forEach((ch, i) => (c[i] = ch === '_' ? '' : ch))
  return c
}

describe('device code entry', () => {
  it('keeps letters only, upper-cased', () => {
    expect(lettersOf('ab-1c d?É')).toBe('ABCD')
  })

  it('typing a letter fills the box and advances', () => {
    expect(typeAt(emptyCode(), 0, 'a')).toEqual({ chars: code('A'), focus: 1 })
    expect(typeAt(code('ABC'), 3, 'x').chars.join('')).toBe('ABCX')
  })

  it('ignores non-letters and stays put', () => {
    expect(typeAt(code('AB'), 2, '7')).toEqual({ chars: code('AB'), focus: 2 })
    expect(typeAt(code('AB'), 2, '-')).toEqual({ chars: code('AB'), focus: 2 })
  })

  it('stays on the last box once it is filled', () => {
    const s = typeAt(code('ABCDEFG'), 7, 'h')
    expect(s.chars.join('')).toBe('ABCDEFGH')
    expect(s.focus).toBe(7)
  })

  it('overwrites a filled box', () => {
    expect(typeAt(code('ABCD'), 1, 'z').chars.join('')).toBe('AZCD')
  })

  it('backspace clears the box, or the previous one when empty', () => {
    expect(backspaceAt(code('ABC'), 2)).toEqual({ chars: code('AB'), focus: 2 })
    expect(backspaceAt(code('AB'), 2)).toEqual({ chars: code('A'), focus: 1 })
    expect(backspaceAt(emptyCode(), 0)).toEqual({ chars: emptyCode(), focus: 0 })
  })

  it('pasting a whole code fills every box from the first, letters only', () => {
    const s = pasteAt(emptyCode(), 4, ' abc-defgh ')
    expect(s.chars.join('')).toBe('ABCDEFGH')
    expect(s.focus).toBe(7)
  })

  it('pasting a fragment fills from the focused box and drops overflow', () => {
    expect(pasteAt(code('AB'), 2, 'c1d')).toEqual({ chars: code('ABCD'), focus: 4 })
    expect(pasteAt(code('ABCDEF'), 6, 'xyz').chars.join('')).toBe('ABCDEFXY')
    expect(pasteAt(code('AB'), 2, '123')).toEqual({ chars: code('AB'), focus: 2 })
  })

  it('is complete with exactly 8 letters', () => {
    expect(isComplete(code('ABCDEFG'))).toBe(false)
    expect(isComplete(code('ABCDEFGH'))).toBe(true)
    expect(isComplete(code('ABC_EFGH'))).toBe(false)
  })

  it('formats the user code with the dash after the 3rd letter', () => {
    expect(formatUserCode(code('ABCDEFGH'))).toBe('ABC-DEFGH')
  })

  it('prefills from a user_code query parameter', () => {
    expect(codeFromQuery('abc-defgh').join('')).toBe('ABCDEFGH')
    expect(codeFromQuery(null)).toEqual(emptyCode())
  })
})
