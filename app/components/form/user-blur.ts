/**
 * Tells a field the user left from one that lost focus by itself.
 *
 * Forms check a field when it is left ("touched"). But focus also moves without the user:
 * after a client-side navigation the page's heading takes focus, so a field focused on mount
 * (the instance form's name) was "left" a moment after it opened and showed "Name is
 * required" before anything was typed. A blur counts as the user's only when a key was
 * pressed, a pointer went down or a value was entered since the field got focus (Tab, a click
 * elsewhere, typing and then leaving); a blur with no such input in between is the page's.
 */
let userInputs = 0
const focusedAt = new WeakMap<EventTarget, number>()
let listening = false

function listen() {
  if (listening || typeof document === 'undefined') return
  listening = true
  const bump = () => {
    userInputs++
  }
  // capture, so it is counted before any handler moves focus
  document.addEventListener('keydown', bump, true)
  document.addEventListener('pointerdown', bump, true)
  document.addEventListener('mousedown', bump, true)
  // typing, pasting, dictation and autofill all change the value through an input event
  document.addEventListener('input', bump, true)
  document.addEventListener(
    'focusin',
    (e) => {
      if (e.target) focusedAt.set(e.target, userInputs)
    },
    true,
  )
}

/** Starts counting (idempotent); call before a field can take focus, e.g. while rendering. */
export const trackUserInput = listen

/** Whether the blur of `target` follows the user's own input since it took focus. */
export function leftByUser(target: EventTarget | null | undefined): boolean {
  if (!target) return true
  const at = focusedAt.get(target)
  // focus that was never seen arriving (e.g. before tracking began): trust the blur
  return at === undefined || userInputs > at
}
