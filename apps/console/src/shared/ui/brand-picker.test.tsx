import { screen, waitFor } from '@testing-library/react'
import { BrandPickerResultSchema, type BrandPickerRow } from '@yunying/contracts'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Refusal, fakeApi, renderScreen } from '../../test/screen.js'
import { BrandPicker } from './brand-picker.js'

const brand = (id: number, name: string, groupName = '蜀香餐饮集团'): BrandPickerRow => ({ id, name, groupId: groupName.length, groupName })
/** What the server finds for each name; 蜀香火锅 is fourth among all brands, first among 蜀香. */
const FOUND: Record<string, BrandPickerRow[]> = {
  '': [brand(30, '麦香烘焙', '麦香集团'), brand(31, '老街火锅', '老街集团'), brand(13, '蜀香小面'), brand(12, '蜀香火锅'), brand(32, '川味小馆', '川味集团')],
  蜀: [brand(14, '蜀地串串'), brand(13, '蜀香小面'), brand(12, '蜀香火锅')],
  蜀香: [brand(12, '蜀香火锅'), brand(15, '蜀香鱼庄'), brand(13, '蜀香小面')],
  蜀香火锅: [brand(12, '蜀香火锅')],
}

let asked: string[] = []
/** Names whose answer waits for `answer(name)`. */
let held = new Set<string>()
/** Names whose search the server fails. */
let failing = new Set<string>()
const waiting = new Map<string, () => void>()
const answer = (name: string) => {
  held.delete(name)
  waiting.get(name)?.()
}

beforeEach(() => {
  asked = []
  held = new Set()
  failing = new Set()
  waiting.clear()
  fakeApi().answer('brand/list-simple', BrandPickerResultSchema, async (sent) => {
    const name = String(sent.name ?? '')
    asked.push(name)
    if (held.has(name)) await new Promise<void>((resolve) => waiting.set(name, resolve))
    if (failing.has(name)) throw new Refusal('服务暂不可用', 50000, 500)
    const list = FOUND[name] ?? []
    return { list, total: list.length, totalCapped: false, pageNum: 1, pageSize: Number(sent.pageSize) }
  })
})

const renderPicker = () => {
  const chosen = vi.fn()
  const Form = () => {
    const [value, setValue] = useState<number>()
    return (
      <BrandPicker
        value={value}
        onChange={(next, picked) => {
          setValue(next)
          chosen(next, picked?.name)
        }}
      />
    )
  }
  const { user } = renderScreen(<Form />)
  return { user, chosen }
}

type User = ReturnType<typeof renderPicker>['user']
/** Opens the list and waits for its first page. */
const openList = async (user: User) => {
  await user.click(screen.getByRole('combobox', { name: '品牌' }))
  await waitFor(() => expect(option('蜀香火锅（蜀香餐饮集团）')).not.toBeNull())
}
/** Types `name` while the server holds its answer back (until `answer(name)`). */
const typeHeld = async (user: User, name: string) => {
  held.add(name)
  await user.keyboard(name)
}
const option = (title: string) => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`)
/** The option drawn at the centre of `element`'s box, as the pointer resting there would hit it. */
const optionAt = (box: DOMRect) => document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest<HTMLElement>('.ant-select-item-option')
const selected = () => document.querySelector('.ant-select-selection-item')?.textContent
/**
 * The open list at rest: its opening motion (antd's slide-up, drawn at 80 % height and growing) has
 * ended, as a person sees the list still before aiming at an option. Measured during the motion, an
 * option's box is where it was drawn in one of the motion's frames, up to 7 px above where it stays.
 */
const listAtRest = () =>
  waitFor(() => {
    const list = document.querySelector<HTMLElement>('.ant-select-dropdown')
    expect(list).not.toBeNull()
    expect(list!.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0)
    expect(list!.className).not.toMatch(/-(appear|enter)\b/)
  })

describe('BrandPicker', () => {
  it('keeps the option under the pointer in its place when the search answers, and a click there chooses it', async () => {
    const { user, chosen } = renderPicker()
    await openList(user)
    await typeHeld(user, '蜀香')
    // The list narrows as the user types; the pointer rests on 蜀香火锅 while the server is asked.
    await waitFor(() => expect(option('麦香烘焙（麦香集团）')).toBeNull())
    await listAtRest()
    const target = option('蜀香火锅（蜀香餐饮集团）')!
    const box = target.getBoundingClientRect()
    await waitFor(() => expect(asked).toContain('蜀香'))
    answer('蜀香')
    await waitFor(() => expect(option('蜀香鱼庄（蜀香餐饮集团）')).not.toBeNull())
    expect(optionAt(box)).toBe(option('蜀香火锅（蜀香餐饮集团）'))
    await user.click(optionAt(box)!)
    expect(chosen).toHaveBeenLastCalledWith(12, '蜀香火锅')
    expect(selected()).toBe('蜀香火锅（蜀香餐饮集团）')
  })

  it('chooses the option clicked while the search is still running, and keeps it when the answer comes', async () => {
    const { user, chosen } = renderPicker()
    await openList(user)
    await typeHeld(user, '蜀香')
    await waitFor(() => expect(asked).toContain('蜀香'))
    await user.click(option('蜀香火锅（蜀香餐饮集团）')!)
    expect(chosen).toHaveBeenLastCalledWith(12, '蜀香火锅')
    answer('蜀香')
    await waitFor(() => expect(asked.filter((name) => name === '').length).toBeGreaterThan(0))
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(selected()).toBe('蜀香火锅（蜀香餐饮集团）')
    expect(chosen).toHaveBeenCalledTimes(1)
  })

  it('never lets an older search’s answer replace a newer one’s', async () => {
    const { user } = renderPicker()
    await openList(user)
    await typeHeld(user, '蜀')
    await waitFor(() => expect(asked).toContain('蜀'))
    await user.keyboard('香火锅')
    await waitFor(() => expect(asked).toContain('蜀香火锅'))
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1))
    answer('蜀')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'))).toEqual(['蜀香火锅（蜀香餐饮集团）'])
  })

  it('clears the options when a search fails, and says so', async () => {
    const { user } = renderPicker()
    await openList(user)
    failing.add('蜀香')
    await user.keyboard('蜀香')
    await waitFor(() => expect(screen.getByText('搜索失败，请稍后重新输入')).toBeVisible(), { timeout: 10_000 })
    expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(0)
  })
})
