import { DICTIONARY_PROPERTY_LABELS, type SyncChange, type SyncPropertyDiff } from '@yunying/contracts'

/** JSON with object keys sorted: jsonb answers keys in its own order, so compare by this. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  )

const PROPERTIES = Object.keys(DICTIONARY_PROPERTY_LABELS) as Array<keyof typeof DICTIONARY_PROPERTY_LABELS>

/**
 * What pushing `ours` would change on a deployment holding `theirs` (null: it has no such field):
 * every property that differs, with the target's value before and ours after.
 */
export const diffDefinitions = (ours: Record<string, unknown>, theirs: Record<string, unknown> | null): { change: SyncChange; diff: SyncPropertyDiff[] } => {
  const diff: SyncPropertyDiff[] = []
  for (const key of PROPERTIES) {
    const before = theirs ? (theirs[key] ?? null) : null
    const after = ours[key] ?? null
    if (theirs && canonicalJson(before) === canonicalJson(after)) continue
    diff.push({ key, label: DICTIONARY_PROPERTY_LABELS[key], before, after })
  }
  return { change: theirs === null ? 'create' : diff.length > 0 ? 'update' : 'none', diff }
}
