import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { OnekeySyncAnswerSchema, OnekeySyncBodySchema, SyncPeekBodySchema, SyncPeekSchema, SyncReceiveBodySchema, SyncReceiveSchema, success } from '@yunying/contracts'
import type { SignedAccess } from '../access/signed-access.js'
import type { DictionarySyncService } from './dictionary-sync.service.js'
import { SYNC_FAMILY, syncSignedFamily } from './dictionary-sync.signature.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('配置中心')
const BASE = '/pandora/field-config'

export interface DictionarySyncRouteOptions {
  sync: DictionarySyncService
  signed: SignedAccess
  /** SYNC_ACCEPT: the senders' secrets by their stage. */
  accepted: Readonly<Partial<Record<string, string>>>
}

export const dictionarySyncRoutes =
  ({ sync, signed, accepted }: DictionarySyncRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(`${BASE}/onekey-sync`, doc({ access: 'code:dictionary.sync.btn', summary: '一键同步字段到其他环境（mode plan 对比，apply 同步；仅非生产环境）', body: OnekeySyncBodySchema, reply: OnekeySyncAnswerSchema }), async (request) => {
      const { answer, log } = await sync.onekeySync(request.session!, request.body)
      request.operationDetail = log
      return success(answer, answer.mode === 'plan' ? '对比完成' : '同步成功')
    })

    // Called by another deployment, not by a person: no session, the `signed` access kind of the
    // access kernel with this family's keys (docs/configuration.md "One-key sync", docs/access.md).
    signed.registerFamily(SYNC_FAMILY, syncSignedFamily(accepted))
    const limits = { rateLimit: { max: 120, timeWindow: '1 minute' } }

    app.post(
      `${BASE}/sync-peek`,
      doc({ access: `signed:${SYNC_FAMILY}`, readOnly: true, ...limits, summary: '一键同步：读取本环境的字段定义与版本（其他环境签名调用）', body: SyncPeekBodySchema, reply: SyncPeekSchema }),
      async (request) => success(await sync.peek(request.body.fieldCodes), '获取成功'),
    )

    app.post(`${BASE}/sync-receive`, doc({ access: `signed:${SYNC_FAMILY}`, ...limits, summary: '一键同步：接收其他环境推送的字段定义（签名、幂等、按版本拒绝冲突）', body: SyncReceiveBodySchema, reply: SyncReceiveSchema }), async (request, reply) => {
      const source = request.signer!.keyId
      const { statusCode, envelope, replay } = await sync.receive(source, request.rawBody ?? '', request.body)
      request.operationDetail = { source, requestId: request.body.requestId, replay, results: (envelope.data as { results?: unknown } | null)?.results ?? null }
      // 409 and 400 carry the per-field results too: the status is the receiver's, not a thrown error's.
      return reply.status(statusCode as 200).send(envelope as never)
    })
  }
