import { describe, expect, it } from 'vitest'
import { NO_OPTIONS, nextShownOptions, type ShownOptions } from './searched-options.js'

interface Item {
  id: number
  name: string
}
const rules = { keyOf: (i: Item) => i.id, matches: (i: Item, text: string) => i.name.includes(text) }
const names = (shown: ShownOptions<Item>) => shown.items.map((i) => i.name)
const all: Item[] = [
  { id: 1, name: '麦香烘焙' },
  { id: 2, name: '蜀香小面' },
  { id: 3, name: '蜀香火锅' },
]

describe('nextShownOptions', () => {
  it('narrows in place as the user types, then adds the answer’s new options below without moving the others', () => {
    const first = nextShownOptions(NO_OPTIONS as ShownOptions<Item>, { text: '', answer: all, answerText: '' }, rules)
    const typed = nextShownOptions(first, { text: '蜀香', answer: undefined, answerText: '' }, rules)
    expect(names(typed)).toEqual(['蜀香小面', '蜀香火锅'])
    const answered = nextShownOptions(typed, { text: '蜀香', answer: [all[2]!, { id: 4, name: '蜀香鱼庄' }, all[1]!], answerText: '蜀香' }, rules)
    expect(names(answered)).toEqual(['蜀香小面', '蜀香火锅', '蜀香鱼庄'])
  })

  it('takes from an older search’s answer only what fits the text typed since', () => {
    const typed = nextShownOptions(NO_OPTIONS as ShownOptions<Item>, { text: '蜀香火锅', answer: undefined, answerText: '' }, rules)
    const late = nextShownOptions(typed, { text: '蜀香火锅', answer: all, answerText: '蜀' }, rules)
    expect(names(late)).toEqual(['蜀香火锅'])
  })

  it('keeps the chosen option offered, and returns the same list when nothing changed', () => {
    const chosen = { id: 9, name: '老街火锅' }
    const shown = nextShownOptions(NO_OPTIONS as ShownOptions<Item>, { text: '', answer: all, answerText: '', pinned: chosen }, rules)
    expect(names(shown)).toEqual(['老街火锅', '麦香烘焙', '蜀香小面', '蜀香火锅'])
    expect(nextShownOptions(shown, { text: '', answer: all, answerText: '', pinned: chosen }, rules)).toBe(shown)
    expect(names(nextShownOptions(shown, { text: '蜀', answer: undefined, answerText: '', pinned: chosen }, rules))).toEqual(['老街火锅', '蜀香小面', '蜀香火锅'])
  })
})
