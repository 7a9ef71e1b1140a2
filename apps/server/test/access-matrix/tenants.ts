import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { OrgType } from '@yunying/contracts'
import { accountOrgs, menus, roleMenus, roles } from '../../src/modules/access/access.table.js'
import { insertAccount } from '../../src/modules/accounts/accounts.repository.js'
import { insertSession } from '../../src/modules/auth/sessions.repository.js'
import { hashToken } from '../../src/modules/auth/token.js'
import { customerSuggests } from '../../src/modules/feedback/feedback.table.js'
import type { TestApp } from '../build-app.js'
import { authed, loginAsAdmin } from '../factories/accounts.js'
import { rowsOf } from '../factories/brands.js'
import { buildPlan } from '../factories/tasks.js'

/** One tenant of the matrix: a group, its brand(s), and the things the fixtures made for them. */
export interface Tenant {
  tag: '甲' | '乙'
  groupId: number
  groupName: string
  brandId: number
  brandName: string
  /** A second brand of the same group (tenant 甲 only): foreign to the brand session, visible to the group. */
  siblingBrandName?: string
  /** A staff account of the brand with every menu node (owns plans). */
  staffAccountId: number
}

/** A tenant's row of one kind: the id a request names, and text that only that row's answers contain. */
export interface Fixture {
  value: string | number
  markers: string[]
}

export interface World {
  t: TestApp
  admin: Record<string, string>
  a: Tenant
  b: Tenant
  roles: { fullBrand: number; fullGroup: number; empty: number; fullPlatformGroupA: number }
  /** Rows of each kind, made on demand, per tenant. */
  fixture(kind: string, tenant: Tenant): Promise<Fixture>
  /** A fresh session (a new token) for an account acting for an organisation with a role. */
  session(accountId: number, orgType: number, orgId: number, roleId: number): Promise<Record<string, string>>
  /** Every brand and group name in the database. */
  names(): Promise<{ brands: Array<{ name: string; groupId: number; id: number }>; groups: Array<{ id: number; name: string }> }>
}

type FixtureMaker = (w: World, tenant: Tenant) => Promise<Fixture>

const ok = async (res: { json(): unknown; body: string }) => {
  const body = res.json() as { status: boolean; data: unknown }
  if (!body.status) throw new Error(`fixture call failed: ${res.body}`)
  return body.data
}

let phoneSeq = 0
const nextPhone = () => `136${String(process.pid % 10000).padStart(4, '0')}${String(++phoneSeq).padStart(4, '0')}`

/**
 * How to make a row of each kind that routes declare in `tenantIds`, for a given tenant. A module
 * that declares a new kind adds its maker here (through the API as the operator where it can);
 * the matrix fails for a kind it cannot make.
 */
export const FIXTURES: Record<string, FixtureMaker> = {
  brand: async (_w, x) => ({ value: x.brandId, markers: [] }),
  // An organisation the account itself may choose: the tenant's brand (its staff hold it).
  accountOrg: async (_w, x) => ({ value: x.brandId, markers: [] }),
  // The mobile of a person of the tenant (the brand's contact, its super admin): a lookup by it must not name them elsewhere.
  personMobile: async (w, x) => {
    const { accountId } = await superAdminOf(w, x)
    const [row] = await rowsOf<{ username: string }>(w.t, sql`select username from accounts where id = ${accountId}`)
    return { value: row!.username, markers: [`矩阵${x.tag}联系人`] }
  },
  group: async (_w, x) => ({ value: x.groupId, markers: [] }),
  account: async (w, x) => ({ value: (await superAdminOf(w, x)).accountId, markers: [`矩阵${x.tag}联系人`] }),
  superAdmin: async (w, x) => ({ value: (await superAdminOf(w, x)).id, markers: [`矩阵${x.tag}联系人`] }),
  bossAccount: async (w, x) => {
    const name = `矩阵${x.tag}老板`
    await ok(await w.t.app.inject({ method: 'POST', url: '/org-center/brand/create-boss-account', headers: w.admin, payload: { name, mobile: nextPhone(), brandId: x.brandId, groupId: x.groupId } }))
    const page = (await ok(await w.t.app.inject({ method: 'POST', url: '/org-center/brand/list-boss-account', headers: w.admin, payload: { brandId: x.brandId, groupId: x.groupId } }))) as { list: Array<{ id: number }> }
    return { value: page.list[0]!.id, markers: [name] }
  },
  mapConfig: async (w, x) => {
    const row = (await ok(
      await w.t.app.inject({ method: 'POST', url: '/common-center/operating/map-config/add', headers: w.admin, payload: { sellerId: x.brandId, sellerName: x.brandName, infoList: [{ type: 1, keys: [`MATRIX${x.tag === '甲' ? 'A' : 'B'}KEY0000000001`] }] } }),
    )) as { id: number }
    return { value: row.id, markers: [] }
  },
  plan: async (w, x) => ({ value: (await planOf(w, x)).id, markers: [] }),
  store: async (w, x) => {
    const name = `矩阵${x.tag}门店`
    const row = (await ok(
      await w.t.app.inject({ method: 'POST', url: '/org-center/shop/create', headers: w.admin, payload: { brandId: x.brandId, name, provinceCode: '110000', cityCode: '110100', address: '矩阵路 1 号', longitude: 116.4, latitude: 39.9 } }),
    )) as { id: number }
    return { value: row.id, markers: [name] }
  },
  channelApply: async (w, x) => {
    await ok(await w.t.app.inject({ method: 'POST', url: '/org-center/service/brand-service-channel-apply', headers: w.admin, payload: { brandId: x.brandId, channel: 1 } }))
    const page = (await ok(await w.t.app.inject({ method: 'POST', url: '/org-center/service/channel-apply-list', headers: w.admin, payload: { brandName: x.brandName } }))) as { list: Array<{ id: number; brandId: number }> }
    return { value: page.list.find((r) => r.brandId === x.brandId)!.id, markers: [] }
  },
  planFlowNo: async (w, x) => ({ value: (await planOf(w, x)).flowNo, markers: [] }),
  qrRule: async (w, x) => ({ value: (await qrRuleOf(w, x)).id, markers: [`矩阵${x.tag}聚合码`] }),
  qrCode: async (w, x) => {
    const rule = await qrRuleOf(w, x)
    const store = (await w.fixture('store', x)).value
    const code = (await ok(await w.t.app.inject({ method: 'POST', url: '/cmk-center/cmk-operating/tool/qrcode/bind', headers: w.admin, payload: { storeId: store, ruleId: rule.id } }))) as { id: number; token: string }
    return { value: code.id, markers: [code.token] }
  },
  // A store's device (remote assistance): enrolled through the API with the store's token.
  remoteTarget: async (w, x) => {
    const store = (await w.fixture('store', x)).value
    const { token } = (await ok(await w.t.app.inject({ method: 'POST', url: '/device-center/remote-tool/enrol-token', headers: w.admin, payload: { storeId: store } }))) as { token: string }
    const deviceSn = `MATRIX-${x.tag === '甲' ? 'A' : 'B'}-${process.pid}`
    const device = (await ok(await w.t.app.inject({ method: 'POST', url: '/device-center/device/register', payload: { token, deviceSn, deviceType: 1 } }))) as { deviceId: number }
    return { value: device.deviceId, markers: [deviceSn] }
  },
  // A page of the aggregate-QR page dictionary: platform data that no tenant owns (the field is named typeId by spec 2).
  feedback: async (w, x) => {
    const content = `矩阵${x.tag}反馈`
    const [row] = await w.t.database.db.insert(customerSuggests).values({ brandId: x.brandId, content }).returning({ id: customerSuggests.id })
    return { value: row!.id, markers: [content] }
  },
}

const superAdminCache = new Map<number, { id: number; accountId: number }>()
const superAdminOf = async (w: World, x: Tenant) => {
  const cached = superAdminCache.get(x.brandId)
  if (cached) return cached
  const page = (await ok(
    await w.t.app.inject({ method: 'POST', url: '/org-center/operating/cfg/accounts/list-admin-account-by-brand', headers: w.admin, payload: { brandId: x.brandId, groupId: x.groupId } }),
  )) as { list: Array<{ id: number; accountId: number }> }
  const row = page.list[0]!
  superAdminCache.set(x.brandId, row)
  return row
}

const qrRuleCache = new Map<number, { id: number }>()
const qrRuleOf = async (w: World, x: Tenant) => {
  const cached = qrRuleCache.get(x.brandId)
  if (cached) return cached
  const rule = (await ok(
    await w.t.app.inject({
      method: 'POST',
      url: '/cmk-center/cmk-operating/qrcode-config/save',
      headers: w.admin,
      payload: {
        applyStoreType: 0,
        alias: `矩阵${x.tag}聚合码`,
        typeId: '1',
        pagePath: 'pages/order/index',
        allowAppScanBind: 0,
        bindSettings: { supportBindChannel: [{ code: '1' }], isDefaultExist: 2 },
        bindThirdTypes: [{ thirdType: 1, applySellerList: [{ applySellerId: x.brandId }] }],
      },
    }),
  )) as { id: number }
  qrRuleCache.set(x.brandId, rule)
  return rule
}

const planOf = async (w: World, x: Tenant) => buildPlan(w.t, x.staffAccountId, { orgType: OrgType.brand, orgId: x.brandId, fileName: `矩阵${x.tag}导出.csv` })

/** The two tenants, three roles and the operator the matrix works with. */
export const buildWorld = async (t: TestApp): Promise<World> => {
  const admin = authed(await loginAsAdmin(t))
  const db = t.database.db
  const brandTypes = (await ok(await t.app.inject({ method: 'GET', url: '/org-center/brand/list-brand-type', headers: admin }))) as Array<{ id: number; industries: Array<{ id: number }> }>
  const type = brandTypes.find((b) => b.id === 2)!

  const makeGroup = async (name: string) =>
    ((await ok(await t.app.inject({ method: 'POST', url: '/org-center/group/save-group', headers: admin, payload: { name, contactName: '矩阵联系人', contactPhone: nextPhone() } }))) as { id: number }).id
  const makeBrand = async (groupId: number, name: string, contactName: string) =>
    ((await ok(
      await t.app.inject({
        method: 'POST',
        url: '/org-center/brand/save-brand',
        headers: admin,
        payload: { groupId, name, brandType: type.id, industryId: type.industries[0]?.id ?? null, contactName, contactPhone: nextPhone(), countryCode: '+86', isTest: 1 },
      }),
    )) as { id: number }).id

  const allMenus = await db.select({ id: menus.id }).from(menus)
  const makeRole = async (name: string, scope: number, menuIds: number[], dataScopeGroupIds: number[] | null = null) => {
    const [role] = await db.insert(roles).values({ name, scope, dataScopeGroupIds }).returning({ id: roles.id })
    if (menuIds.length > 0) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: role!.id, menuId })))
    return role!.id
  }
  const roleIds = {
    fullBrand: await makeRole('矩阵全权品牌角色', OrgType.brand, allMenus.map((m) => m.id)),
    fullGroup: await makeRole('矩阵全权集团角色', OrgType.group, allMenus.map((m) => m.id)),
    empty: await makeRole('矩阵空角色', OrgType.brand, []),
    // Filled in once group 甲 exists: a platform role limited to that group.
    fullPlatformGroupA: 0,
  }
  const makeStaff = async (brandId: number, tag: string) => {
    const account = await insertAccount(db, { username: nextPhone(), name: `矩阵${tag}员工`, passwordHash: null })
    await db.insert(accountOrgs).values({ accountId: account.id, orgType: OrgType.brand, orgId: brandId, roleId: roleIds.fullBrand })
    return account.id
  }

  const tenant = async (tag: '甲' | '乙', sibling: boolean): Promise<Tenant> => {
    const groupName = `矩阵集团${tag}`
    const brandName = `矩阵品牌${tag}一`
    const groupId = await makeGroup(groupName)
    const brandId = await makeBrand(groupId, brandName, `矩阵${tag}联系人`)
    const siblingBrandName = sibling ? `矩阵品牌${tag}二` : undefined
    if (siblingBrandName) await makeBrand(groupId, siblingBrandName, `矩阵${tag}二联系人`)
    return { tag, groupId, groupName, brandId, brandName, ...(siblingBrandName ? { siblingBrandName } : {}), staffAccountId: await makeStaff(brandId, tag) }
  }
  const a = await tenant('甲', true)
  const b = await tenant('乙', false)
  roleIds.fullPlatformGroupA = await makeRole('矩阵限集团甲的运营角色', OrgType.platform, allMenus.map((m) => m.id), [a.groupId])

  const made = new Map<string, Promise<Fixture>>()
  const world: World = {
    t,
    admin,
    a,
    b,
    roles: roleIds,
    fixture(kind, x) {
      const maker = FIXTURES[kind]
      if (!maker) throw new Error(`the access matrix cannot make a "${kind}" row: add a maker for it to FIXTURES in test/access-matrix/tenants.ts`)
      const key = `${kind}:${x.tag}`
      if (!made.has(key)) made.set(key, maker(world, x))
      return made.get(key)!
    },
    async session(accountId, orgType, orgId, roleId) {
      const token = randomBytes(24).toString('base64url')
      const now = new Date()
      await insertSession(db, { tokenHash: hashToken(token), accountId, orgType, orgId, roleId, ip: '127.0.0.1', userAgent: 'matrix', now, expiresAt: new Date(now.getTime() + 3_600_000) })
      return authed(token)
    },
    async names() {
      return {
        brands: await rowsOf<{ id: number; name: string; groupId: number }>(t, sql`select id, name, group_id as "groupId" from brands`),
        groups: await rowsOf<{ id: number; name: string }>(t, sql`select id, name from groups`),
      }
    },
  }
  return world
}
