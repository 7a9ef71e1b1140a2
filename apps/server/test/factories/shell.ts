import { recordFeedback } from '../../src/modules/feedback/feedback.service.js'
import { recordNotices } from '../../src/modules/shell/shell.service.js'
import type { TestApp } from '../build-app.js'

const HOUR = 3_600_000

/** Customer suggestions of a brand, newest first, as the mini-programs would leave them; `handled` ones are 已处理. */
export const buildFeedback = async (t: TestApp, brandId: number, rows: Array<{ content: string; handled?: boolean; channel?: number }>) => {
  const now = Date.now()
  await recordFeedback(
    t.database.db,
    rows.map((r, i) => ({
      brandId,
      content: r.content,
      contact: '138****0000',
      channel: r.channel ?? 1,
      status: r.handled ? 1 : 0,
      createdAt: new Date(now - (i + 1) * HOUR),
      handledAt: r.handled ? new Date(now - i * HOUR) : null,
    })),
  )
}

/** An update notice of a service type, published `hoursAgo` hours ago (newer than any other unless told). */
export const buildNotice = async (t: TestApp, values: { serviceType: number; versionsNum: string; title?: string; content?: string; hoursAgo?: number }) => {
  await recordNotices(t.database.db, [
    {
      serviceType: values.serviceType,
      versionsNum: values.versionsNum,
      title: values.title ?? `测试 ${values.versionsNum} 更新公告`,
      content: values.content ?? '<p>本次更新内容：</p><ol><li>测试更新。</li></ol>',
      createdAt: new Date(Date.now() - (values.hoursAgo ?? 0) * HOUR),
    },
  ])
}
