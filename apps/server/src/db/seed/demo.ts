import { AdminType, OrgType } from '@yunying/contracts'
import type { Db, DbOrTx } from '../client.js'
import { grantOrgs, systemRoleId } from '../../modules/access/account-orgs.service.js'
import { SYSTEM_ROLES } from '../../modules/access/system-roles.js'
import { createAccount, findAccountByUsername, hashPassword } from '../../modules/accounts/accounts.service.js'
import { allIndustries, firstBrands, recordBrand } from '../../modules/brands/brands.service.js'
import { firstGroupIds, recordGroup } from '../../modules/groups/groups.service.js'
import { recordFeedback } from '../../modules/feedback/feedback.service.js'
import { recordNotices } from '../../modules/shell/shell.service.js'
import { recordStores } from '../../modules/stores/stores.service.js'
import { toChinaDate } from '../../lib/china-time.js'
import { seedSteps } from '../seed-steps.table.js'
import { DEMO_GROUPS } from './demo-data.js'
import { DEMO_FEEDBACK, DEMO_GROUP_OPS_PHONE, DEMO_NOTICES } from './shell-seed.js'
import { seedBatchShipping } from './tasks-seed.js'
import { seedBrandServices, seedServiceCatalogue } from './brand-services-seed.js'
import { seedQrDemo } from '../../modules/qr-rules/qr-seed.service.js'
import { seedRemoteDemo } from '../../modules/remote-assist/remote-seed.service.js'
import { CONSISTENT_DEMO_STEPS } from './demo-consistent.js'

interface SeedOptions {
  adminPhone: string
  /** The first operator's password; the demo accounts share it (none are made without it). */
  password?: string | undefined
}

const HOUR = 3_600_000
const ago = (ms: number) => new Date(Date.now() - ms)

/** A demo account with the shared password, unless the mobile has one already (then null). */
const demoAccount = async (tx: DbOrTx, values: { username: string; name: string; password: string }) => {
  if (await findAccountByUsername(tx, values.username)) return null
  return createAccount(tx, { username: values.username, name: values.name, passwordHash: await hashPassword(values.password), adminType: AdminType.brandAdmin })
}

type Step = { name: string; run: (tx: DbOrTx, options: SeedOptions) => Promise<void> }

const STEPS: Step[] = [
  {
    name: '0002-demo-groups-and-brands',
    async run(tx) {
      const industryRows = await allIndustries(tx)
      let n = 0
      for (const g of DEMO_GROUPS) {
        const groupId = await recordGroup(tx, { name: g.name, contactName: g.contactName, contactPhone: g.contactPhone, username: g.contactPhone, status: n % 2 })
        for (const [name, brandType] of g.brands) {
          n++
          const industry = industryRows.find((i) => i.brandType === brandType)
          await recordBrand(tx, {
            groupId,
            name,
            brandType,
            industryId: industry?.id ?? null,
            isTest: n % 4 === 0 ? 1 : 0,
            status: [1, 2, 1, 5, 1, 4][n % 6]!,
            accountVersion: n % 5 === 0 ? null : 1,
            produceVersion: [10001, 10002, 10003][n % 3]!,
            produceModel: [1, 2, 3][n % 3]!,
            bossCockpitOpen: n % 2,
            isAllowUpgrade: n % 3 === 0 ? 1 : 0,
            address: '安徽省合肥市蜀山区长江西路 100 号',
            createdAt: ago(n * 7 * 24 * HOUR),
          })
        }
      }
    },
  },
  {
    name: '0003-demo-brand-staff',
    async run(tx, options) {
      // A brand-staff account acting for two brands: it chooses one after login and can switch.
      const staffRole = await systemRoleId(tx, SYSTEM_ROLES.brandStaff.key)
      const twoBrands = await firstBrands(tx, 2)
      const password = options.password
      if (staffRole === null || twoBrands.length === 0 || !password) return
      const staff = await demoAccount(tx, { username: DEMO_STAFF_PHONE, name: '品牌店长', password })
      if (!staff) return
      await grantOrgs(tx, twoBrands.map((b) => ({ accountId: staff.id, orgType: OrgType.brand, orgId: b.id, roleId: staffRole })))
    },
  },
  {
    name: '0101-shell-group-operations',
    async run(tx, options) {
      // A second set of menus for one account: it acts for a group (group operations) or for a brand
      // (brand staff), and switching between them rebuilds the console's menu in place.
      const groupRole = await systemRoleId(tx, SYSTEM_ROLES.groupOps.key)
      const staffRole = await systemRoleId(tx, SYSTEM_ROLES.brandStaff.key)
      const [firstGroup] = await firstGroupIds(tx, 1)
      const [firstBrand] = firstGroup === undefined ? [] : await firstBrands(tx, 1, firstGroup)
      const password = options.password
      if (groupRole === null || staffRole === null || firstGroup === undefined || !firstBrand || !password) return
      const account = await demoAccount(tx, { username: DEMO_GROUP_OPS_PHONE, name: '集团运营经理', password })
      if (!account) return
      await grantOrgs(tx, [
        { accountId: account.id, orgType: OrgType.group, orgId: firstGroup, roleId: groupRole },
        { accountId: account.id, orgType: OrgType.brand, orgId: firstBrand.id, roleId: staffRole },
      ])
    },
  },
  {
    name: '0102-shell-update-notices',
    async run(tx) {
      await recordNotices(tx, DEMO_NOTICES.map(({ daysAgo, ...n }) => ({ ...n, createdAt: ago(daysAgo * 24 * HOUR) })))
    },
  },
  {
    name: '0103-shell-feedback',
    async run(tx) {
      const brandRows = await firstBrands(tx, 6)
      if (brandRows.length === 0) return
      const rows = Array.from({ length: 72 }, (_, i) => {
        const [content, contact] = DEMO_FEEDBACK[i % DEMO_FEEDBACK.length]!
        return {
          brandId: brandRows[i % brandRows.length]!.id,
          content,
          contact,
          channel: [1, 2, 5, 6, 11][i % 5]!,
          status: i % 3 === 0 ? 1 : 0,
          createdAt: ago((i * 5 + 1) * HOUR),
          handledAt: i % 3 === 0 ? ago(i * 5 * HOUR) : null,
        }
      })
      await recordFeedback(tx, rows)
    },
  },
  {
    name: '0201-tasks-demo-batch-shipping',
    run: (tx, options) => seedBatchShipping(tx, options.adminPhone),
  },
  {
    name: '0300-brand-services',
    run: (tx) => seedBrandServices(tx),
  },
  {
    name: '0310-service-catalogue',
    run: (tx) => seedServiceCatalogue(tx),
  },
  {
    name: '0400-demo-stores',
    async run(tx) {
      const brandRows = await firstBrands(tx, 4)
      const places = [
        { provinceCode: '510000', cityCode: '510100', districtCode: '510104', regionName: '四川省/成都市/锦江区', address: '春熙路 8 号', longitude: 104.081, latitude: 30.657 },
        { provinceCode: '110000', cityCode: '110100', districtCode: '110105', regionName: '北京市/北京市/朝阳区', address: '建国路 88 号', longitude: 116.461, latitude: 39.909 },
        { provinceCode: '440000', cityCode: '440300', districtCode: '440305', regionName: '广东省/深圳市/南山区', address: '科技园南路 16 号', longitude: 113.948, latitude: 22.54 },
      ]
      const rows = brandRows.flatMap((b, i) =>
        places.map((p, j) => ({
          ...p,
          brandId: b.id,
          name: `${b.name}${['春熙路店', '国贸店', '南山店'][j]}`,
          code: `S${String(i + 1).padStart(2, '0')}${j + 1}`,
          contactName: '店长',
          contactPhone: `1380000${String(i * 10 + j).padStart(4, '0')}`,
          openDate: '2025-01-01',
          // One store of each brand expires within a few days, one within the month, one next year.
          expireDate: toChinaDate(new Date(Date.now() + [2, 20, 400][j]! * 24 * HOUR)),
        })),
      )
      await recordStores(tx, rows)
    },
  },
  {
    name: '0500-qr-rules',
    run: (tx) => seedQrDemo(tx),
  },
  {
    name: '0600-remote-assist-devices',
    run: (tx) => seedRemoteDemo(tx),
  },
  // After the rows above: the demo platform agrees with itself (services with icons, stores' expiry
  // decided by services, a dictionary, configured groups with saved values).
  ...CONSISTENT_DEMO_STEPS,
]

/** The demo brand-staff account; it shares the first operator's password. */
export const DEMO_STAFF_PHONE = '13900000001'

/**
 * Applies the demo steps not applied yet, each in its own transaction, so running it again
 * changes nothing and later issues extend it by adding steps. Only fictional sample rows: what
 * the product needs to run is base data (`db/base`), applied before this.
 */
export const seedDemo = async (db: Db, options: SeedOptions): Promise<{ applied: string[] }> => {
  const applied: string[] = []
  for (const step of STEPS) {
    await db.transaction(async (tx) => {
      // The insert is the claim: a second process seeding at the same time waits here, then skips.
      const claimed = await tx.insert(seedSteps).values({ name: step.name }).onConflictDoNothing().returning()
      if (claimed.length === 0) return
      await step.run(tx, options)
      applied.push(step.name)
    })
  }
  return { applied }
}
