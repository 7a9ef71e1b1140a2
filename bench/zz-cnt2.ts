import { sql } from 'drizzle-orm'
import { openDatabase } from '../apps/server/src/db/client.js'
const d = await openDatabase({ dataDir: '/tmp/cntdir' } as any)
if (process.env.NOFK) { const fks = ((await d.db.execute(sql`select conname, conrelid::regclass::text as t from pg_constraint where contype = 'f' and conrelid::regclass::text in ('qr_scan_counts','qr_rule_scan_counts')`)) as any).rows; for (const f of fks) await d.db.execute(sql.raw(`alter table ${f.t} drop constraint ${f.conname}`)) }
const ids = ((await d.db.execute(sql`select id, rule_id from qr_codes order by id limit 600000`)) as any).rows as Array<{ id: number; rule_id: number }>
let at = 0
type Row = { codeId: number; ruleId: number | null; channel: number; outcome: string; day: string; count: number }
const variants: Record<string, (rows: Row[]) => Promise<unknown>> = {
  jsonb: (rows) => d.db.execute(sql`
    with r as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("codeId" int, "ruleId" int, channel smallint, outcome text, day date, count bigint)),
    code_counts as (insert into qr_scan_counts (code_id, channel, outcome, day, count) select r."codeId", r.channel, r.outcome, r.day, sum(r.count) from r where exists (select 1 from qr_codes where qr_codes.id = r."codeId") group by 1, 2, 3, 4
      on conflict (code_id, channel, outcome, day) do update set count = qr_scan_counts.count + excluded.count returning 1)
    insert into qr_rule_scan_counts (rule_id, day, count) select r."ruleId", r.day, sum(r.count) from r where r."ruleId" is not null and exists (select 1 from qr_rules where qr_rules.id = r."ruleId") group by 1, 2
    on conflict (rule_id, day) do update set count = qr_rule_scan_counts.count + excluded.count`),
  json: (rows) => d.db.execute(sql`
    with r as (select * from json_to_recordset(${JSON.stringify(rows)}::json) as r("codeId" int, "ruleId" int, channel smallint, outcome text, day date, count bigint)),
    code_counts as (insert into qr_scan_counts (code_id, channel, outcome, day, count) select r."codeId", r.channel, r.outcome, r.day, sum(r.count) from r where exists (select 1 from qr_codes where qr_codes.id = r."codeId") group by 1, 2, 3, 4
      on conflict (code_id, channel, outcome, day) do update set count = qr_scan_counts.count + excluded.count returning 1)
    insert into qr_rule_scan_counts (rule_id, day, count) select r."ruleId", r.day, sum(r.count) from r where r."ruleId" is not null and exists (select 1 from qr_rules where qr_rules.id = r."ruleId") group by 1, 2
    on conflict (rule_id, day) do update set count = qr_rule_scan_counts.count + excluded.count`),
  noexists: (rows) => d.db.execute(sql`
    with r as (select * from json_to_recordset(${JSON.stringify(rows)}::json) as r("codeId" int, "ruleId" int, channel smallint, outcome text, day date, count bigint)),
    code_counts as (insert into qr_scan_counts (code_id, channel, outcome, day, count) select r."codeId", r.channel, r.outcome, r.day, sum(r.count) from r group by 1, 2, 3, 4
      on conflict (code_id, channel, outcome, day) do update set count = qr_scan_counts.count + excluded.count returning 1)
    insert into qr_rule_scan_counts (rule_id, day, count) select r."ruleId", r.day, sum(r.count) from r where r."ruleId" is not null and exists (select 1 from qr_rules where qr_rules.id = r."ruleId") group by 1, 2
    on conflict (rule_id, day) do update set count = qr_rule_scan_counts.count + excluded.count`),
  codesonly: (rows) => d.db.execute(sql`
    with r as (select * from json_to_recordset(${JSON.stringify(rows)}::json) as r("codeId" int, "ruleId" int, channel smallint, outcome text, day date, count bigint))
    insert into qr_scan_counts (code_id, channel, outcome, day, count) select r."codeId", r.channel, r.outcome, r.day, sum(r.count) from r group by 1, 2, 3, 4
      on conflict (code_id, channel, outcome, day) do update set count = qr_scan_counts.count + excluded.count`),
}
const order = (process.env.V ?? 'jsonb,json,noexists,codesonly').split(',')
for (let round = 0; round < 2; round++)
  for (const v of order) {
    const size = 250
    const slices = 160
    const t0 = performance.now()
    for (let s = 0; s < slices; s++) {
      const rows = ids.slice(at, at + size).map((r) => ({ codeId: r.id, ruleId: r.rule_id, channel: 1, outcome: 'opened', day: '2026-11-27', count: 1 }))
      at += size
      await variants[v]!(rows)
    }
    const ms = performance.now() - t0
    console.log(`${v}: ${(ms / slices).toFixed(2)} ms/slice, ${((ms * 1000) / (slices * size)).toFixed(1)} µs/row`)
  }
await d.close()
