/**
 * `npm run bench:stores`: the store registry at chain scale, through the real routes of the built
 * server (apps/server/dist/main.js, started as users start it, called over HTTP: session, permission
 * and validation included), on the embedded database and on PostgreSQL when BENCH_DATABASE_URL,
 * DATABASE_URL or TEST_DATABASE_URL is set. Build first: `npm run build -w @yunying/server`.
 *
 * What is measured: the store list's first page with its total, capped at 10,000 (`POST /org-center/shop/page`), for the
 * searches of `/orgCenter/store/list`; the lean picker `GET /org-center/shop/list` at the 1,000 rows
 * spec 3's remote-assistance pickers ask for; the renewal prompt's count (`GET …/expiring-count`),
 * which every operator's home page asks. Targets: list median ≤ 100 ms on PGlite and ≤ 50 ms on
 * PostgreSQL; picker of 1,000 ≤ 150 / 100 ms; the prompt's count ≤ 50 / 20 ms.
 *
 * Data: --stores N stores (default 500,000) over --brands M brands (default 20,000): five chains of
 * 10,000 stores each, the rest spread evenly. The PGlite data lives in BENCH_DATA_DIR (default
 * /tmp/yy-bench-stores) and is seeded once; on PostgreSQL the bench uses (and creates) the database
 * `yy_bench_stores`. Options: --runs N (default 100), --only pglite|postgres.
 */
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../apps/server/src/db/client.js'
import { applyBaseData } from '../apps/server/src/db/base/base-data.js'
import { seedDemo } from '../apps/server/src/db/seed/demo.js'
import { seedLargeBrands } from '../apps/server/src/db/seed/large.js'
import { hashPassword } from '../apps/server/src/modules/accounts/password.js'
import { benchDatabaseUrl, benchKinds, runAndSummarise, type BenchKind as Kind } from './bench-db.js'
import { startBuiltServer } from './built-server.js'

const args = process.argv.slice(2)
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const STORES = Number(arg('--stores') ?? 500_000)
const BRANDS = Number(arg('--brands') ?? 20_000)
const RUNS = Number(arg('--runs') ?? 100)
const ONLY = arg('--only')
const DATA_ROOT = process.env.BENCH_DATA_DIR ?? '/tmp/yy-bench-stores'
const PASSWORD = 'Bench#2026stores'
/** Stores of each of the five big chains. */
const CHAIN = 10_000

const LIST = { pglite: 100, postgres: 50 }
const PICKER = { pglite: 150, postgres: 100 }
const PROMPT = { pglite: 50, postgres: 20 }

const rowsOf = async <T>(db: Database['db'], query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows

const prepare = async (kind: Kind): Promise<{ database: Database; dataDir: string; url?: string }> => {
  const dataDir = path.join(DATA_ROOT, kind)
  fs.mkdirSync(dataDir, { recursive: true })
  const url = kind === 'postgres' ? await benchDatabaseUrl('yy_bench_stores') : undefined
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pg') })
  const { db } = database
  await database.migrate()
  await applyBaseData(db, { adminPhone: '13800000000', adminPassword: PASSWORD })
  await seedDemo(db, { adminPhone: '13800000000', password: PASSWORD })
  await seedLargeBrands(database, BRANDS, (done) => process.stdout.write(`  ${done.toLocaleString()} brands\r`))
  const [{ have }] = (await rowsOf<{ have: number }>(db, sql`select count(*)::int as have from stores`)) as [{ have: number }]
  if (have < STORES) {
    const started = Date.now()
    // Brands by rank: ranks 1–5 are the chains, the others share the rest of the stores evenly.
    const brandCount = (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from brands`))[0]!.n
    for (let from = have + 1; from <= STORES; from += 50_000) {
      const to = Math.min(STORES, from + 49_999)
      await db.execute(sql`
        with ranked as (select id, row_number() over (order by id) as rn from brands)
        insert into stores (brand_id, name, code, status, province_code, city_code, district_code, region_name, address, longitude, latitude, contact_name, contact_phone, open_date, expire_date)
        select r.id, '门店' || lpad(g::text, 7, '0'), 'S' || g, case when g % 25 = 0 then 0 else 1 end,
          '110000', '110100', '110101', '北京市/市辖区/东城区', '东城区某路' || g || '号',
          116.3 + (g % 1000) / 5000.0, 39.8 + (g % 997) / 5000.0, '店长' || (g % 100), '138' || lpad((g % 100000000)::text, 8, '0'),
          current_date - 400 + (g % 300), case when g % 10 = 0 then null else current_date - 30 + (g % 400) end
        from generate_series(${from}::int, ${to}::int) g
        join ranked r on r.rn = case when g <= ${5 * CHAIN} then (g - 1) / ${CHAIN} + 1 else 6 + (g % (${brandCount} - 5)) end`)
      process.stdout.write(`  ${to.toLocaleString()} stores\r`)
    }
    process.stdout.write(`\n  seeded ${(STORES - have).toLocaleString()} stores in ${((Date.now() - started) / 1000).toFixed(1)} s\n`)
  }
  // As a database that has lived with its rows (see bench/config.ts).
  await db.execute(sql`vacuum analyze stores`)
  await db.execute(sql`vacuum analyze brands`)
  await db.execute(sql`update accounts set password_hash = ${await hashPassword(PASSWORD)} where username = '13800000000'`)
  return { database, dataDir, ...(url ? { url } : {}) }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!

const run = async (kind: Kind) => {
  process.stdout.write(`\n── ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} ──\n`)
  const { database, dataDir, url } = await prepare(kind)
  const { db } = database
  const chain = (await rowsOf<{ id: number; name: string }>(db, sql`select id, name from brands order by id limit 1`))[0]!
  const small = (await rowsOf<{ id: number; name: string }>(db, sql`select b.id, b.name from brands b join stores s on s.brand_id = b.id group by b.id having count(*) < 100 order by b.id desc limit 1`))[0]!
  const [{ n }] = (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from stores`)) as [{ n: number }]
  process.stdout.write(`  stores: ${n.toLocaleString()}, ${RUNS} runs per call after 5 warm-up runs\n`)
  await database.close()
  const server = await startBuiltServer({ ...(url ? { DATABASE_URL: url } : {}), DATA_DIR: dataDir, SEED_DEMO: 'false', JOB_CONCURRENCY: '0' }, PASSWORD)
  const page = (body: Record<string, unknown>) => () => server.call<{ total: number; totalCapped: boolean }>('POST', '/org-center/shop/page', { pageNum: 1, pageSize: 10, ...body })
  const picker = (query: string) => () => server.call<{ total: number; totalCapped: boolean }>('GET', `/org-center/shop/list?${query}`)
  const scenarios: Array<{ name: string; call: () => Promise<{ total?: number; totalCapped?: boolean; count?: number }>; target: Record<Kind, number> }> = [
    { name: '门店列表：无筛选', call: page({}), target: LIST },
    { name: '门店列表：连锁品牌（1 万家门店）', call: page({ brandId: chain.id }), target: LIST },
    { name: '门店列表：小品牌', call: page({ brandId: small.id }), target: LIST },
    { name: '门店列表：营业 + 30 天内到期', call: page({ status: 1, expireWithinDays: 30 }), target: LIST },
    { name: '门店列表：门店名称包含（约 10%）', call: page({ name: '门店00' }), target: LIST },
    { name: '门店列表：门店名称包含（无匹配）', call: page({ name: '喜茶' }), target: LIST },
    { name: '门店列表：品牌名称包含', call: page({ brandName: chain.name }), target: LIST },
    { name: '选择器：连锁品牌，每页 1000', call: picker(`brandId=${chain.id}&pageSize=1000`), target: PICKER },
    { name: '选择器：连锁品牌 + 关键字', call: picker(`brandId=${chain.id}&keyword=${encodeURIComponent('门店00001')}&pageSize=1000`), target: PICKER },
    { name: '续费提醒：30 天内到期的门店数', call: () => server.call<{ count: number }>('GET', '/org-center/shop/expiring-count'), target: PROMPT },
  ]
  const rows: string[][] = []
  for (const s of scenarios) {
    let data = await s.call()
    for (let i = 0; i < 4; i++) data = await s.call()
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now()
      await s.call()
      times.push(performance.now() - t0)
    }
    times.sort((a, b) => a - b)
    const median = percentile(times, 0.5)
    const target = s.target[kind]
    rows.push([s.name, `${(data.total ?? data.count ?? 0).toLocaleString()}${data.totalCapped ? '+' : ''}`, median.toFixed(1), percentile(times, 0.95).toFixed(1), median <= target ? `ok (≤ ${target} ms)` : `over ${target} ms`])
    process.stdout.write(`  ${rows.at(-1)!.join('  |  ')}\n`)
  }
  await server.stop()
  return rows
}

await runAndSummarise(benchKinds(ONLY), run, 'call | total | median ms | p95 ms | target')
