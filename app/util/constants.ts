/** Business constants of the console (spec section 9), named once. */
/** Default page size of paginated lists. */
export const PAGE_SIZE = 50
/** Page size when a picker or a "go to" list fetches every item of a list (`qAll`). */
export const ALL_PAGE_SIZE = 1000
/**
 * Options a picker draws at once; typing narrows the rest down. Drawing them is most of what
 * opening a picker of thousands costs (docs/performance.md, "A rack-sized silo").
 */
export const PICKER_MAX_OPTIONS = 50
/** Query staleness. */
export const STALE_TIME_MS = 2000
/** Longest name the API accepts; generated names are cut to fit. */
export const MAX_NAME_LENGTH = 63
export const MAX_DESCRIPTION_LENGTH = 512

export const TOAST_TIMEOUT_MS = 5000
export const TOAST_ERROR_TIMEOUT_MS = 15000
export const TOAST_TEXT_MAX = 36
export const COPIED_MS = 2000
export const LOADING_BAR_DELAY_MS = 20
export const TOOLTIP_DELAY_MS = 250
export const SCROLL_SAVE_DEBOUNCE_MS = 125
export const SPINNER_MIN_MS = 500

/** Instance polling: fast while a state is changing, for a while after each new state is seen. */
export const INSTANCE_POLL_FAST_MS = 3000
export const INSTANCE_POLL_WINDOW_MS = 30_000
/** The instance list keeps polling slowly once nothing is changing. */
export const INSTANCE_LIST_POLL_SLOW_MS = 60_000
/** A failed instance waiting out its auto-restart cooldown is checked now and then. */
export const INSTANCE_COOLDOWN_POLL_MS = 30_000

/** Device code: 8 letters, shown with a dash after the 3rd. */
export const DEVICE_CODE_LENGTH = 8
export const DEVICE_CODE_DASH_AFTER = 3

export const PRODUCT_NAME = 'Ferrite'
export const TITLE_SUFFIX = ` / ${PRODUCT_NAME}`
