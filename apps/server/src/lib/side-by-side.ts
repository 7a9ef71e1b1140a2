/**
 * Calls `work` on each item with at most `lanes` calls in flight, each lane taking the next item as
 * its last call ends, and answers the results in the items' order. The first failure rejects the
 * whole; the items other lanes have already started still run to their end (nothing is cancelled),
 * and no lane starts another item after it.
 */
export const sideBySide = async <T, R>(items: readonly T[], lanes: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> => {
  const results = new Array<R>(items.length)
  let next = 0
  let failed = false
  const lane = async () => {
    while (!failed && next < items.length) {
      const i = next++
      try {
        results[i] = await work(items[i]!, i)
      } catch (err) {
        failed = true
        throw err
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, lane))
  return results
}
