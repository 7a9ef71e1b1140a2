import { eq } from 'drizzle-orm'
import { OrgType, type OrgOption } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import { brands } from '../brands/brands.table.js'
import { groups } from '../groups/groups.table.js'

/** The option a session's organisation is shown as: `{ type, typeId, typeName }`. */
export const describeOrg = async (db: DbOrTx, type: number, id: number): Promise<OrgOption> => {
  if (type === OrgType.brand) {
    const [row] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, id))
    return { type, typeId: id, typeName: row?.name ?? '' }
  }
  if (type === OrgType.group) {
    const [row] = await db.select({ name: groups.name }).from(groups).where(eq(groups.id, id))
    return { type, typeId: id, typeName: row?.name ?? '' }
  }
  return { type, typeId: id, typeName: '运营平台' }
}
