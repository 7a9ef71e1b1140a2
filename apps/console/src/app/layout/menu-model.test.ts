import type { MenuNode } from '@yunying/contracts'
import { describe, expect, it } from 'vitest'
import { menuNode } from './testing/menu-node.js'
import { buildMenuModel, clickTarget, isPermitted, routeSegments, shortLabel, trailOf } from './menu-model.js'

let id = 0
const n = (name: string, path: string, items: MenuNode[] = [], extra: Partial<MenuNode> = {}) => menuNode(++id, name, path, items, extra)
const button = (code: string) => n(code, '', [], { type: 4, code })

const tree = () => [
  n('首页', '/homePage', [n('工作台', '/homePage')]),
  n('运营中心', '/operateCenter', [
    n('会员中心', '/operateCenter/memberCenter', [n('第三方渠道', '/operateCenter/memberCenter/thirdChannel', [n('意见反馈', '/operateCenter/memberCenter/thirdChannel/feedback', [button('feedback.view')])])]),
    n('券中心', '/operateCenter/couponCenter'),
  ]),
  n('商户中心', '/businessCenter', [
    n('成本中心', '/businessCenter/costView', [n('账户查询', '/businessCenter/costView/accountList'), n('隐藏页', '/businessCenter/costView/hidden', [], { menuStatus: 0 })]),
    n('空目录', '/businessCenter/empty', [], { type: 1 }),
    n('只有按钮', '/businessCenter/brand', [button('brand.edit.btn')]),
    n('空父级', '/businessCenter/parent', [n('App 页面', '/businessCenter/parent/app', [], { clientType: 2 })]),
  ]),
]

describe('the menu model (spec 1 §2.4)', () => {
  const model = buildMenuModel(tree(), { impliedPaths: ['/dataStandard/log/index'] })

  it('hides parents whose children are all withheld, buttons and other clients; keeps hidden pages routable', () => {
    const business = model.roots.find((r) => r.path === '/businessCenter')!
    expect(business.children.map((c) => c.name)).toEqual(['成本中心', '只有按钮'])
    expect(business.children[0]!.children.map((c) => c.name)).toEqual(['账户查询'])
    expect(model.permitted.has('/businessCenter/parent')).toBe(false)
    expect(model.permitted.has('/businessCenter/costView/hidden')).toBe(true)
    expect(model.permitted.has('/dataStandard/log/index')).toBe(true)
  })

  it('sends a first-level click to its first page, however deep', () => {
    const operate = model.roots.find((r) => r.path === '/operateCenter')!
    expect(clickTarget(operate, 1)).toBe('/operateCenter/memberCenter/thirdChannel/feedback')
    expect(clickTarget(model.roots.find((r) => r.path === '/businessCenter')!, 1)).toBe('/businessCenter/costView/accountList')
  })

  it('lets the seven special parents open their own page, except at depth 3 and for admin type 3', () => {
    const member = trailOf(model, '/operateCenter/memberCenter')[1]!
    expect(member.special).toBe(true)
    expect(clickTarget(member, 1)).toBe('/operateCenter/memberCenter')
    expect(clickTarget(member, 3)).toBe('/operateCenter/memberCenter/thirdChannel/feedback')
    const deep = buildMenuModel([n('A', '/a', [n('B', '/a/b', [n('会员中心', '/operateCenter/memberCenter', [n('X', '/x')])])])])
    expect(trailOf(deep, '/operateCenter/memberCenter')[2]!.special).toBe(false)
  })

  it('marks the feedback page and tracks the route as four segments', () => {
    expect(trailOf(model, '/operateCenter/memberCenter/thirdChannel/feedback').at(-1)!.feedback).toBe(true)
    expect(routeSegments(model, '/operateCenter/memberCenter/thirdChannel/feedback')).toEqual([
      '/operateCenter',
      '/operateCenter/memberCenter',
      '/operateCenter/memberCenter/thirdChannel',
      '/operateCenter/memberCenter/thirdChannel/feedback',
    ])
    // A page under a menu page belongs to it.
    expect(routeSegments(model, '/businessCenter/brand/edit')).toEqual(['/businessCenter', '/businessCenter/brand', '', ''])
  })

  it('permits menu paths, pages under a leaf (its hidden catch-all child) and pages granted through menuPath', () => {
    expect(isPermitted(model, '/businessCenter/brand')).toBe(true)
    expect(isPermitted(model, '/businessCenter/brand/edit')).toBe(true)
    expect(isPermitted(model, '/businessCenter/costView/detail')).toBe(false)
    expect(isPermitted(model, '/system/operatingMenu/list')).toBe(false)
    expect(isPermitted(model, '/businessCenter/costView/newThing', '/businessCenter/costView/accountList')).toBe(true)
  })

  it('labels first-level entries with two characters, the operating channel with its short label', () => {
    expect(shortLabel('数据标准')).toBe('数据')
    expect(shortLabel('运营渠道')).toBe('渠道')
  })
})
