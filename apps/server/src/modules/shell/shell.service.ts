import type { AppletVersion, ShellConfig, UpdateNotice } from '@yunying/contracts'
import type { Config } from '../../config.js'
import type { Db, DbOrTx } from '../../db/client.js'
import { findLatestNotice, findLatestPerServiceType, insertNotice, type UpdateNoticeRow } from './notices.repository.js'
import { toChinaTime } from '../../lib/china-time.js'

const toNotice = (row: UpdateNoticeRow): UpdateNotice => ({
  title: row.title,
  versions_num: row.versionsNum,
  created_at: toChinaTime(row.createdAt),
  content: row.content,
})

/** What the console shell reads from the server: its configuration and the update notices. */
/** Demo seeds: update notices as given, inside the caller's transaction. */
export const recordNotices = async (tx: DbOrTx, rows: Array<Parameters<typeof insertNotice>[1]>) => {
  for (const row of rows) await insertNotice(tx, row)
}

export const createShellService = ({ db, config }: { db: Db; config: Config }) => ({
  config: (): ShellConfig => ({
    helpCenterUrl: config.HELP_CENTER_URL ?? '',
    callbackAllowedHosts: config.CALLBACK_ALLOWED_HOSTS,
    amap: config.AMAP_KEY ? { key: config.AMAP_KEY, securityCode: config.AMAP_SECURITY_CODE ?? '' } : null,
  }),

  /** The newest notice of a service type; the console decides whether to show it (age, read version, admin type). */
  latestNotice: async (serviceType: number): Promise<UpdateNotice | null> => {
    const row = await findLatestNotice(db, serviceType)
    return row ? toNotice(row) : null
  },

  versionsInfo: async (): Promise<AppletVersion[]> =>
    (await findLatestPerServiceType(db)).map((row) => ({ service_type: row.serviceType, versions_num: row.versionsNum, created_at: row.createdAt.toISOString() })),
})

export type ShellService = ReturnType<typeof createShellService>
