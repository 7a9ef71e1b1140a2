import { screen, waitFor } from '@testing-library/react'
import { OrgOptionSchema, ShellConfigSchema } from '@yunying/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi, listOf, renderScreen } from '../../../test/screen.js'
import { UserMenu } from './user-menu.js'

let releaseOrgs: () => void = () => {}

beforeEach(() => {
  const orgsAnswered = new Promise<void>((resolve) => (releaseOrgs = resolve))
  fakeApi()
    .answer('shell/config', ShellConfigSchema, () => ({ helpCenterUrl: 'https://help.example.com', callbackAllowedHosts: [], amap: null }))
    .answer('not-power/list-role-org', listOf(OrgOptionSchema), async () => {
      // The organisations answer while the popover is already open.
      await orgsAnswered
      return [
        { type: 1, typeId: 1, typeName: '运营平台' },
        { type: 2, typeId: 12, typeName: '蜀香火锅' },
      ]
    })
})

const settled = () => waitFor(() => expect(document.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0))

describe('UserMenu', () => {
  it('draws 退出登录 where it stays from the moment the popover shows, through its motion and the organisations’ answer', async () => {
    const { user } = renderScreen(<UserMenu />)
    await user.hover(screen.getByTestId('account-menu'))
    const logOut = await screen.findByRole('button', { name: /退出登录/ })
    // The first frame on screen (the popup is drawn off screen until it is placed).
    await waitFor(() => expect(logOut.getBoundingClientRect().x).toBeGreaterThan(0))
    const first = logOut.getBoundingClientRect()
    releaseOrgs()
    expect(await screen.findByRole('button', { name: /切换品牌/ })).toBeInTheDocument()
    await settled()
    const last = screen.getByRole('button', { name: /退出登录/ }).getBoundingClientRect()
    expect({ x: last.x, y: last.y, width: last.width, height: last.height }).toEqual({ x: first.x, y: first.y, width: first.width, height: first.height })
  })
})
