import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ConfigDetailSchema,
  ConfigSaveResultSchema,
  ConfigVersionSchema,
  FieldConfigDataSchema,
  GroupConfigListBodySchema,
  GroupConfigPageSchema,
  GroupConfigRestoreBodySchema,
  GroupConfigSaveBodySchema,
  GroupIdQuerySchema,
  SellerConfigListBodySchema,
  SellerConfigPageSchema,
  SellerConfigRestoreBodySchema,
  SellerConfigSaveBodySchema,
  SellerIdQuerySchema,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { ConfigValuesService } from './config-values.service.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('配置中心')

/** The menu pages and button codes of spec 2 §6 (base data). */
export const BRAND_CONFIG_PAGE = '/businessCenter/config/brand'
export const GROUP_CONFIG_PAGE = '/businessCenter/config/group'
const BRAND_EDIT = 'config.brand.edit.btn'
const GROUP_EDIT = 'config.group.edit.btn'

/** Answers a save or a restore: its log entry's detail, and `done` unless nothing changed. */
const changeAnswer = async <R extends { changed: boolean }>(request: { operationDetail: unknown }, change: Promise<{ result: R; log: unknown }>, done: string) => {
  const { result, log } = await change
  request.operationDetail = log
  return success(result, result.changed ? done : '配置没有变化')
}

/** POST/GET pandora/seller-config/* and pandora/group-config/* (spec 2 §7), with history and restore (issue 14). */
export const configValuesRoutes =
  (values: ConfigValuesService): FastifyPluginAsyncZod =>
  async (app) => {
    // ── Brand configuration ──
    app.post(
      '/pandora/seller-config/list',
      doc({ access: `page:${BRAND_CONFIG_PAGE}`, tenantIds: { sellerId: 'brand:filter' }, readOnly: true, summary: '品牌配置列表', body: SellerConfigListBodySchema, reply: SellerConfigPageSchema }),
      async (request) => success(await values.listBrands(request.session!, request.body), '获取成功'),
    )
    app.get(
      '/pandora/seller-config/detail',
      doc({ access: `page:${BRAND_CONFIG_PAGE}`, tenantIds: { sellerId: 'brand' }, summary: '品牌配置详情（已保存的值）', query: SellerIdQuerySchema, reply: ConfigDetailSchema }),
      async (request) => success(await values.brandDetail(request.session!, request.query.sellerId), '获取成功'),
    )
    app.get(
      '/pandora/seller-config/field-config-data',
      doc({ access: `page:${BRAND_CONFIG_PAGE}`, tenantIds: { sellerId: 'brand' }, summary: '品牌可配置的字段（按页面分组）与已保存的值', query: SellerIdQuerySchema, reply: FieldConfigDataSchema }),
      async (request) => success(await values.brandFields(request.session!, request.query.sellerId), '获取成功'),
    )
    app.post('/pandora/seller-config/save', doc({ access: `code:${BRAND_EDIT}`, tenantIds: { sellerId: 'brand' }, summary: '保存品牌配置', body: SellerConfigSaveBodySchema, reply: ConfigSaveResultSchema }), (request) => changeAnswer(request, values.saveBrand(request.session!, request.body), '保存成功'))
    app.get(
      '/pandora/seller-config/history',
      doc({ access: `page:${BRAND_CONFIG_PAGE}`, tenantIds: { sellerId: 'brand' }, summary: '品牌配置的历史版本（新的在前，含字段级差异）', query: SellerIdQuerySchema, reply: z.array(ConfigVersionSchema) }),
      async (request) => success(await values.brandHistory(request.session!, request.query.sellerId), '获取成功'),
    )
    app.post('/pandora/seller-config/restore', doc({ access: `code:${BRAND_EDIT}`, tenantIds: { sellerId: 'brand' }, summary: '恢复品牌配置到历史版本（生成新版本）', body: SellerConfigRestoreBodySchema, reply: ConfigSaveResultSchema }), (request) => changeAnswer(request, values.restoreBrand(request.session!, request.body), '恢复成功'))

    // ── Group configuration ──
    app.post(
      '/pandora/group-config/list',
      doc({ access: `page:${GROUP_CONFIG_PAGE}`, tenantIds: { groupId: 'group:filter' }, readOnly: true, summary: '集团配置列表', body: GroupConfigListBodySchema, reply: GroupConfigPageSchema }),
      async (request) => success(await values.listGroups(request.session!, request.body), '获取成功'),
    )
    app.get(
      '/pandora/group-config/detail',
      doc({ access: `page:${GROUP_CONFIG_PAGE}`, tenantIds: { groupId: 'group' }, summary: '集团配置详情（已保存的值）', query: GroupIdQuerySchema, reply: ConfigDetailSchema }),
      async (request) => success(await values.groupDetail(request.session!, request.query.groupId), '获取成功'),
    )
    app.get(
      '/pandora/group-config/field-config-data',
      doc({ access: `page:${GROUP_CONFIG_PAGE}`, tenantIds: { groupId: 'group' }, summary: '集团可配置的字段（按页面分组）与已保存的值', query: GroupIdQuerySchema, reply: FieldConfigDataSchema }),
      async (request) => success(await values.groupFields(request.session!, request.query.groupId), '获取成功'),
    )
    app.post('/pandora/group-config/save', doc({ access: `code:${GROUP_EDIT}`, tenantIds: { groupId: 'group' }, summary: '保存集团配置', body: GroupConfigSaveBodySchema, reply: ConfigSaveResultSchema }), (request) => changeAnswer(request, values.saveGroup(request.session!, request.body), '保存成功'))
    app.get(
      '/pandora/group-config/history',
      doc({ access: `page:${GROUP_CONFIG_PAGE}`, tenantIds: { groupId: 'group' }, summary: '集团配置的历史版本（新的在前，含字段级差异）', query: GroupIdQuerySchema, reply: z.array(ConfigVersionSchema) }),
      async (request) => success(await values.groupHistory(request.session!, request.query.groupId), '获取成功'),
    )
    app.post('/pandora/group-config/restore', doc({ access: `code:${GROUP_EDIT}`, tenantIds: { groupId: 'group' }, summary: '恢复集团配置到历史版本（生成新版本）', body: GroupConfigRestoreBodySchema, reply: ConfigSaveResultSchema }), (request) => changeAnswer(request, values.restoreGroup(request.session!, request.body), '恢复成功'))
  }
