import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BrandOption } from '../lib/brand-options.js'
import { BrandPicker } from './brand-picker.js'

const brand = (id: number, name: string, groupName = '蜀香餐饮集团'): BrandOption => ({ id, name, groupName })
/** What the server finds for each name; 蜀香火锅 is fourth among all brands, first among 蜀香. */
const FOUND: Record<string, BrandOption[]> = {
  '': [brand(30, '麦香烘焙', '麦香集团'), brand(31, '老街火锅', '老街集团'), brand(13, '蜀香小面'), brand(12, '蜀香火锅'), brand(32, '川味小馆', '川味集团')],
  蜀: [brand(14, '蜀地串串'), brand(13, '蜀香小面'), brand(12, '蜀香火锅')],
  蜀香: [brand(12, '蜀香火锅'), brand(15, '蜀香鱼庄'), brand(13, '蜀香小面')],
  蜀香火锅: [brand(12, '蜀香火锅')],
}

let asked: string[] = []
/** Names whose answer waits for `answer(name)`. */
let held = new Set<string>()
const waiting = new Map<string, () => void>()
const answer = (name: string) => {
  held.delete(name)
  waiting.get(name)?.()
}

beforeEach(() => {
  asked = []
  held = new Set()
  waiting.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init: RequestInit) => {
      const name = String((JSON.parse(String(init.body)) as { name?: string }).name ?? '')
      asked.push(name)
      if (held.has(name)) await new Promise<void>((resolve) => waiting.set(name, resolve))
      const list = FOUND[name] ?? []
      return new Response(JSON.stringify({ status: true, code: 0, message: '获取成功', data: { list, total: list.length, totalCapped: false } }), { headers: { 'content-type': 'application/json' } })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

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
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Form />
    </QueryClientProvider>,
  )
  return { user: userEvent.setup(), chosen }
}

const option = (title: string) => document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`)
/** The option drawn at the centre of `element`'s box, as the pointer resting there would hit it. */
const optionAt = (box: DOMRect) => document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest<HTMLElement>('.ant-select-item-option')
const selected = () => document.querySelector('.ant-select-selection-item')?.textContent

describe('BrandPicker', () => {
  it('keeps the option under the pointer in its place when the search answers, and a click there chooses it', async () => {
    const { user, chosen } = renderPicker()
    await user.click(screen.getByRole('combobox', { name: '品牌' }))
    await waitFor(() => expect(option('蜀香火锅（蜀香餐饮集团）')).not.toBeNull())
    held.add('蜀香')
    await user.keyboard('蜀香')
    // The list narrows as the user types; the pointer rests on 蜀香火锅 while the server is asked.
    await waitFor(() => expect(option('麦香烘焙（麦香集团）')).toBeNull())
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
    await user.click(screen.getByRole('combobox', { name: '品牌' }))
    await waitFor(() => expect(option('蜀香火锅（蜀香餐饮集团）')).not.toBeNull())
    held.add('蜀香')
    await user.keyboard('蜀香')
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
    await user.click(screen.getByRole('combobox', { name: '品牌' }))
    await waitFor(() => expect(option('蜀香火锅（蜀香餐饮集团）')).not.toBeNull())
    held.add('蜀')
    await user.keyboard('蜀')
    await waitFor(() => expect(asked).toContain('蜀'))
    await user.keyboard('香火锅')
    await waitFor(() => expect(asked).toContain('蜀香火锅'))
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1))
    answer('蜀')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'))).toEqual(['蜀香火锅（蜀香餐饮集团）'])
  })
})
