import v8 from 'node:v8'

/**
 * How far V8 lets the old generation grow past what the last full collection kept before it
 * collects again: `percent` 100 collects at twice the kept heap (ADR 0014). V8 reads the flag each
 * time it sets the next limit, so setting it at start, before the heap has grown, takes effect from
 * the first full collection on. 0 leaves V8's own factor (up to about 4 on a machine with much memory).
 */
export const applyHeapGrowing = (percent: number) => {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`)
}
