/** Which columns a list shows, saved per list in local storage (never anything secret). */

const key = (listId: string) => `ferrite.columns.${listId}`

export type ColumnPrefs = Record<string, boolean>

export function readColumnPrefs(listId: string): ColumnPrefs {
  try {
    const raw = localStorage.getItem(key(listId))
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'),
    )
  } catch {
    return {}
  }
}

export function writeColumnPrefs(listId: string, prefs: ColumnPrefs) {
  try {
    localStorage.setItem(key(listId), JSON.stringify(prefs))
  } catch {
    // storage full or refused: the choice lasts for this page only
  }
}
