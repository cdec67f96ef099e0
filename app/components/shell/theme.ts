import { useSyncExternalStore } from 'react'

/**
 * The colour theme: light, dark, or whatever the operating system prefers (followed live).
 * public/theme.js applies the saved choice before the first paint; this module changes it.
 */
export type ThemePreference = 'light' | 'dark' | 'system'
export type Theme = 'light' | 'dark'

export const THEME_STORAGE_KEY = 'ferrite-theme'
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system']
/** The browser chrome colour of each theme (the canvas). */
const THEME_COLOR: Record<Theme, string> = { light: '#f6f7f6', dark: '#0c0f0f' }

const lightQuery = () => window.matchMedia('(prefers-color-scheme: light)')

export function readThemePreference(): ThemePreference {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY)
    return saved === 'light' || saved === 'dark' || saved === 'system' ? saved : 'dark'
  } catch {
    return 'dark'
  }
}

export const resolveTheme = (pref: ThemePreference, systemLight: boolean): Theme =>
  pref === 'system' ? (systemLight ? 'light' : 'dark') : pref

function applyTheme(theme: Theme) {
  const root = document.documentElement
  root.dataset.theme = theme
  root.style.colorScheme = theme
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', theme)
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme])
}

const listeners = new Set<() => void>()
let preference: ThemePreference | undefined

const current = () => (preference ??= readThemePreference())

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * Saves and applies a theme choice. Following the operating system live, and choices made in
 * other tabs, are public/theme.js's part: it runs on every page.
 */
export function setThemePreference(pref: ThemePreference) {
  preference = pref
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, pref)
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  applyTheme(resolveTheme(pref, lightQuery().matches))
  listeners.forEach((l) => l())
}

/** The saved choice. */
export const useThemePreference = () => useSyncExternalStore(subscribe, current, current)

function subscribeToDocumentTheme(listener: () => void) {
  const observer = new MutationObserver(listener)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}
const documentTheme = (): Theme =>
  document.documentElement.dataset.theme === 'light' ? 'light' : 'dark'

/**
 * The theme in effect, for what cannot follow the stylesheet by itself (a canvas reads colours
 * once): it changes with the user's choice and, on "match the system", with the system.
 */
export const useDocumentTheme = () =>
  useSyncExternalStore(subscribeToDocumentTheme, documentTheme, documentTheme)
