import { z } from 'zod'

export const HealthSchema = z.object({
  database: z.enum(['ok', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  redis: z.enum(['ok', 'down', 'off']),
  uptimeSeconds: z.number(),
  version: z.string(),
  /** True once the process has been asked to stop: /readyz answers 503 so the balancer sends no more. */
  draining: z.boolean(),
})
export type Health = z.infer<typeof HealthSchema>
