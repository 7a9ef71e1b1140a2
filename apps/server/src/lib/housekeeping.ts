/**
 * Pruning work that modules hand to the periodic cleanup job (expired sessions, spent codes…),
 * so the job needs no knowledge of their tables. Each task answers how many rows it removed.
 */
export interface Housekeeping {
  add(name: string, prune: (now: Date) => Promise<number>): void
  run(now: Date): Promise<Record<string, number>>
}

export const createHousekeeping = (): Housekeeping => {
  const tasks = new Map<string, (now: Date) => Promise<number>>()
  return {
    add: (name, prune) => void tasks.set(name, prune),
    async run(now) {
      const removed: Record<string, number> = {}
      for (const [name, prune] of tasks) removed[name] = await prune(now)
      return removed
    },
  }
}
