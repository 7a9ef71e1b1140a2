import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  BRAND_ACCOUNTS_BASE,
  BossAccountPageSchema,
  BossAccountRowSchema,
  CreateBossAccountBodySchema,
  CreateHqAccountBodySchema,
  DeleteBossAccountBodySchema,
  HqAccountByMobileBodySchema,
  HqAccountByMobileResultSchema,
  ListAdminAccountBodySchema,
  ListBossAccountBodySchema,
  RemoveAdminBodySchema,
  SuperAdminPageSchema,
  SuperAdminRowSchema,
  success,
} from '@yunying/contracts'
import { z } from 'zod'
import type { BrandAccountsService } from './brand-accounts.service.js'
import { BRAND_PAGE, BRAND_TAG } from './brands.routes.js'
import { routeDoc } from '../access/route-access.js'

const adminDoc = routeDoc('品牌账号')
const brandDoc = routeDoc(BRAND_TAG)

/**
 * Super-admin accounts (`operating/cfg/accounts/…`) and boss-cockpit accounts (`brand/…`) of
 * spec 2 §7. No permission code guards them (the boss-cockpit button has none; the account
 * button depends on accountVersion only): the brand page and the tenant boundary do.
 */
export const brandAccountsRoutes =
  (accounts: BrandAccountsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${BRAND_ACCOUNTS_BASE}/list-admin-account-by-brand`,
      adminDoc({ access: `page:${BRAND_PAGE}`, tenantIds: { brandId: 'brand', groupId: 'group' }, readOnly: true, summary: '品牌超级管理员列表（每页 10 条）', body: ListAdminAccountBodySchema, reply: SuperAdminPageSchema }),
      async (request) => success(await accounts.listSuperAdmins(request.session!, request.body), '获取成功'),
    )

    app.post(
      `${BRAND_ACCOUNTS_BASE}/create-hq-account`,
      adminDoc({ access: `page:${BRAND_PAGE}`, tenantIds: { brandId: 'brand', groupId: 'group' }, summary: '添加品牌超级管理员', body: CreateHqAccountBodySchema, reply: SuperAdminRowSchema }),
      async (request) => {
        const admin = await accounts.createSuperAdmin(request.session!, request.body)
        request.operationDetail = { brandId: admin.brandId, addedSuperAdmin: { accountId: admin.accountId, mobile: admin.mobile }, operateAccount: request.body.operateAccount ?? null }
        return success(admin, '添加成功')
      },
    )

    app.post(
      `${BRAND_ACCOUNTS_BASE}/hq-account-remove-admin`,
      adminDoc({ access: `page:${BRAND_PAGE}`, tenantIds: { id: 'superAdmin', accountId: 'account', brandId: 'brand', groupId: 'group' }, summary: '移除品牌超级管理员', body: RemoveAdminBodySchema, reply: z.null() }),
      async (request) => {
        const removed = await accounts.removeSuperAdmin(request.session!, request.body)
        request.operationDetail = { brandId: removed.brandId, removedSuperAdmin: { accountId: removed.accountId, mobile: removed.mobile }, operateAccount: request.body.operateAccount ?? null }
        return success(null, '移除成功')
      },
    )

    app.post(
      '/org-center/brand/list-boss-account',
      brandDoc({ access: `page:${BRAND_PAGE}`, tenantIds: { brandId: 'brand', groupId: 'group' }, readOnly: true, summary: '老板驾驶舱账号列表（每页 20 条，keyword 匹配姓名或手机号）', body: ListBossAccountBodySchema, reply: BossAccountPageSchema }),
      async (request) => success(await accounts.listBossAccounts(request.session!, request.body), '获取成功'),
    )

    app.post(
      '/org-center/brand/create-boss-account',
      brandDoc({ access: `page:${BRAND_PAGE}`, tenantIds: { brandId: 'brand', groupId: 'group' }, summary: '添加老板驾驶舱账号（首个账号开通驾驶舱）', body: CreateBossAccountBodySchema, reply: BossAccountRowSchema }),
      async (request) => {
        const { account, opened } = await accounts.createBossAccount(request.session!, request.body)
        request.operationDetail = { brandId: account.brandId, addedBossAccount: { accountId: account.accountId, mobile: account.mobile }, bossCockpitOpened: opened }
        return success(account, '添加成功')
      },
    )

    app.post(
      '/org-center/brand/delete-boss-account',
      brandDoc({ access: `page:${BRAND_PAGE}`, tenantIds: { id: 'bossAccount', brandId: 'brand', groupId: 'group' }, summary: '删除老板驾驶舱账号', body: DeleteBossAccountBodySchema, reply: z.null() }),
      async (request) => {
        const removed = await accounts.deleteBossAccount(request.session!, request.body)
        request.operationDetail = { brandId: removed.brandId, removedBossAccount: { accountId: removed.accountId, mobile: removed.mobile } }
        return success(null, '删除成功')
      },
    )

    app.post(
      '/org-center/brand/hq-account-by-mobile',
      brandDoc({ access: `page:${BRAND_PAGE}`, tenantIds: { brandId: 'brand', groupId: 'group', mobile: 'personMobile' }, readOnly: true, summary: '按手机号查账号姓名（无则 data 为 null）', body: HqAccountByMobileBodySchema, reply: HqAccountByMobileResultSchema }),
      async (request) => success(await accounts.accountByMobile(request.session!, request.body), '获取成功'),
    )
  }
