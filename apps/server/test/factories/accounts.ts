import { eq } from 'drizzle-orm'
import { OrgType } from '@yunying/contracts'
import { accountOrgs, roles } from '../../src/modules/access/access.table.js'
import { insertAccount } from '../../src/modules/accounts/accounts.repository.js'
import { hashPassword } from '../../src/modules/accounts/password.js'
import { SYSTEM_ROLES } from '../../src/modules/access/system-roles.js'
import { afterAll, beforeAll } from 'vitest'
import { createTestApp, type TestApp } from '../build-app.js'
import { TEST_ADMIN } from '../test-admin.js'
import { buildBrand } from './brands.js'

let seq = 0
const nextPhone = () => `139${String(process.pid % 10000).padStart(4, '0')}${String(++seq).padStart(4, '0')}`

export interface BuildAccountOptions {
  role?: 'operator' | 'staff' | null
  /** The brand a `staff` account acts for (a brand built for it unless told), or the org of `roleId`. */
  orgId?: number
  password?: string
  status?: number
  name?: string
  /** Hold this role (at the platform unless `orgType` says otherwise) instead of a system role. */
  roleId?: number
  orgType?: number
}

/** An account in the database, optionally holding the platform-admin or brand-staff system role. */
export const buildAccount = async (t: TestApp, options: BuildAccountOptions = {}) => {
  const password = options.password ?? 'Passw0rd!2026'
  const account = await insertAccount(t.database.db, {
    username: nextPhone(),
    name: options.name ?? '测试账号',
    passwordHash: await hashPassword(password),
    status: options.status ?? 1,
  })
  if (options.roleId !== undefined) {
    await t.database.db.insert(accountOrgs).values({ accountId: account.id, orgType: options.orgType ?? OrgType.platform, orgId: options.orgId ?? 0, roleId: options.roleId })
    return { ...account, password }
  }
  const role = options.role === undefined ? 'operator' : options.role
  if (role) {
    const [r] = await t.database.db
      .select()
      .from(roles)
      .where(eq(roles.key, role === 'operator' ? SYSTEM_ROLES.platformAdmin.key : SYSTEM_ROLES.brandStaff.key))
    await t.database.db.insert(accountOrgs).values({
      accountId: account.id,
      orgType: role === 'operator' ? OrgType.platform : OrgType.brand,
      orgId: options.orgId ?? (role === 'operator' ? 0 : (await buildBrand(t)).id),
      roleId: r!.id,
    })
  }
  return { ...account, password }
}

/** Signs in through the real login route and returns the token. */
export const login = async (t: TestApp, username: string, password: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/sellers/exclude/login', payload: { username, password, version: 2 } })
  const body = res.json() as { status: boolean; data: { token: string } }
  if (!body.status) throw new Error(`login failed: ${res.body}`)
  return body.data.token
}

export const loginAsAdmin = (t: TestApp) => login(t, TEST_ADMIN.adminPhone, TEST_ADMIN.adminPassword)

/** A {@link TestApp} whose platform admin is signed in: `operator`, the admin's token. */
export interface AdminTestApp extends TestApp {
  operator: string
}

/**
 * The file's test app (`options` as `createTestApp` takes them): opened before its tests, closed after
 * them; a `beforeAll` of the file's own runs after it, with the app open. `const t = fileTestApp()` in a
 * `describe`; `t` reads the app that is open (`t.app`, `t.database`, `t.clock`).
 */
export const fileTestApp = (options: Parameters<typeof createTestApp>[0] = {}): TestApp => {
  let open: TestApp | undefined
  beforeAll(async () => {
    open = await createTestApp(options)
  })
  afterAll(() => open?.close())
  const the = () => {
    if (!open) throw new Error('the test app opens in beforeAll')
    return open
  }
  return {
    get app() {
      return the().app
    },
    get database() {
      return the().database
    },
    get config() {
      return the().config
    },
    get clock() {
      return the().clock
    },
    get logs() {
      return the().logs
    },
    logText: () => the().logText(),
    close: () => the().close(),
  }
}

/** {@link fileTestApp} with the platform admin signed in before the file's tests: `t.operator`, the admin's token. */
export const adminTestApp = (options: Parameters<typeof createTestApp>[0] = {}): AdminTestApp => {
  const t = fileTestApp(options)
  let operator = ''
  beforeAll(async () => {
    operator = await loginAsAdmin(t)
  })
  return Object.defineProperty(t, 'operator', { get: () => operator, enumerable: true }) as AdminTestApp
}

export const authed = (token: string) => ({ 'operating-token': token })
