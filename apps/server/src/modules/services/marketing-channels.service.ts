import { MARKETING_CHANNELS, type BrandChannelApplyBody, type BrandChannelList } from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { assertPlatformWide } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import { visibleBrand } from '../brands/brands.service.js'
import { findBrandChannelForUpdate, findChannelApplyForUpdate, handleChannelApply, listBrandChannels, listChannelApplies, upsertChannelApply } from './services.repository.js'

/**
 * The brands' marketing channels (spec 1 §7, issue 13): a brand applies, the platform opens or
 * refuses. Channels belong to brands and follow the tenant scope.
 */
export const createMarketingChannelsService = ({ db, clock }: { db: Db; clock: Clock }) => {
  /** The brand: the one asked for (operators, group sessions) or the session's own. */
  const channelBrand = async (session: SessionContext, brandId: number | undefined, tx: DbOrTx = db) => {
    const id = brandId ?? (session.scope.kind === 'brand' ? session.scope.brandId : undefined)
    if (id === undefined) throw new AppError('BAD_REQUEST', '请选择品牌')
    return visibleBrand(tx, session, id)
  }

  return {
    async list(session: SessionContext, brandId: number | undefined): Promise<BrandChannelList> {
      const brand = await channelBrand(session, brandId)
      const rows = new Map((await listBrandChannels(db, brand.id)).map((r) => [r.channel, r]))
      return {
        brandId: brand.id,
        brandName: brand.name,
        list: MARKETING_CHANNELS.map((c) => {
          const r = rows.get(c.channel)
          const state = !r ? 'none' : r.status === 1 ? 'opened' : r.status === 2 ? 'refused' : 'applied'
          return { channel: c.channel, name: c.name, comingSoon: c.comingSoon, state, appliedAt: r ? toChinaTime(r.appliedAt) : null }
        }),
      }
    },

    async apply(session: SessionContext, body: BrandChannelApplyBody) {
      const channel = MARKETING_CHANNELS.find((c) => c.channel === body.channel)!
      if (channel.comingSoon) throw new AppError('BAD_REQUEST', `${channel.name}即将开放，暂不能申请`)
      return db.transaction(async (tx) => {
        const brand = await channelBrand(session, body.brandId, tx)
        const current = await findBrandChannelForUpdate(tx, brand.id, body.channel)
        if (current?.status === 1) throw new AppError('CONFLICT', `${channel.name}已开通`)
        if (current?.status === 0) throw new AppError('CONFLICT', `${channel.name}已提交申请，请等待处理`)
        const row = await upsertChannelApply(tx, brand.id, body.channel, session.accountId, clock.now())
        if (!row) throw new AppError('CONFLICT', `${channel.name}已提交申请，请等待处理`)
        return { id: row.id, brandId: brand.id, brandName: brand.name, channel: body.channel, channelName: channel.name }
      })
    },

    async applies(session: SessionContext, body: { status?: number | undefined; brandName?: string | undefined; pageNum: number; pageSize: number }) {
      const { pageNum, pageSize, ...filter } = body
      const { rows, total } = await listChannelApplies(db, { ...filter, scope: session.scope }, pageNum, pageSize)
      return {
        list: rows.map((r) => ({
          id: r.apply.id,
          brandId: r.apply.brandId,
          brandName: r.brandName,
          channel: r.apply.channel,
          channelName: MARKETING_CHANNELS.find((c) => c.channel === r.apply.channel)?.name ?? String(r.apply.channel),
          status: r.apply.status,
          appliedAt: toChinaTime(r.apply.appliedAt),
          appliedByName: r.appliedByName,
          handledAt: r.apply.handledAt ? toChinaTime(r.apply.handledAt) : null,
          remark: r.apply.remark,
        })),
        total,
        pageNum,
        pageSize,
      }
    },

    async handle(session: SessionContext, body: { id: number; status: 1 | 2; remark: string }) {
      assertPlatformWide(session.scope)
      return db.transaction(async (tx) => {
        const current = await findChannelApplyForUpdate(tx, body.id)
        if (!current) throw new AppError('NOT_FOUND', '申请不存在或已删除')
        if (current.apply.status !== 0) throw new AppError('CONFLICT', '该申请已处理')
        await handleChannelApply(tx, body.id, { status: body.status, remark: body.remark, handledBy: session.accountId, handledAt: clock.now() })
        return { id: body.id, brandId: current.apply.brandId, brandName: current.brandName, channel: current.apply.channel, status: body.status }
      })
    },
  }
}

export type MarketingChannelsService = ReturnType<typeof createMarketingChannelsService>
