import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AppendRuleItemBodySchema,
  BasicFieldIdQuerySchema,
  BasicFieldPageSchema,
  BasicFieldSchema,
  BizRuleIdQuerySchema,
  BizRulePageSchema,
  BizRuleSchema,
  DefinitionsDocumentSchema,
  ExportDefinitionsQuerySchema,
  ImportDefinitionsBodySchema,
  ImportResultSchema,
  ListBasicFieldsBodySchema,
  ListBizRulesBodySchema,
  METADATA_BASIC_PAGE,
  METADATA_BIZ_RULE_PAGE,
  METADATA_INDEX_PAGE,
  QueryEntityRulesBodySchema,
  SaveBasicFieldBodySchema,
  SaveBizRuleBodySchema,
  UpdateBasicConfigBodySchema,
  UpdateBasicStatusBodySchema,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { BasicFieldsService, BizRulesService } from './metadata-biz.service.js'
import type { MetadataTransferService } from './metadata-transfer.service.js'
import { METADATA_BASE } from './metadata.routes.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('数据标准')
const RULES = `page:${METADATA_BIZ_RULE_PAGE}` as const
const BASIC = `page:${METADATA_BASIC_PAGE}` as const

/** Business rules, basic attributes and the definitions as code (spec 3 §7.1, issue 27). */
export const metadataBizRoutes =
  (rules: BizRulesService, basic: BasicFieldsService, transfer: MetadataTransferService): FastifyPluginAsyncZod =>
  async (app) => {
    const R = `${METADATA_BASE}/biz-rules`
    app.post(
      `${R}/list`,
      doc({ access: RULES, readOnly: true, summary: '业务规则列表（module、entity、ruleName）', body: ListBizRulesBodySchema, reply: BizRulePageSchema }),
      async (request) => success(await rules.list(request.session!, request.body), '获取成功'),
    )
    app.post(`${R}/save`, doc({ access: RULES, summary: '保存业务规则（无 id 新增；多选的 value 为数组的 JSON 字符串）', body: SaveBizRuleBodySchema, reply: BizRuleSchema }), async (request) => {
      const rule = await rules.save(request.session!, request.body)
      request.operationDetail = { id: rule.id, ruleCode: rule.ruleCode, module: rule.module, entity: rule.entity }
      return success(rule, '保存成功')
    })
    app.post(`${R}/append-rule-item`, doc({ access: RULES, summary: '为业务规则追加一个选项', body: AppendRuleItemBodySchema, reply: BizRuleSchema }), async (request) => {
      const rule = await rules.appendItem(request.session!, request.body)
      request.operationDetail = { id: rule.id, title: request.body.title, value: request.body.value }
      return success(rule, '已添加选项')
    })
    app.get(`${R}/detail`, doc({ access: RULES, summary: '业务规则详情', query: BizRuleIdQuerySchema, reply: BizRuleSchema }), async (request) => success(await rules.detail(request.session!, request.query.id), '获取成功'))
    // The editor's business-rule section reads them too: any platform session.
    app.post(
      `${R}/query-entity-rules`,
      doc({ access: 'session', readOnly: true, summary: '某模块某实体的业务规则（entity、module）', body: QueryEntityRulesBodySchema, reply: z.array(BizRuleSchema) }),
      async (request) => success(await rules.ofEntity(request.session!, request.body.module, request.body.entity), '获取成功'),
    )

    const B = `${METADATA_BASE}/basic-field-config`
    app.post(
      `${B}/list`,
      doc({ access: BASIC, readOnly: true, summary: '基础属性列表（module、status、fieldName）', body: ListBasicFieldsBodySchema, reply: BasicFieldPageSchema }),
      async (request) => success(await basic.list(request.session!, request.body), '获取成功'),
    )
    app.post(`${B}/save`, doc({ access: BASIC, summary: '保存基础属性（无 id 新增）', body: SaveBasicFieldBodySchema, reply: BasicFieldSchema }), async (request) => {
      const field = await basic.save(request.session!, request.body)
      request.operationDetail = { id: field.id, module: field.module, fieldCode: field.fieldCode }
      return success(field, '保存成功')
    })
    app.post(`${B}/update-config`, doc({ access: BASIC, summary: '修改基础属性的展示配置', body: UpdateBasicConfigBodySchema, reply: BasicFieldSchema }), async (request) => {
      const field = await basic.updateConfig(request.session!, request.body.id, request.body.displayConfig)
      request.operationDetail = { id: field.id, displayConfig: field.displayConfig }
      return success(field, '保存成功')
    })
    app.post(`${B}/update-status`, doc({ access: BASIC, summary: '启用或停用基础属性（1 启用，0 停用）', body: UpdateBasicStatusBodySchema, reply: BasicFieldSchema }), async (request) => {
      const field = await basic.updateStatus(request.session!, request.body.id, request.body.status)
      request.operationDetail = { id: field.id, status: field.status }
      return success(field, field.status === 1 ? '已启用' : '已停用')
    })
    app.get(`${B}/detail`, doc({ access: BASIC, summary: '基础属性详情', query: BasicFieldIdQuerySchema, reply: BasicFieldSchema }), async (request) => success(await basic.detail(request.session!, request.query.id), '获取成功'))

    const D = `${METADATA_BASE}/metadata-definite`
    app.get(
      `${D}/export`,
      doc({ access: `page:${METADATA_INDEX_PAGE}`, summary: '导出元数据定义（module 为空则全部），生效中的版本', query: ExportDefinitionsQuerySchema, reply: DefinitionsDocumentSchema }),
      async (request) => success(await transfer.export(request.session!, request.query.module), '导出成功'),
    )
    app.post(`${D}/import`, doc({ access: `page:${METADATA_INDEX_PAGE}`, summary: '导入元数据定义：dryRun 逐条预览将新增或修改什么；否则全部进入审核（有无法导入的则整体拒绝）', body: ImportDefinitionsBodySchema, reply: ImportResultSchema }), async (request) => {
      const result = await transfer.import(request.session!, request.body)
      if (result.applied) request.operationDetail = { count: result.items.filter((i) => i.action !== 'unchanged').length }
      return success(result, result.applied ? '已导入，等待审核' : '预览完成')
    })
  }
