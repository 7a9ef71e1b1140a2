import type { OperatingMenuDetail, OperatingMenuRow } from '@yunying/contracts'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { findAllMenusWithRoleCounts, findRolesOfMenu } from './access.repository.js'

/** The permission tree as the system screens show it (spec 3 §2.9: operatingMenu/list and detail). */
export const createOperatingMenuService = ({ db }: { db: Db }) => {
  const rows = async (): Promise<OperatingMenuRow[]> => {
    const all = await findAllMenusWithRoleCounts(db)
    const byId = new Map(all.map(({ menu }) => [menu.id, menu]))
    const trail = (id: number): string[] => {
      const names: string[] = []
      for (let node = byId.get(id); node; node = node.pid ? byId.get(node.pid) : undefined) names.unshift(node.name)
      return names
    }
    return all.map(({ menu, roleCount }) => ({
      id: menu.id,
      pid: menu.pid,
      name: menu.name,
      path: menu.path,
      type: menu.type,
      code: menu.code,
      sort: menu.sort,
      menuStatus: menu.menuStatus,
      keepAlive: menu.keepAlive,
      trail: trail(menu.id).join(' / '),
      roleCount: Number(roleCount),
    }))
  }

  return {
    /** Rows whose name, path or code contains `name`, optionally of one type, in tree order (depth first). */
    async list(filter: { name?: string | undefined; type?: number | undefined }) {
      const all = await rows()
      const children = new Map<number, OperatingMenuRow[]>()
      for (const row of all) children.set(row.pid, [...(children.get(row.pid) ?? []), row])
      const ordered: OperatingMenuRow[] = []
      const walk = (pid: number) => {
        for (const row of children.get(pid) ?? []) {
          ordered.push(row)
          walk(row.id)
        }
      }
      walk(0)
      const needle = filter.name?.toLowerCase()
      return ordered.filter(
        (row) =>
          (filter.type === undefined || row.type === filter.type) &&
          (!needle || [row.name, row.path, row.code].some((v) => v.toLowerCase().includes(needle))),
      )
    },

    async detail(id: number): Promise<OperatingMenuDetail> {
      const all = await rows()
      const row = all.find((r) => r.id === id)
      if (!row) throw new AppError('NOT_FOUND', '菜单不存在')
      return { ...row, children: all.filter((r) => r.pid === id), roles: await findRolesOfMenu(db, id) }
    },
  }
}

export type OperatingMenuService = ReturnType<typeof createOperatingMenuService>
