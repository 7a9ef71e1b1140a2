import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AddDefinitionBodySchema,
  AddEntityBodySchema,
  AddParentNodeBodySchema,
  AuthDefinitionBodySchema,
  CONTROL_TYPES,
  DATA_STANDARD_LOG_PAGE,
  DataStandardLogQuerySchema,
  DefinitionDetailSchema,
  DefinitionIdBodySchema,
  DefinitionIdQuerySchema,
  DefinitionLogPageSchema,
  DefinitionLogQuerySchema,
  DefinitionPageSchema,
  DefinitionSchema,
  DictDataItemSchema,
  DictDataQuerySchema,
  ListDefinitionsQuerySchema,
  METADATA_CHECK_CODE,
  METADATA_INDEX_PAGE,
  NodeCategorySchema,
  NodesCategoryQuerySchema,
  UpdateDefinitionBodySchema,
  VALIDATOR_TYPES,
  VALIDATORS_BY_CONTROL_TYPE,
  ValidatorItemSchema,
  ValidatorQuerySchema,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { MetadataDictService } from './metadata-dict.service.js'
import type { MetadataService } from './metadata.service.js'
import { routeDoc } from '../access/route-access.js'

const doc = routeDoc('数据标准')

export const METADATA_BASE = '/metadata-center/operating'
export const METADATA_LOG_PAGE = '/dataStandard/metadata/operationLog'
const INDEX = `page:${METADATA_INDEX_PAGE}` as const

/** The dictionaries and definitions of the metadata registry (spec 3 §7.1). */
export const metadataRoutes =
  (dict: MetadataDictService, definitions: MetadataService): FastifyPluginAsyncZod =>
  async (app) => {
    // Dictionaries: read by every data-standard page (field configuration, rules, basic attributes), platform sessions only.
    app.get(
      `${METADATA_BASE}/dict-data/list`,
      doc({ access: 'session', summary: '元数据字典（MODULE_TYPE、ENTITY_TYPE 按 pid、APPLY_BIZ_TYPE、PARENT_NODE）', query: DictDataQuerySchema, reply: z.array(DictDataItemSchema) }),
      async (request) => success(await dict.list(request.session!, request.query.nameType, request.query.pid), '获取成功'),
    )
    app.get(
      `${METADATA_BASE}/dict-data/list-nodes-category`,
      doc({ access: 'session', summary: '实体的父级属性树（子节点在 list 中）', query: NodesCategoryQuerySchema, reply: z.array(NodeCategorySchema) }),
      async (request) => success(await dict.nodesCategory(request.session!, request.query.pid, request.query.name), '获取成功'),
    )
    app.post(`${METADATA_BASE}/metadata/entity/add`, doc({ access: INDEX, summary: '新增实体（pid 为模块 ID）', body: AddEntityBodySchema, reply: DictDataItemSchema }), async (request) => {
      const item = await dict.addEntity(request.session!, request.body)
      request.operationDetail = item
      return success(item, '新增成功')
    })
    app.post(`${METADATA_BASE}/metadata/parent-node/add`, doc({ access: INDEX, summary: '新增父级属性（pid 为实体或父级属性 ID）', body: AddParentNodeBodySchema, reply: DictDataItemSchema }), async (request) => {
      const item = await dict.addParentNode(request.session!, request.body)
      request.operationDetail = item
      return success(item, '新增成功')
    })

    const D = `${METADATA_BASE}/metadata-definite`
    app.get(`${D}/get-validator-by-control-type`, doc({ access: INDEX, summary: '组件类型可用的校验规则（服务端的表）', query: ValidatorQuerySchema, reply: z.array(ValidatorItemSchema) }), async (request) => {
      const codes = VALIDATORS_BY_CONTROL_TYPE[request.query.controlType]
      return success(codes.map((code) => ({ code, name: VALIDATOR_TYPES[code] })), `${CONTROL_TYPES[request.query.controlType]}可用的校验`)
    })
    app.get(
      `${D}/list`,
      doc({ access: INDEX, summary: '元数据列表（pageNum、pageSize、dataType、parentNode、module、entity、status、name）', query: ListDefinitionsQuerySchema, reply: DefinitionPageSchema }),
      async (request) => success(await definitions.list(request.session!, request.query), '获取成功'),
    )
    app.get(`${D}/get`, doc({ access: INDEX, summary: '元数据详情，含待审核的修订及其差异', query: DefinitionIdQuerySchema, reply: DefinitionDetailSchema }), async (request) => success(await definitions.get(request.session!, request.query.id), '获取成功'))
    app.post(`${D}/add`, doc({ access: INDEX, summary: '新增元数据（进入审核，状态 1）', body: AddDefinitionBodySchema, reply: DefinitionSchema }), async (request) => {
      const { definition, detail } = await definitions.add(request.session!, request.body)
      request.operationDetail = detail
      return success(definition, '已提交审核')
    })
    app.post(`${D}/update`, doc({ access: INDEX, summary: '修改元数据（驳回的回到审核中；已启用的生成待审核修订，原版本继续生效）', body: UpdateDefinitionBodySchema, reply: DefinitionSchema }), async (request) => {
      const { id, operatingUrl: _url, ...fields } = request.body
      const { definition, detail } = await definitions.update(request.session!, id, fields)
      request.operationDetail = detail
      return success(definition, definition.hasPendingRevision ? '修订已提交审核，审核通过前原版本继续生效' : '已提交审核')
    })
    app.post(`${D}/auth`, doc({ access: `code:${METADATA_CHECK_CODE}`, summary: '审核元数据或其修订（authStatus true 通过，false 驳回并需备注）', body: AuthDefinitionBodySchema, reply: DefinitionSchema }), async (request) => {
      const { definition, detail } = await definitions.auth(request.session!, request.body)
      request.operationDetail = detail
      return success(definition, request.body.authStatus ? '审核通过' : '已驳回')
    })
    app.post(`${D}/enable`, doc({ access: INDEX, summary: '启用元数据（已停用 → 已启用）', body: DefinitionIdBodySchema, reply: DefinitionSchema }), async (request) => {
      const { definition, detail } = await definitions.setEnabled(request.session!, request.body.id, true)
      request.operationDetail = detail
      return success(definition, '已启用')
    })
    app.post(`${D}/disable`, doc({ access: INDEX, summary: '停用元数据（已启用 → 已停用）', body: DefinitionIdBodySchema, reply: DefinitionSchema }), async (request) => {
      const { definition, detail } = await definitions.setEnabled(request.session!, request.body.id, false)
      request.operationDetail = detail
      return success(definition, '已停用')
    })
    app.post(`${D}/delete`, doc({ access: INDEX, summary: '删除元数据（已启用的不能删除）', body: DefinitionIdBodySchema, reply: z.null() }), async (request) => {
      request.operationDetail = await definitions.remove(request.session!, request.body.id)
      return success(null, '删除成功')
    })
    app.get(
      `${D}/log-list`,
      doc({ access: `page:${METADATA_LOG_PAGE}`, summary: '元数据日志（id 为某条元数据；不传则全部），含字段级差异', query: DefinitionLogQuerySchema, reply: DefinitionLogPageSchema }),
      async (request) => success(await definitions.logs(request.session!, request.query), '获取成功'),
    )
    // 操作日志列表 (/dataStandard/operationLog/list): the same log by day and person, for whoever holds that page.
    app.get(
      `${METADATA_BASE}/operation-log/list`,
      doc({ access: `page:${DATA_STANDARD_LOG_PAGE}`, summary: '数据标准操作日志（按天、操作人、名称、操作），含字段级差异', query: DataStandardLogQuerySchema, reply: DefinitionLogPageSchema }),
      async (request) => success(await definitions.logs(request.session!, request.query), '获取成功'),
    )
  }
