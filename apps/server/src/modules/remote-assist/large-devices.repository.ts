import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'

const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows

/** The prefix of generated devices' serial numbers and key ids. */
export const GENERATED_SN = 'GEN-'

export const countGeneratedDevices = async (db: DbOrTx) =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from remote_devices where device_sn like ${`${GENERATED_SN}%`}`))[0]!.n

/**
 * The key of generated device number `n` (from 1): its key id and its secret, derived from its number
 * so a benchmark can sign its calls without registering it (registration is rate-limited). Generated
 * devices are bench data only: anyone can compute their secrets.
 */
export const generatedDeviceKey = (n: number) => ({ keyId: `dev_gen_${n}`, secret: createHash('md5').update(`gen${n}`).digest('hex') })

/**
 * `n` generated devices numbered from `from` + 1, spread round-robin over the first `stores` stores (by id),
 * every device type, granted and not, seen long ago or never; in one set-based insert.
 */
export const insertGeneratedDevices = (db: DbOrTx, n: number, from: number, stores: number) =>
  db.execute(sql`
      with s as (select id, brand_id, row_number() over (order by id) - 1 as rn from (select id, brand_id from stores order by id limit ${stores}) t)
      insert into remote_devices (brand_id, store_id, device_type, device_sn, key_id, secret, client_version, controllable,
        last_seen_at, remote_num, latest_remote_at, created_at)
      select s.brand_id, s.id, 1 + (g % 4), ${GENERATED_SN} || lpad(g::text, 8, '0'), 'dev_gen_' || g, md5('gen' || g),
        (array['2.3.1', '2.2.8', '2.1.0'])[1 + (g % 3)], g % 3 <> 0,
        case when g % 7 = 0 then null else now() - make_interval(mins => 60 + (g % 10000)) end,
        g % 5, case when g % 5 = 0 then null else now() - make_interval(hours => g % 2000) end,
        now() - make_interval(secs => g)
      from generate_series(${from + 1}::int, ${from + n}::int) g
      join s on s.rn = g % (select count(*) from s)`)

/**
 * Marks every `every`-th generated device as last seen at `at` (the others as seen an hour or more
 * ago, as seeded), so a presence filter finds a known share online.
 */
export const markGeneratedPresence = (db: DbOrTx, every: number, at: Date) =>
  db.execute(sql`
      update remote_devices set last_seen_at = ${at}
      where device_sn like ${`${GENERATED_SN}%`} and substr(device_sn, ${GENERATED_SN.length + 1})::int % ${every} = 0
        and last_seen_at is distinct from ${at}`)

export const analyzeDevices = (db: DbOrTx) => db.execute(sql`analyze remote_devices`)
