/** What the database benches share: the PostgreSQL server, its bench databases, which databases to measure, the summary. */
import pg from 'pg'

export type BenchKind = 'pglite' | 'postgres'

/** The PostgreSQL server the benches measure, if any. */
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL

/** The URL of the database `name` on that server, created when missing (it keeps its data between runs). */
export const benchDatabaseUrl = async (name: string): Promise<string> => {
  const admin = new pg.Client({ connectionString: BENCH_PG_URL })
  await admin.connect()
  try {
    if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0) await admin.query(`create database "${name}"`)
  } finally {
    await admin.end()
  }
  const url = new URL(BENCH_PG_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

/** PGlite, then PostgreSQL when a server is configured; `--only pglite|postgres` narrows. */
export const benchKinds = (only: string | undefined): BenchKind[] => {
  const kinds: BenchKind[] = []
  if (only !== 'postgres') kinds.push('pglite')
  if (only !== 'pglite') {
    if (BENCH_PG_URL) kinds.push('postgres')
    else process.stdout.write('PostgreSQL skipped: set BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL to measure it.\n')
  }
  return kinds
}

/** Runs each database in turn and prints the rows of all of them under `header`. */
export const runAndSummarise = async (kinds: BenchKind[], run: (kind: BenchKind) => Promise<string[][]>, header: string) => {
  const summary: Array<[BenchKind, string[][]]> = []
  for (const kind of kinds) summary.push([kind, await run(kind)])
  process.stdout.write(`\n${header}\n`)
  for (const [kind, rows] of summary) {
    process.stdout.write(`[${kind}]\n`)
    for (const r of rows) process.stdout.write(`${r.join(' | ')}\n`)
  }
}
