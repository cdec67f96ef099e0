/** The look of the top bar's menus, shared by their light buttons and the real menus. */
export const menuItemsClass =
  'z-40 min-w-44 rounded-lg border border-line-strong bg-raise p-1 shadow-popover outline-none [--anchor-gap:6px]'
export const menuItemClass =
  'flex w-full items-center gap-2 rounded-md px-2.5 py-1.5 text-left text-secondary data-focus:bg-hover data-focus:text-fg'
// tighter on a phone (with their chevrons hidden, `menuChevronClass`), leaving the breadcrumbs room
export const menuButtonClass =
  'flex h-8 items-center gap-2 rounded-md border border-line-strong px-2.5 text-secondary hover:bg-hover hover:text-fg data-open:bg-hover data-open:text-fg max-sm:gap-1.5 max-sm:px-2'
export const menuChevronClass = 'text-tertiary max-sm:hidden'
/** The breadcrumbs' menu of the crumbs a narrow screen folds away. */
export const crumbMenuButtonClass =
  'flex size-7 shrink-0 items-center justify-center rounded-md text-tertiary hover:bg-hover hover:text-fg data-open:bg-hover data-open:text-fg'
