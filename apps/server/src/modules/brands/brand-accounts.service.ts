import { AdminType, OrgType, type CreateBossAccountBody, type CreateHqAccountBody, type DeleteBossAccountBody, type RemoveAdminBody } from '@yunying/contracts'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { toChinaTime } from '../../lib/china-time.js'
import type { Clock } from '../../lib/clock.js'
import { grantOrg, grantOrgs, revokeOrgGrant, systemRoleId } from '../access/account-orgs.service.js'
import { SYSTEM_ROLES } from '../access/system-roles.js'
import { findOrCreateAccount, findOrCreateAccounts, type Person } from '../accounts/accounts.service.js'
import type { TenantScope } from '../access/tenant-scope.js'
import type { SessionContext } from '../auth/session-context.js'
import { revokeSessions } from '../auth/sessions.service.js'
import {
  deleteBossAccount,
  deleteSuperAdmin,
  findAccountByMobile,
  findBossAccount,
  findSuperAdmin,
  hasSuperAdmin,
  insertBossAccount,
  insertSuperAdmin,
  insertSuperAdminLinks,
  listBossAccounts,
  listSuperAdmins,
} from './brand-accounts.repository.js'
import { assertSameGroup } from './brand-group.js'
import { updateBrand } from './brands.repository.js'
import type { BrandsService } from './brands.service.js'

/**
 * Makes the person a super admin of the brand: a real account (found by mobile or created) that
 * may act for the brand after signing in (a brand grant with the brand-staff role), inside the
 * caller's transaction. The link remembers a grant it added, so removing it takes back only that.
 */
export const grantSuperAdmin = async (tx: DbOrTx, input: Person & { brandId: number; groupId: number; createdBy: number | null }) => {
  const account = await findOrCreateAccount(tx, input, AdminType.brandAdmin)
  if (await hasSuperAdmin(tx, input.brandId, account.id)) throw new AppError('CONFLICT', '该手机号已是本品牌的超级管理员')
  const roleId = await systemRoleId(tx, SYSTEM_ROLES.brandStaff.key)
  const grantId = roleId === null ? null : await grantOrg(tx, { accountId: account.id, orgType: OrgType.brand, orgId: input.brandId, roleId })
  return insertSuperAdmin(tx, { brandId: input.brandId, groupId: input.groupId, accountId: account.id, accountOrgId: grantId, createdBy: input.createdBy })
}

export interface SuperAdminInput extends Person {
  brandId: number
  groupId: number
}

/**
 * Makes each person a super admin of the brand, as the super-admin dialog does (an import adds
 * thousands): accounts found by mobile or created, each given the brand grant, and the link
 * remembering a grant it added. Runs inside the caller's transaction.
 */
export const addSuperAdmins = async (tx: DbOrTx, inputs: SuperAdminInput[]) => {
  const roleId = await systemRoleId(tx, SYSTEM_ROLES.brandStaff.key)
  for (let i = 0; i < inputs.length; i += 500) {
    const batch = inputs.slice(i, i + 500)
    const ids = await findOrCreateAccounts(tx, batch, AdminType.brandAdmin)
    // Only grants added here are remembered: an existing grant (another role) stays the person's own.
    const added = roleId === null ? [] : await grantOrgs(tx, batch.map((r) => ({ accountId: ids.get(r.mobile)!, orgType: OrgType.brand, orgId: r.brandId, roleId })))
    const grantOf = new Map(added.map((g) => [`${g.accountId}:${g.orgId}`, g.id]))
    await insertSuperAdminLinks(
      tx,
      batch.map((r) => {
        const accountId = ids.get(r.mobile)!
        return { brandId: r.brandId, groupId: r.groupId, accountId, accountOrgId: grantOf.get(`${accountId}:${r.brandId}`) ?? null }
      }),
    )
  }
}

/** Removes the link and the brand grant it added, and ends the person's sessions that act for the brand through it. */
const removeSuperAdminLink = async (tx: DbOrTx, admin: { id: number; brandId: number; accountId: number; accountOrgId: number | null }, now: Date) => {
  await deleteSuperAdmin(tx, admin.id)
  if (admin.accountOrgId === null) return
  await revokeOrgGrant(tx, admin.accountOrgId)
  await revokeSessions(tx, { accountId: admin.accountId, org: { orgType: OrgType.brand, orgId: admin.brandId } }, now)
}

const withChinaTime = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: toChinaTime(row.createdAt) })

/**
 * A brand's super-admin accounts (spec 2 §3, §7 `operating/cfg/accounts/…`) and boss-cockpit
 * accounts (`brand/…-boss-account`). Both are real accounts found or created by mobile; every
 * call checks that the brand is inside the session's organisation.
 */
/**
 * The account with this mobile (id and name) if it is already tied to `scope`: acting for one of its
 * brands or managed groups, or a boss account of one of its brands; any account for a platform-wide
 * scope. Lookups by a mobile (the boss form's prefill, binding an account to a group) go through it,
 * so they never reveal or reach a person of another tenant.
 */
export const accountTiedToScope = (db: DbOrTx, mobile: string, scope: TenantScope) => findAccountByMobile(db, mobile, scope)

export const createBrandAccountsService = ({ db, clock, brands }: { db: Db; clock: Clock; brands: BrandsService }) => {
  /** Only brands on the new account structure have super admins (the console disables the button otherwise). */
  const brandWithAccounts = async (session: SessionContext, brandId: number, groupId: number | undefined, tx: Parameters<BrandsService['visibleBrand']>[2] = db) => {
    const brand = await brands.visibleBrand(session, brandId, tx)
    assertSameGroup(brand, groupId)
    return brand
  }

  return {
    async listSuperAdmins(session: SessionContext, body: { brandId: number; groupId?: number | undefined; pageNum: number; pageSize: number }) {
      await brandWithAccounts(session, body.brandId, body.groupId)
      const { rows, total } = await listSuperAdmins(db, body.brandId, body.pageNum, body.pageSize)
      return { list: rows.map(withChinaTime), total, pageNum: body.pageNum, pageSize: body.pageSize }
    },

    async createSuperAdmin(session: SessionContext, body: CreateHqAccountBody) {
      return db.transaction(async (tx) => {
        const brand = await brandWithAccounts(session, body.brandId, body.groupId, tx)
        if (brand.accountVersion !== 1) throw new AppError('BAD_REQUEST', '该品牌未启用新版账号体系，不能添加超级管理员')
        const row = await grantSuperAdmin(tx, { ...body, groupId: brand.groupId, createdBy: session.accountId })
        const admin = (await findSuperAdmin(tx, row.id))!
        const { accountOrgId: _grant, ...visible } = admin
        return withChinaTime(visible)
      })
    },

    async removeSuperAdmin(session: SessionContext, body: RemoveAdminBody) {
      return db.transaction(async (tx) => {
        await brandWithAccounts(session, body.brandId, body.groupId, tx)
        const admin = await findSuperAdmin(tx, body.id)
        if (!admin || admin.brandId !== body.brandId || admin.accountId !== body.accountId) throw new AppError('NOT_FOUND', '该超级管理员不存在或已移除')
        await removeSuperAdminLink(tx, admin, clock.now())
        return { brandId: admin.brandId, accountId: admin.accountId, mobile: admin.mobile }
      })
    },

    async listBossAccounts(session: SessionContext, body: { brandId: number; groupId?: number | undefined; keyword?: string | undefined; accountType: number; pageNum: number; pageSize: number }) {
      await brandWithAccounts(session, body.brandId, body.groupId)
      const { rows, total } = await listBossAccounts(db, body, body.pageNum, body.pageSize)
      return { list: rows.map(withChinaTime), total, pageNum: body.pageNum, pageSize: body.pageSize }
    },

    /** Adds a boss-cockpit account; the brand's first one turns its cockpit on (bossCockpitOpen = 1). */
    async createBossAccount(session: SessionContext, body: CreateBossAccountBody) {
      return db.transaction(async (tx) => {
        const brand = await brandWithAccounts(session, body.brandId, body.groupId, tx)
        const account = await findOrCreateAccount(tx, body, AdminType.brandAdmin)
        const inserted = await insertBossAccount(tx, {
          brandId: brand.id,
          groupId: brand.groupId,
          accountId: account.id,
          accountType: body.accountType,
          createChannel: body.createChannel,
          createdBy: session.accountId,
          createdAt: clock.now(),
        })
        if (!inserted) throw new AppError('CONFLICT', '该手机号已是本品牌的老板驾驶舱账号')
        const opened = brand.bossCockpitOpen !== 1
        if (opened) await updateBrand(tx, brand.id, { bossCockpitOpen: 1 }, clock.now())
        const row = (await findBossAccount(tx, inserted.id))!
        return { account: withChinaTime(row), opened }
      })
    },

    async deleteBossAccount(session: SessionContext, body: DeleteBossAccountBody) {
      return db.transaction(async (tx) => {
        await brandWithAccounts(session, body.brandId, body.groupId, tx)
        const row = await findBossAccount(tx, body.id)
        if (!row || row.brandId !== body.brandId || row.accountType !== body.accountType) throw new AppError('NOT_FOUND', '该老板驾驶舱账号不存在或已删除')
        await deleteBossAccount(tx, row.id)
        return { brandId: row.brandId, accountId: row.accountId, mobile: row.mobile }
      })
    },

    /**
     * The name of the account with this mobile (to prefill the boss form), or null: only an account
     * already tied to the session's scope, so the lookup never reveals a person of another tenant.
     */
    async accountByMobile(session: SessionContext, body: { brandId: number; groupId?: number | undefined; mobile: string }) {
      await brandWithAccounts(session, body.brandId, body.groupId)
      return accountTiedToScope(db, body.mobile, session.scope)
    },
  }
}

export type BrandAccountsService = ReturnType<typeof createBrandAccountsService>
