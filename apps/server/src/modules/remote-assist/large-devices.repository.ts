import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'

const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows

/** The prefix of generated devices' serial numbers and key ids. */
export const GENERATED_SN = 'GEN-'

export const countGeneratedDevices = async (db: DbOrTx) =>
  (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from remote_devices where device_sn like ${`${GENERATED_SN}%`}`))[0]!.n

/**
 * Gives generated devices the secrets in `keys` (by key id): a benchmark signs its calls as them
 * without registering them (registration is rate-limited). Only generated devices are touched.
 */
export const setGeneratedSecrets = (db: DbOrTx, keys: ReadonlyArray<{ keyId: string; secret: string }>) =>
  db.execute(sql`
      update remote_devices d set secret = k.secret
      from json_to_recordset(${JSON.stringify(keys.map((k) => ({ key_id: k.keyId, secret: k.secret })))}::json) as k(key_id text, secret text)
      where d.key_id = k.key_id and d.device_sn like ${`${GENERATED_SN}%`}`)

/**
 * `n` generated devices numbered from `from` + 1, spread round-robin over the first `stores` stores (by id),
 * every device type, granted and not, seen long ago or never; in one set-based insert. Each gets a
 * random secret that nobody knows (the database's strong random UUID): `setGeneratedSecrets` gives a
 * benchmark the ones it signs with.
 */
export const insertGeneratedDevices = (db: DbOrTx, n: number, from: number, stores: number) =>
  db.execute(sql`
      with s as (select id, brand_id, row_number() over (order by id) - 1 as rn from (select id, brand_id from stores order by id limit ${stores}) t)
      insert into remote_devices (brand_id, store_id, device_type, device_sn, key_id, secret, client_version, controllable,
        last_seen_at, remote_num, latest_remote_at, created_at)
      select s.brand_id, s.id, 1 + (g % 4), ${GENERATED_SN} || lpad(g::text, 8, '0'), 'dev_gen_' || g, md5(gen_random_uuid()::text),
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
