import { OrgType, type OrgOption, type RoleOrgChoice } from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { setSessionOrg } from '../auth/sessions.service.js'
import type { SessionContext } from '../auth/session-context.js'
import { findAccountOrg, findAccountOrgs, findBrandSummaries, findGroupSummaries } from './orgs.repository.js'

const PLATFORM_NAME = '运营平台'

/** What an account may act for, and the choice of one into its session (spec 1 §4 'Login flow'). */
export const createOrgsService = ({ db }: { db: Db }) => {
  const describe = async (rows: Array<{ orgType: number; orgId: number }>): Promise<OrgOption[]> => {
    const brandRows = await findBrandSummaries(db, rows.filter((r) => r.orgType === OrgType.brand).map((r) => r.orgId))
    const groupRows = await findGroupSummaries(db, rows.filter((r) => r.orgType === OrgType.group).map((r) => r.orgId))
    const seen = new Set<string>()
    const options: OrgOption[] = []
    for (const r of rows) {
      const key = `${r.orgType}:${r.orgId}`
      if (seen.has(key)) continue
      seen.add(key)
      const typeName =
        r.orgType === OrgType.brand
          ? brandRows.find((b) => b.id === r.orgId)?.name
          : r.orgType === OrgType.group
            ? groupRows.find((g) => g.id === r.orgId)?.name
            : PLATFORM_NAME
      const brand = r.orgType === OrgType.brand ? brandRows.find((b) => b.id === r.orgId) : undefined
      options.push({
        type: r.orgType,
        typeId: r.orgId,
        typeName: typeName ?? '',
        ...(brand ? { brand: { logo: brand.logo, industry: { name: brand.industryName ?? '' }, groupId: brand.groupId } } : {}),
      })
    }
    return options
  }

  return {
    /** `list-role-org`: the platform, groups and brands the account may act for (the spec's "role organisations" are these). */
    listRoleOrgs: async (session: SessionContext) => describe(await findAccountOrgs(db, session.accountId)),

    /** `list-account-group-v2`: the groups of the account's organisations, with name and image. */
    async listAccountGroups(session: SessionContext) {
      const rows = await findAccountOrgs(db, session.accountId)
      const brandRows = await findBrandSummaries(db, rows.filter((r) => r.orgType === OrgType.brand).map((r) => r.orgId))
      const groupIds = new Set([...rows.filter((r) => r.orgType === OrgType.group).map((r) => r.orgId), ...brandRows.map((b) => b.groupId)])
      return findGroupSummaries(db, [...groupIds])
    },

    /**
     * `select-role-org`: puts one of the account's own organisations into the session. An option the
     * account does not hold is refused, whatever the client sends.
     */
    async selectRoleOrg(session: SessionContext, type: number, typeId: number): Promise<RoleOrgChoice> {
      const held = await findAccountOrg(db, session.accountId, type, typeId)
      if (!held) throw new AppError('FORBIDDEN', '无权切换到该组织')
      await setSessionOrg(db, session.id, { orgType: held.orgType, orgId: held.orgId, roleId: held.roleId })
      const [described] = await describe([held])
      const { brand: _brand, ...option } = described!
      const [brand] = held.orgType === OrgType.brand ? await findBrandSummaries(db, [held.orgId]) : []
      return {
        roles: option,
        brand: brand
          ? { id: brand.id, name: brand.name, brandType: brand.brandType, logo: brand.logo, industry: { name: brand.industryName ?? '' } }
          : null,
      }
    },
  }
}

export type OrgsService = ReturnType<typeof createOrgsService>
