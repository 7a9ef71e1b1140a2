import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { pageRows } from '../../db/paging.js'
import { accountOrgs } from '../access/access.table.js'
import { groupRowsCondition, managedGroupsCondition, type TenantScope } from '../access/tenant-scope.js'
import { accounts } from '../accounts/accounts.table.js'
import { groupBossAccounts, groups } from './groups.table.js'
import { likeContains } from '../../lib/sql-literal.js'

export type GroupRecord = typeof groups.$inferSelect

const likeName = (name: string | undefined) => (name ? ilike(groups.name, likeContains(name)) : undefined)

const GROUP_ROW = {
  groupId: groups.id,
  groupName: groups.name,
  status: groups.status,
  contactName: groups.contactName,
  contactPhone: groups.contactPhone,
  createdAt: groups.createdAt,
  // Written out: drizzle renders columns unqualified here, and a bare "id" would bind to brands.id.
  brandCount: sql<number>`(select count(*)::int from brands b where b.group_id = "groups"."id")`,
}

/** The groups the scope may manage, by name. */
export const listGroups = async (db: DbOrTx, filter: { name?: string | undefined; scope: TenantScope }, pageNum: number, pageSize: number) => {
  const where = and(likeName(filter.name), managedGroupsCondition(filter.scope, groups.id))
  const total = await db.$count(groups, where)
  const rows = await pageRows(db.select(GROUP_ROW).from(groups).where(where).$dynamic(), [desc(groups.createdAt), desc(groups.id)], pageNum, pageSize)
  return { rows, total }
}

/** The groups the scope may see (a brand session its own group), by name: the group pickers. */
export const listGroupOptions = (db: DbOrTx, name: string | undefined, scope: TenantScope) =>
  db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(likeName(name), groupRowsCondition(scope, groups.id)))
    .orderBy(groups.name)
    .limit(1000)

export const findGroup = async (db: DbOrTx, id: number): Promise<GroupRecord | null> => {
  const [row] = await db.select().from(groups).where(eq(groups.id, id)).limit(1)
  return row ?? null
}

export const findGroupByName = async (db: DbOrTx, name: string): Promise<GroupRecord | null> => {
  const [row] = await db.select().from(groups).where(sql`lower(${groups.name}) = lower(${name})`).limit(1)
  return row ?? null
}

/** The first groups by id (demo seeds attach their rows to them). */
export const findFirstGroupIds = async (db: DbOrTx, limit: number) => (await db.select({ id: groups.id }).from(groups).orderBy(groups.id).limit(limit)).map((r) => r.id)

export const insertGroup = async (db: DbOrTx, values: typeof groups.$inferInsert) => (await db.insert(groups).values(values).returning())[0]!

/** Updates only if the row is still at `version`; returns the new row, or null when it changed meanwhile. */
export const updateGroupAtVersion = async (db: DbOrTx, id: number, version: number, values: Partial<typeof groups.$inferInsert>) => {
  const [row] = await db
    .update(groups)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(groups.id, id), eq(groups.version, version)))
    .returning()
  return row ?? null
}

export const listGroupAccounts = async (db: DbOrTx, groupId: number, username: string | undefined, pageNum: number, pageSize: number) => {
  const where = and(
    eq(accountOrgs.orgType, 1),
    eq(accountOrgs.orgId, groupId),
    username ? ilike(accounts.username, `%${username.replace(/\D/g, '')}%`) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(accountOrgs).innerJoin(accounts, eq(accounts.id, accountOrgs.accountId)).where(where)
  const query = db
    .select({ username: accounts.username, contactName: accounts.name, contactPhone: accounts.username, contactEmail: accounts.contactEmail })
    .from(accountOrgs)
    .innerJoin(accounts, eq(accounts.id, accountOrgs.accountId))
    .where(where)
  return { list: await pageRows(query.$dynamic(), [desc(accountOrgs.id)], pageNum, pageSize), total: total?.n ?? 0 }
}

export const findAccountIdByUsername = async (db: DbOrTx, username: string) =>
  (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username)).limit(1))[0]?.id ?? null

// ───────────────────────────── boss-cockpit accounts ─────────────────────────────

const BOSS_ROW = {
  id: groupBossAccounts.id,
  accountId: groupBossAccounts.accountId,
  groupId: groupBossAccounts.groupId,
  name: accounts.name,
  mobile: accounts.username,
  countryCode: accounts.countryCode,
  createChannel: groupBossAccounts.createChannel,
  createdAt: groupBossAccounts.createdAt,
}

/** A group's boss-cockpit accounts, newest first; `keyword` matches name or mobile. */
export const listGroupBossAccounts = async (db: DbOrTx, groupId: number, keyword: string | undefined, pageNum: number, pageSize: number) => {
  const where = and(
    eq(groupBossAccounts.groupId, groupId),
    keyword ? or(ilike(accounts.name, likeContains(keyword)), ilike(accounts.username, likeContains(keyword))) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(groupBossAccounts).innerJoin(accounts, eq(accounts.id, groupBossAccounts.accountId)).where(where)
  const query = db.select(BOSS_ROW).from(groupBossAccounts).innerJoin(accounts, eq(accounts.id, groupBossAccounts.accountId)).where(where)
  return { rows: await pageRows(query.$dynamic(), [desc(groupBossAccounts.createdAt), desc(groupBossAccounts.id)], pageNum, pageSize), total: total?.n ?? 0 }
}

/** Null when the account already has the group's cockpit. */
export const insertGroupBossAccount = async (tx: DbOrTx, values: typeof groupBossAccounts.$inferInsert) =>
  (await tx.insert(groupBossAccounts).values(values).onConflictDoNothing().returning())[0] ?? null

export const deleteGroupBossAccount = async (tx: DbOrTx, id: number, groupId: number) =>
  (
    await tx
      .delete(groupBossAccounts)
      .where(and(eq(groupBossAccounts.id, id), eq(groupBossAccounts.groupId, groupId)))
      .returning({ accountId: groupBossAccounts.accountId })
  )[0] ?? null

/** Status 0 (未配置) becomes 1 (已配置); a configured group stays as it is. */
export const markGroupStatusConfigured = async (db: DbOrTx, groupId: number) => {
  await db.update(groups).set({ status: 1 }).where(and(eq(groups.id, groupId), eq(groups.status, 0)))
}
