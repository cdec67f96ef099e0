/*
 * Applies the saved colour theme before the first paint, so a light-theme user never sees a
 * dark flash, and keeps applying it: a "match the system" choice follows the operating system
 * live, and a choice made in another tab is taken up here. A file, not an inline script: the
 * Content-Security-Policy allows no inline script. app/components/shell/theme.ts saves the
 * choice and applies it the same way.
 */
;(function () {
  var KEY = 'ferrite-theme'
  var light = window.matchMedia('(prefers-color-scheme: light)')

  function preference() {
    try {
      var saved = window.localStorage.getItem(KEY)
      if (saved === 'light' || saved === 'dark' || saved === 'system') return saved
    } catch {
      // storage blocked: the default
    }
    return 'dark'
  }

  function apply() {
    var pref = preference()
    var theme = pref === 'system' ? (light.matches ? 'light' : 'dark') : pref
    var root = document.documentElement
    root.dataset.theme = theme
    root.style.colorScheme = theme
    var scheme = document.querySelector('meta[name="color-scheme"]')
    if (scheme) scheme.setAttribute('content', theme)
    var bar = document.querySelector('meta[name="theme-color"]')
    if (bar) bar.setAttribute('content', theme === 'light' ? '#f6f7f6' : '#0c0f0f')
  }

  apply()
  light.addEventListener('change', apply)
  window.addEventListener('storage', function (e) {
    if (e.key === KEY || e.key === null) apply()
  })
})()
