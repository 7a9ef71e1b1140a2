import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { OnekeySyncAnswerSchema, OnekeySyncBodySchema, SyncPeekBodySchema, SyncPeekSchema, SyncReceiveBodySchema, SyncReceiveSchema, envelopeOf, success } from '@yunying/contracts'
import { AppError } from '../../lib/app-error.js'
import type { Clock } from '../../lib/clock.js'
import type { DictionarySyncService } from './dictionary-sync.service.js'
import { verifySyncSignature } from './dictionary-sync.signature.js'

const TAG = '配置中心'
const BASE = '/pandora/field-config'

/** The raw body of each request of the machine routes (the signature covers the exact bytes), and the verified sender. */
const rawBodies = new WeakMap<FastifyRequest, string>()
const senders = new WeakMap<FastifyRequest, string>()

export interface DictionarySyncRouteOptions {
  sync: DictionarySyncService
  clock: Clock
  /** SYNC_ACCEPT: the senders' secrets by their stage. */
  accepted: Readonly<Partial<Record<string, string>>>
}

export const dictionarySyncRoutes =
  ({ sync, clock, accepted }: DictionarySyncRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${BASE}/onekey-sync`,
      {
        config: { access: 'code:dictionary.sync.btn' },
        schema: {
          tags: [TAG],
          summary: '一键同步字段到其他环境（mode plan 对比，apply 同步；仅非生产环境）',
          body: OnekeySyncBodySchema,
          response: { 200: envelopeOf(OnekeySyncAnswerSchema) },
        },
      },
      async (request) => {
        const { answer, log } = await sync.onekeySync(request.session!, request.body)
        request.operationDetail = log
        return success(answer, answer.mode === 'plan' ? '对比完成' : '同步成功')
      },
    )

    // Called by another deployment, not by a person: no session, a signature instead (docs/configuration.md "One-key sync").
    const machineRoutes: FastifyPluginAsyncZod = async (machine) => {
      const parseJson = machine.getDefaultJsonParser('error', 'error')
      machine.removeContentTypeParser('application/json')
      machine.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        rawBodies.set(request, body as string)
        parseJson(request, body as string, done)
      })
      const verify = async (request: FastifyRequest) => {
        const source = verifySyncSignature(accepted, request.headers, rawBodies.get(request) ?? '', clock.now())
        if (!source) throw new AppError('SIGNATURE_INVALID')
        senders.set(request, source)
      }
      const limits = { rateLimit: { max: 120, timeWindow: '1 minute' } }

      machine.post(
        `${BASE}/sync-peek`,
        {
          config: { access: 'public', readOnly: true, ...limits },
          preValidation: verify,
          schema: { tags: [TAG], summary: '一键同步：读取本环境的字段定义与版本（其他环境签名调用）', body: SyncPeekBodySchema, response: { 200: envelopeOf(SyncPeekSchema) } },
        },
        async (request) => success(await sync.peek(request.body.fieldCodes), '获取成功'),
      )

      machine.post(
        `${BASE}/sync-receive`,
        {
          config: { access: 'public', ...limits },
          preValidation: verify,
          schema: { tags: [TAG], summary: '一键同步：接收其他环境推送的字段定义（签名、幂等、按版本拒绝冲突）', body: SyncReceiveBodySchema, response: { 200: envelopeOf(SyncReceiveSchema) } },
        },
        async (request, reply) => {
          const source = senders.get(request)!
          const { statusCode, envelope, replay } = await sync.receive(source, rawBodies.get(request) ?? '', request.body)
          request.operationDetail = { source, requestId: request.body.requestId, replay, results: (envelope.data as { results?: unknown } | null)?.results ?? null }
          // 409 and 400 carry the per-field results too: the status is the receiver's, not a thrown error's.
          return reply.status(statusCode as 200).send(envelope as never)
        },
      )
    }
    await app.register(machineRoutes)
  }
