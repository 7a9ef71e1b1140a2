/** The options a searching select shows, and what they were last narrowed for and merged from. */
export interface ShownOptions<T> {
  /** The text the list was last narrowed for. */
  text: string
  /** The last answer merged in. */
  answer: readonly T[] | undefined
  items: readonly T[]
}

export const NO_OPTIONS: ShownOptions<never> = { text: '', answer: undefined, items: [] }

interface Step<T> {
  /** The text in the search box now. */
  text: string
  /** The server's answer of the query now observed, when it is not a placeholder. */
  answer: readonly T[] | undefined
  /** The text that answer was asked for (the debounced one). */
  answerText: string
  /** The chosen option: always offered, so the select can name it. */
  pinned?: T | undefined
}

interface Rules<T> {
  keyOf: (item: T) => string | number
  /** Whether an option fits the typed text, to narrow the list before the server answers. */
  matches: (item: T, text: string) => boolean
}

/**
 * The next list of a searching select. An option never moves while it stays offered: typing narrows the
 * list in place (the server's answer is not waited for), and an answer refreshes the options it names in
 * place and adds the new ones below. So the option under the pointer is still there, and still the same,
 * whenever a search answers; and an answer for an older text adds only what fits the newer one.
 * Returns `shown` itself when nothing changed.
 */
export const nextShownOptions = <T>(shown: ShownOptions<T>, step: Step<T>, { keyOf, matches }: Rules<T>): ShownOptions<T> => {
  const { text, answer, answerText, pinned } = step
  const isPinned = (item: T) => pinned !== undefined && keyOf(item) === keyOf(pinned)
  let items = shown.items
  if (text !== shown.text) items = items.filter((item) => isPinned(item) || matches(item, text))
  if (answer !== undefined && answer !== shown.answer) {
    const fresh = answerText === text ? answer : answer.filter((item) => matches(item, text))
    const byKey = new Map(fresh.map((item) => [keyOf(item), item]))
    items = items.map((item) => byKey.get(keyOf(item)) ?? item)
    const offered = new Set(items.map(keyOf))
    items = [...items, ...fresh.filter((item) => !offered.has(keyOf(item)))]
  }
  if (pinned !== undefined && !items.some(isPinned)) items = [pinned, ...items]
  if (items === shown.items && text === shown.text && (answer === undefined || answer === shown.answer)) return shown
  return { text, answer: answer ?? shown.answer, items }
}
