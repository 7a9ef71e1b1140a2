import { defineConfig } from 'drizzle-kit'

// Each module owns its tables (`*.table.ts` in its folder); drizzle-kit finds them all, so `db/`
// never imports a module to list them.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.table.ts', './src/db/*.table.ts'],
  out: './src/db/migrations',
})
