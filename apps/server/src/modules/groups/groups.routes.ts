import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  GroupDetailQuerySchema,
  BindGroupQuerySchema,
  CreateGroupBossAccountBodySchema,
  DeleteGroupBossAccountBodySchema,
  GroupBossAccountPageSchema,
  GroupBossAccountRowSchema,
  ListGroupBossAccountBodySchema,
  GroupAccountPageSchema,
  GroupDetailSchema,
  GroupOptionSchema,
  GroupPageSchema,
  ListAllGroupsQuerySchema,
  ListGroupAccountBodySchema,
  ListGroupBodySchema,
  SaveGroupBodySchema,
  envelopeOf,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { GroupsService } from './groups.service.js'
import { routeDoc } from '../access/route-access.js'

const TAG = '集团'
const doc = routeDoc(TAG)
const GROUP_PAGE = '/businessCenter/group'

export const groupsRoutes =
  (groups: GroupsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/org-center/group/list-group',
      doc({ access: `page:${GROUP_PAGE}`, readOnly: true, summary: '集团列表', body: ListGroupBodySchema, reply: GroupPageSchema }),
      async (request) => success(await groups.list(request.session!, request.body.name, request.body.pageNum, request.body.pageSize), '获取成功'),
    )

    app.get(
      '/org-center/group/list-all',
      // Only the brand editor's group select uses it: the brand page's grant.
      { config: { access: 'page:/businessCenter/brand' }, schema: { tags: [TAG], summary: '可见的集团（下拉选择：运营全部，集团与品牌仅本集团）', querystring: ListAllGroupsQuerySchema, response: { 200: envelopeOf(z.array(GroupOptionSchema)) } } },
      async (request) => success(await groups.listAll(request.session!, request.query.name), '获取成功'),
    )

    app.get(
      '/org-center/group/detail',
      doc({ access: `page:${GROUP_PAGE}`, tenantIds: { id: 'group' }, summary: '集团详情', query: GroupDetailQuerySchema, reply: GroupDetailSchema }),
      async (request) => success(await groups.detail(request.session!, request.query.id), '获取成功'),
    )

    app.post('/org-center/group/save-group', doc({ access: `page:${GROUP_PAGE}`, tenantIds: { id: 'group' }, summary: '新建或编辑集团（group.create.btn / group.edit.btn）', body: SaveGroupBodySchema, reply: GroupDetailSchema }), async (request) => {
      const { group, change } = await groups.save(request.session!, request.body)
      request.operationDetail = { groupId: group.id, ...change }
      return success(group, request.body.id ? '修改成功' : '新建成功')
    })

    app.get(
      '/org-center/user/account-bind-group',
      doc({ access: 'code:group.account.btn', tenantIds: { groupId: 'group', username: 'personMobile' }, mutating: true, summary: '绑定账号到集团', query: BindGroupQuerySchema, reply: z.null() }),
      async (request) => {
        const { accountId } = await groups.bind(request.session!, request.query.groupId, request.query.username)
        request.operationDetail = { groupId: request.query.groupId, bound: accountId }
        return success(null, '绑定成功')
      },
    )

    app.get(
      '/org-center/user/account-unbind-group',
      doc({ access: 'code:group.account.btn', tenantIds: { groupId: 'group', username: 'personMobile' }, mutating: true, summary: '解绑集团账号', query: BindGroupQuerySchema, reply: z.null() }),
      async (request) => {
        const { accountId } = await groups.unbind(request.session!, request.query.groupId, request.query.username)
        request.operationDetail = { groupId: request.query.groupId, unbound: accountId }
        return success(null, '解绑成功')
      },
    )

    app.post(
      '/org-center/group/list-group-account',
      doc({ access: 'code:group.account.btn', tenantIds: { groupId: 'group' }, readOnly: true, summary: '集团账号列表', body: ListGroupAccountBodySchema, reply: GroupAccountPageSchema }),
      async (request) =>
        success(await groups.accounts(request.session!, request.body.groupId, request.body.username, request.body.pageNum, request.body.pageSize), '获取成功'),
    )

    // The group row's boss-cockpit button (spec 2 §2: no button code, the group page is enough).
    app.post(
      '/org-center/group/list-boss-account',
      doc({ access: `page:${GROUP_PAGE}`, tenantIds: { groupId: 'group' }, readOnly: true, summary: '集团老板驾驶舱账号（每页 20 条，keyword 匹配姓名或手机号；路径为本项目所定）', body: ListGroupBossAccountBodySchema, reply: GroupBossAccountPageSchema }),
      async (request) => success(await groups.bossAccounts(request.session!, request.body), '获取成功'),
    )

    app.post(
      '/org-center/group/create-boss-account',
      doc({ access: `page:${GROUP_PAGE}`, tenantIds: { groupId: 'group' }, summary: '添加集团老板驾驶舱账号', body: CreateGroupBossAccountBodySchema, reply: GroupBossAccountRowSchema }),
      async (request) => {
        const row = await groups.createBossAccount(request.session!, request.body)
        request.operationDetail = { groupId: row.groupId, addedBossAccount: { accountId: row.accountId, mobile: row.mobile } }
        return success(row, '添加成功')
      },
    )

    app.post('/org-center/group/delete-boss-account', doc({ access: `page:${GROUP_PAGE}`, tenantIds: { groupId: 'group' }, summary: '删除集团老板驾驶舱账号', body: DeleteGroupBossAccountBodySchema, reply: z.null() }), async (request) => {
      request.operationDetail = { removedBossAccount: await groups.deleteBossAccount(request.session!, request.body) }
      return success(null, '删除成功')
    })
  }
