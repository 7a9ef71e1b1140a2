import { eq, sql } from 'drizzle-orm'
import { AdminType, OrgType } from '@yunying/contracts'
import { grantOrgs, systemRoleId } from '../../src/modules/access/account-orgs.service.js'
import { SYSTEM_ROLES } from '../../src/modules/access/system-roles.js'
import { createAccount, hashPassword } from '../../src/modules/accounts/accounts.service.js'
import { recordBrandService } from '../../src/modules/brands/brand-services.service.js'
import { recordBrand } from '../../src/modules/brands/brands.service.js'
import { brands } from '../../src/modules/brands/brands.table.js'
import { recordGroup } from '../../src/modules/groups/groups.service.js'
import { recordStores } from '../../src/modules/stores/stores.service.js'
import { toChinaDate } from '../../src/lib/china-time.js'
import type { DemoBrandService } from '../../src/db/seed/brand-services-data.js'
import { describedServiceValues } from '../../src/db/seed/brand-services-seed.js'
import type { TestApp } from '../build-app.js'
import { authed, login } from './accounts.js'
import { rowsOf } from './brands.js'

/*
 * Tenants a test builds for itself (spec: issue 21 §3): groups, brands, stores, brand services and
 * brand staff, written through the owning modules' services the way the demo seed writes them, so
 * that no server test depends on a demo row's name or id.
 */

let seq = 0
const unique = () => `${process.pid % 1000}x${++seq}`
const DAY = 86_400_000

/** A group with a unique name (at most 20 characters, as the editor allows). */
export const buildTenantGroup = async (t: TestApp, values: { name?: string; status?: number } = {}) => {
  const name = (values.name ?? `测试集团${unique()}`).slice(0, 20)
  const id = await recordGroup(t.database.db, { name, contactName: '测试联系人', contactPhone: '13812340000', username: '13812340000', status: values.status ?? 1 })
  return { id, name }
}

/** A brand of `groupId` (a new group unless told) with a unique name; 餐饮 (type 2) unless told. */
export const buildTenantBrand = async (t: TestApp, values: { groupId?: number; name?: string; brandType?: number; industryId?: number | null; status?: number } = {}) => {
  const group = values.groupId === undefined ? await buildTenantGroup(t) : null
  const groupId = values.groupId ?? group!.id
  const name = values.name ?? `测试品牌${unique()}`
  const brandType = values.brandType ?? 2
  // The brand type's first industry unless told, as the demo seed and the editor's default do.
  const industryId =
    values.industryId !== undefined ? values.industryId : ((await rowsOf<{ id: number }>(t, sql`select id from industries where brand_type = ${brandType} order by id limit 1`))[0]?.id ?? null)
  const id = await recordBrand(t.database.db, {
    groupId,
    name,
    brandType,
    industryId,
    status: values.status ?? 1,
    accountVersion: 1,
    address: '四川省成都市锦江区春熙路 8 号',
  })
  const [groupRow] = await rowsOf<{ name: string }>(t, sql`select name from groups where id = ${groupId}`)
  const [row] = await t.database.db.select().from(brands).where(eq(brands.id, id))
  return { ...row!, groupName: groupRow!.name }
}

/** Stores of a brand, one per entry, expiring the given number of days from today. */
export const buildStores = async (t: TestApp, brand: { id: number; name: string }, expireInDays: number[]) => {
  const tag = unique()
  await recordStores(
    t.database.db,
    expireInDays.map((days, j) => ({
      brandId: brand.id,
      name: `${brand.name}${j + 1}号店`,
      code: `T${tag}-${j + 1}`,
      provinceCode: '510000',
      cityCode: '510100',
      districtCode: '510104',
      regionName: '四川省/成都市/锦江区',
      address: '春熙路 8 号',
      longitude: 104.081,
      latitude: 30.657,
      contactName: '店长',
      contactPhone: '13800000000',
      openDate: '2025-01-01',
      expireDate: toChinaDate(new Date(Date.now() + days * DAY)),
    })),
  )
}

/** A service a brand holds, as the demo seed describes one: dates are days from today, the service is named by its catalogue code. */
export type BrandServiceSpec = DemoBrandService

/** Records the services of a brand as the service desk would hold them. */
export const buildBrandServices = async (t: TestApp, brandId: number, services: BrandServiceSpec[]) => {
  const now = Date.now()
  const catalogue = await rowsOf<{ id: number; produce_type: string; produce_model: number }>(t, sql`select id, produce_type, produce_model from produce_types`)
  const byCode = new Map(catalogue.map((r) => [r.produce_type, r]))
  let order = 0
  const insert = async (s: BrandServiceSpec, parentId: number | null) => {
    const type = byCode.get(s.produceType)
    if (!type) throw new Error(`no service ${s.produceType} in the catalogue`)
    const id = await recordBrandService(t.database.db, {
      brandId,
      produceTypeId: type.id,
      parentId,
      produceModel: type.produce_model,
      ...describedServiceValues(s, now),
      // A test's service holds one unit unless it says otherwise (the demo's, none).
      totalNum: s.totalNum ?? 1,
      createdAt: new Date(now - ++order * 60_000),
    })
    for (const sub of s.subs ?? []) await insert(sub, id)
  }
  for (const s of services) await insert(s, null)
}

export const TENANT_PASSWORD = 'Passw0rd!2026'

/** A new account signed in with the tenant password (acting for its first grant if `choose`); `grants` are its roles at groups or brands. */
export const buildTenantAccount = async (t: TestApp, grants: Array<{ orgType: number; orgId: number; roleKey: string }>, name: string, choose: boolean) => {
  const username = `137${String(process.pid % 10000).padStart(4, '0')}${String(++seq).padStart(4, '0')}`
  const account = await createAccount(t.database.db, { username, name, passwordHash: await hashPassword(TENANT_PASSWORD), adminType: AdminType.brandAdmin })
  const roles = new Map<string, number>()
  for (const g of grants) if (!roles.has(g.roleKey)) roles.set(g.roleKey, (await systemRoleId(t.database.db, g.roleKey))!)
  await grantOrgs(t.database.db, grants.map((g) => ({ accountId: account.id, orgType: g.orgType, orgId: g.orgId, roleId: roles.get(g.roleKey)! })))
  const token = await login(t, username, TENANT_PASSWORD)
  if (choose && grants[0]) await actFor(t, token, grants[0].orgType, grants[0].orgId)
  return { account, username, password: TENANT_PASSWORD, token }
}

/**
 * A brand-staff account acting for `brands` (the brand-staff system role at each), signed in and
 * acting for the first of them (unless `choose` is false). Every other brand is foreign to it.
 */
export const buildBrandStaff = (t: TestApp, brandsActedFor: Array<{ id: number }>, name = '品牌店长', choose = true) =>
  buildTenantAccount(t, brandsActedFor.map((b) => ({ orgType: OrgType.brand, orgId: b.id, roleKey: SYSTEM_ROLES.brandStaff.key })), name, choose)

/** A group-operations account of `groupId` (the group-ops system role), signed in and acting for the group. */
export const buildGroupOps = (t: TestApp, groupId: number, name = '集团运营经理') =>
  buildTenantAccount(t, [{ orgType: OrgType.group, orgId: groupId, roleKey: SYSTEM_ROLES.groupOps.key }], name, true)

/** An industry of the brand type by its name (base data). */
export const industryNamed = async (t: TestApp, brandType: number, name: string) => {
  const [row] = await rowsOf<{ id: number }>(t, sql`select id from industries where brand_type = ${brandType} and name = ${name}`)
  if (!row) throw new Error(`no industry ${name} of brand type ${brandType}`)
  return row.id
}

/** The signed-in session chooses the organisation it acts for. */
export const actFor = async (t: TestApp, token: string, type: number, typeId: number) => {
  const res = await t.app.inject({ method: 'POST', url: '/org-center/not-power/select-role-org', headers: authed(token), payload: { type, typeId } })
  if (!res.json().status) throw new Error(`select-role-org failed: ${res.body}`)
}
