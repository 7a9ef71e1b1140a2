import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { GroupSummarySchema, OrgOptionSchema, RoleOrgChoiceSchema, SelectRoleOrgBodySchema, UserPowerSchema, success } from '@yunying/contracts'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.js'
import type { AuthService } from '../auth/auth.service.js'
import type { OrgsService } from './orgs.service.js'
import { routeDoc } from './route-access.js'

const doc = routeDoc('组织与权限')

export const orgsRoutes =
  (orgs: OrgsService, auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/org-center/not-power/list-role-org', doc({ access: 'session', summary: '可切换的组织（平台、集团或品牌）', reply: z.array(OrgOptionSchema) }), async (request) => success(await orgs.listRoleOrgs(request.session!), '获取成功'))

    app.get('/org-center/not-group/list-account-group-v2', doc({ access: 'session', summary: '账号所属集团', reply: z.array(GroupSummarySchema) }), async (request) => success(await orgs.listAccountGroups(request.session!), '获取成功'))

    app.post('/org-center/not-power/select-role-org', doc({ access: 'session', tenantIds: { typeId: 'accountOrg' }, summary: '选择平台、集团或品牌（写入会话）', body: SelectRoleOrgBodySchema, reply: RoleOrgChoiceSchema }), async (request) => {
      const choice = await orgs.selectRoleOrg(request.session!, request.body.type, request.body.typeId)
      request.operationDetail = { selected: choice.roles }
      return success(choice)
    })

    app.get('/org-center/user/get-role-power', doc({ access: 'session', summary: '当前组织的菜单与权限码', reply: UserPowerSchema }), async (request) => {
      // Menus and codes belong to a role, which comes with the organisation chosen.
      if (request.session!.roleId === null) throw new AppError('ORG_NOT_SELECTED')
      const { menus, authCodeList } = await auth.userInfo(request.session!)
      return success({ menus, authCodeList }, '获取成功')
    })
  }
