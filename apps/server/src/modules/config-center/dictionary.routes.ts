import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AddDictionaryFieldBodySchema,
  DictionaryDetailQuerySchema,
  DictionaryDetailSchema,
  DictionaryListBodySchema,
  DictionaryPageSchema,
  DictionarySettingsSchema,
  UpdateDictionaryFieldBodySchema,
  envelopeOf,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { DictionaryService } from './dictionary.service.js'

const TAG = '配置中心'
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
    app.get(
      `${BASE}/settings`,
      { config: { access: `page:${DICTIONARY_PAGE}` }, schema: { tags: [TAG], summary: '本环境是否可新建字段、可同步到哪些环境', response: { 200: envelopeOf(DictionarySettingsSchema) } } },
      async () => success(dictionary.settings(), '获取成功'),
    )

    app.post(
      `${BASE}/list`,
      {
        config: { access: `page:${DICTIONARY_PAGE}`, readOnly: true },
        schema: { tags: [TAG], summary: '配置字典列表', body: DictionaryListBodySchema, response: { 200: envelopeOf(DictionaryPageSchema) } },
      },
      async (request) => success(await dictionary.list(request.body), '获取成功'),
    )

    app.get(
      `${BASE}/detail`,
      { config: { access: `page:${DICTIONARY_PAGE}` }, schema: { tags: [TAG], summary: '字段详情', querystring: DictionaryDetailQuerySchema, response: { 200: envelopeOf(DictionaryDetailSchema) } } },
      async (request) => success(await dictionary.detail(request.query.id), '获取成功'),
    )

    app.get(
      `${BASE}/history`,
      { config: { access: `page:${DICTIONARY_PAGE}` }, schema: { tags: [TAG], summary: '字段的保存记录（谁、何时、保存后的定义）', querystring: DictionaryDetailQuerySchema, response: { 200: envelopeOf(z.array(VersionSchema)) } } },
      async (request) => success(await dictionary.history(request.query.id), '获取成功'),
    )

    app.post(
      `${BASE}/add`,
      { config: { access: 'code:dictionary.create.btn' }, schema: { tags: [TAG], summary: '新建字段（仅非生产环境）', body: AddDictionaryFieldBodySchema, response: { 200: envelopeOf(DictionaryDetailSchema) } } },
      async (request) => {
        const { detail, log } = await dictionary.add(request.session!, request.body)
        request.operationDetail = log
        return success(detail, '新增成功')
      },
    )

    app.post(
      `${BASE}/update`,
      { config: { access: 'code:dictionary.edit.btn' }, schema: { tags: [TAG], summary: '修改字段（编码不可改）', body: UpdateDictionaryFieldBodySchema, response: { 200: envelopeOf(DictionaryDetailSchema) } } },
      async (request) => {
        const { detail, log, unchanged } = await dictionary.update(request.session!, request.body)
        request.operationDetail = log
        return success(detail, unchanged ? '内容没有变化，未生成新版本' : '修改成功')
      },
    )
  }
