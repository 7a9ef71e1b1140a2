import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AddDictionaryFieldBodySchema,
  DictionaryDetailQuerySchema,
  DictionaryDetailSchema,
  DictionaryListBodySchema,
  DictionaryPageSchema,
  DictionarySettingsSchema,
  UpdateDictionaryFieldBodySchema,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { DictionaryService } from './dictionary.service.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('配置中心')

/** The dictionary's menu page (base data); create and edit have their own button codes (spec 2 §6). */
export const DICTIONARY_PAGE = '/businessCenter/config/dictionary'
const BASE = '/pandora/field-config'

const VersionSchema = z.object({
  version: z.number().int(),
  action: z.string(),
  accountName: z.string(),
  accountPhone: z.string(),
  createdAt: z.string(),
  snapshot: z.record(z.string(), z.unknown()),
})

export const dictionaryRoutes =
  (dictionary: DictionaryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(`${BASE}/settings`, doc({ access: `page:${DICTIONARY_PAGE}`, summary: '本环境是否可新建字段、可同步到哪些环境', reply: DictionarySettingsSchema }), async () => success(dictionary.settings(), '获取成功'))

    app.post(
      `${BASE}/list`,
      doc({ access: `page:${DICTIONARY_PAGE}`, readOnly: true, summary: '配置字典列表', body: DictionaryListBodySchema, reply: DictionaryPageSchema }),
      async (request) => success(await dictionary.list(request.body), '获取成功'),
    )

    app.get(`${BASE}/detail`, doc({ access: `page:${DICTIONARY_PAGE}`, summary: '字段详情', query: DictionaryDetailQuerySchema, reply: DictionaryDetailSchema }), async (request) => success(await dictionary.detail(request.query.id), '获取成功'))

    app.get(
      `${BASE}/history`,
      doc({ access: `page:${DICTIONARY_PAGE}`, summary: '字段的保存记录（谁、何时、保存后的定义）', query: DictionaryDetailQuerySchema, reply: z.array(VersionSchema) }),
      async (request) => success(await dictionary.history(request.query.id), '获取成功'),
    )

    app.post(`${BASE}/add`, doc({ access: 'code:dictionary.create.btn', summary: '新建字段（仅非生产环境）', body: AddDictionaryFieldBodySchema, reply: DictionaryDetailSchema }), async (request) => {
      const { detail, log } = await dictionary.add(request.session!, request.body)
      request.operationDetail = log
      return success(detail, '新增成功')
    })

    app.post(`${BASE}/update`, doc({ access: 'code:dictionary.edit.btn', summary: '修改字段（编码不可改）', body: UpdateDictionaryFieldBodySchema, reply: DictionaryDetailSchema }), async (request) => {
      const { detail, log, unchanged } = await dictionary.update(request.session!, request.body)
      request.operationDetail = log
      return success(detail, unchanged ? '内容没有变化，未生成新版本' : '修改成功')
    })
  }
