/** JSON in local storage; a corrupt or missing entry reads as the fallback. */
export const readStored = <T>(key: string, fallback: T): T => {
  try {
    const raw = window.localStorage.getItem(key)
    return raw === null ? fallback : (JSON.parse(raw) as T)
  } catch {
    return fallback
  }
}

export const writeStored = (key: string, value: unknown) => {
  if (value === null || value === undefined) window.localStorage.removeItem(key)
  else window.localStorage.setItem(key, JSON.stringify(value))
}
