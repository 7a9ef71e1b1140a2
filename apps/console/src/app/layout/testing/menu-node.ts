import type { MenuNode } from '@yunying/contracts'

/**
 * A menu node as the user info answers it, sorted by its id: a page (type 2), or a folder (type 1) when
 * it holds more than buttons; `extra` makes it a button (`{ type: 4, code }`) or changes any other field.
 */
export const menuNode = (id: number, name: string, path: string, items: MenuNode[] = [], extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  name,
  path,
  pid: 0,
  sort: id,
  type: items.some((i) => i.type !== 4) ? 1 : 2,
  clientType: 1,
  menuStatus: 1,
  attrAlias: { url: '', icon: '' },
  serviceId: null,
  code: '',
  items,
  ...extra,
})
