import { describe, expect, it } from 'vitest'
import { needsBrowserTip } from './browser-tip.js'
import { shouldShowNotice } from './update-notice-rules.js'
import { avatarText } from './user-menu.js'

const DAY = 86_400_000

describe('the browser tip', () => {
  it('shows for other browsers and Chrome below 70', () => {
    expect(needsBrowserTip('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36')).toBe(false)
    expect(needsBrowserTip('Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko) Chrome/69.0.3497.100 Safari/537.36')).toBe(true)
    expect(needsBrowserTip('Mozilla/5.0 (Windows NT 10.0; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(true)
    expect(needsBrowserTip('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15')).toBe(true)
    expect(needsBrowserTip('Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0')).toBe(true)
  })
})

describe('the update notice rules (spec 1 §4)', () => {
  const now = Date.parse('2026-06-20T00:00:00Z')
  const notice = { title: '更新', versions_num: '3.6.0', created_at: new Date(now - 3 * DAY).toISOString(), content: '<p>新功能</p>' }
  it('shows a recent unread notice with content to admin types 1 and 2', () => {
    expect(shouldShowNotice(notice, { now, readVersion: null, adminType: 1 })).toBe(true)
    expect(shouldShowNotice(notice, { now, readVersion: '3.5.0', adminType: 2 })).toBe(true)
  })
  it('hides it when read, older than 15 days, empty, or for admin type 3', () => {
    expect(shouldShowNotice(notice, { now, readVersion: '3.6.0', adminType: 1 })).toBe(false)
    expect(shouldShowNotice({ ...notice, created_at: new Date(now - 15 * DAY - 1).toISOString() }, { now, readVersion: null, adminType: 1 })).toBe(false)
    expect(shouldShowNotice({ ...notice, created_at: new Date(now - 15 * DAY).toISOString() }, { now, readVersion: null, adminType: 1 })).toBe(true)
    expect(shouldShowNotice({ ...notice, content: '  ' }, { now, readVersion: null, adminType: 1 })).toBe(false)
    expect(shouldShowNotice(notice, { now, readVersion: null, adminType: 3 })).toBe(false)
    expect(shouldShowNotice(null, { now, readVersion: null, adminType: 1 })).toBe(false)
  })
})

describe('the user menu', () => {
  it('shows the last two characters of the display name', () => {
    expect(avatarText('平台管理员')).toBe('理员')
    expect(avatarText('王')).toBe('王')
  })
})
