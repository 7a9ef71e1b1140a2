import { beforeEach, describe, expect, it } from 'vitest'
import { useTabsStore } from './tabs-store.js'

const open = (...paths: string[]) => {
  for (const path of paths) useTabsStore.getState().visit({ path, fullPath: path, title: path })
}
const paths = () => useTabsStore.getState().tabs.map((t) => t.path)

describe('tabs', () => {
  beforeEach(() => useTabsStore.getState().reset())

  it('keeps the home tab whatever is closed', () => {
    open('/a', '/b')
    expect(useTabsStore.getState().closeAll('/b')).toBe('/homePage')
    expect(paths()).toEqual(['/homePage'])
    useTabsStore.getState().close(['/homePage'], '/homePage')
    expect(paths()).toEqual(['/homePage'])
  })

  it('closes others, left and right, and says where to go when the active tab closed', () => {
    open('/a', '/b', '/c', '/d')
    expect(useTabsStore.getState().closeRight('/b', '/d')).toBe('/b')
    expect(paths()).toEqual(['/homePage', '/a', '/b'])
    expect(useTabsStore.getState().closeLeft('/b', '/b')).toBeNull()
    expect(paths()).toEqual(['/homePage', '/b'])
    open('/c')
    expect(useTabsStore.getState().closeOthers('/c', '/b')).toBe('/homePage')
    expect(paths()).toEqual(['/homePage', '/c'])
  })

  it('updates a tab’s query instead of opening another', () => {
    open('/a')
    useTabsStore.getState().visit({ path: '/a', fullPath: '/a?x=1', title: 'A' })
    expect(useTabsStore.getState().tabs.find((t) => t.path === '/a')).toEqual({ path: '/a', fullPath: '/a?x=1', title: 'A' })
  })
})
