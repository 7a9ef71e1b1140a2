/** Whether a database error (possibly wrapped by drizzle) is a unique violation, optionally of one constraint. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint || String((e as Error).message ?? '').includes(constraint)
  }
  return false
}
