import { AddDictionaryFieldBodySchema } from '@yunying/contracts'
import type { DbOrTx } from '../client.js'
import { systemClock } from '../../lib/clock.js'
import { findAccountByUsername } from '../../modules/accounts/accounts.service.js'
import type { SessionContext } from '../../modules/auth/session-context.js'
import { configValuesOn } from '../../modules/config-center/config-values.service.js'
import { normaliseField, writeField } from '../../modules/config-center/dictionary.service.js'
import { fillMissingServiceIcons } from '../../modules/services/services.service.js'
import { openServicesForExpiringStores } from '../../modules/stores/stores.service.js'
import { DEMO_BRAND_VALUES, DEMO_DICTIONARY, DEMO_GROUP_VALUES, SERVICE_GROUP_ICONS } from './demo-config-data.js'

/** Who the demo data's saves are recorded as: the first operator, acting for the platform. */
const seedSession = (accountId: number, username: string): SessionContext => ({
  id: 0,
  accountId,
  username,
  name: '演示数据',
  adminType: 0,
  orgType: null,
  orgId: null,
  roleId: null,
  roleEnabled: true,
  mustChangePassword: false,
  scope: { kind: 'platform' },
})
const SAVER = { accountId: null, accountName: '演示数据', accountPhone: '' }

/**
 * The demo steps that make the sample platform agree with itself (issue 23 §23), each through the
 * owning module's service: every seeded service has an icon; every store with an expiry has the
 * service that decides it; the dictionary has realistic fields; every group shown 已配置 and the
 * brands of the first configured group have saved values.
 */
export const CONSISTENT_DEMO_STEPS: Array<{ name: string; run: (tx: DbOrTx, options: { adminPhone: string }) => Promise<void> }> = [
  {
    name: '0320-demo-service-icons',
    async run(tx) {
      await fillMissingServiceIcons(tx, (classDesc) => SERVICE_GROUP_ICONS[classDesc] ?? '/service-icon-store.svg')
    },
  },
  {
    name: '0410-demo-store-services',
    async run(tx) {
      await openServicesForExpiringStores(tx, systemClock.now())
    },
  },
  {
    name: '0500-demo-dictionary',
    async run(tx) {
      for (const field of DEMO_DICTIONARY) {
        await writeField(tx, normaliseField(AddDictionaryFieldBodySchema.parse(field)), SAVER, systemClock.now(), 'add', null)
      }
    },
  },
  {
    name: '0510-demo-config-values',
    async run(tx, options) {
      const admin = await findAccountByUsername(tx, options.adminPhone)
      if (!admin) return
      const SEED_SESSION = seedSession(admin.id, admin.username)
      const values = configValuesOn(tx, systemClock)
      const configured = await values.listGroups(SEED_SESSION, { pageNum: 1, pageSize: 100, status: 1 })
      for (const group of configured.list) {
        await values.saveGroup(SEED_SESSION, { groupId: group.groupId, configValues: DEMO_GROUP_VALUES.map((v) => ({ ...v, isSellerRead: false, isSellerWrite: false, enabled: true })) })
      }
      // The brands of the first configured group carry values of their own: a configured group with
      // configured brands, while the other groups' brands stay 未配置 for a new operator to try.
      const [firstGroup] = [...configured.list].sort((a, b) => a.groupId - b.groupId)
      const brands = firstGroup ? await values.listBrands(SEED_SESSION, { pageNum: 1, pageSize: 100, groupName: firstGroup.groupName }) : { list: [] }
      const ofGroup = brands.list.filter((b) => b.groupId === firstGroup?.groupId)
      for (const brand of ofGroup.sort((a, b) => a.sellerId - b.sellerId).slice(0, 3)) {
        await values.saveBrand(SEED_SESSION, {
          sellerId: brand.sellerId,
          configValues: DEMO_BRAND_VALUES.map((v) => ({ ...v, isSellerRead: true, isSellerWrite: false, enabled: true })),
        })
      }
    },
  },
]
