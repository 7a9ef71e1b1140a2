import { z } from 'zod'

export const HealthSchema = z.object({
  database: z.enum(['ok', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  redis: z.enum(['ok', 'down', 'off']),
  uptimeSeconds: z.number(),
  version: z.string(),
})
export type Health = z.infer<typeof HealthSchema>
