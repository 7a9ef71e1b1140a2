import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { Select, Spin } from 'antd'
import { useState, type CSSProperties } from 'react'
import { NO_OPTIONS, nextShownOptions, type ShownOptions } from '../lib/searched-options.js'
import { useDebounced } from '../lib/use-debounced.js'

const SEARCH_DEBOUNCE_MS = 300

/** The query a searching select asks for one text: the `queryOptions` of one call. */
export type SearchQuery<T, K extends QueryKey = QueryKey> = UseQueryOptions<T[], Error, T[], K>

export interface SearchSelectProps<T, V extends string | number, K extends QueryKey = QueryKey> {
  /** The call that answers a search text. */
  query: (text: string) => SearchQuery<T, K>
  valueOf: (item: T) => V
  /** The option's text, also its title. */
  labelOf: (item: T) => string
  /** Whether an option fits the typed text before the server answers; by default its text contains it. */
  matches?: (item: T, text: string) => boolean
  value?: V
  /** Called with the option too, so the form can keep its name. */
  onChange?: (value: V | undefined, item: T | undefined) => void
  /** The chosen option when no search has found it (the row being edited). */
  current?: T
  disabled?: boolean
  id?: string
  placeholder?: string
  'aria-label'?: string
  /** What an answer without options says. */
  emptyText: string
  style?: CSSProperties
}

/** What the list says when the server could not search. */
export const SEARCH_FAILED = '搜索失败，请稍后重新输入'

const containsText = (label: string, text: string) => label.toLowerCase().includes(text.toLowerCase())

/**
 * A select that searches the server as the user types (debounced), for every picker of a large list
 * (brands, stores, roles). The option under the pointer stays put while a search answers: typing narrows
 * the list at once, and answers only refresh and add options (`nextShownOptions`), so a click always
 * chooses what it lands on; an older search's answer never replaces a newer one's.
 */
export const SearchSelect = <T, V extends string | number, K extends QueryKey = QueryKey>(props: SearchSelectProps<T, V, K>) => {
  const { query, valueOf, labelOf, value, onChange, current, disabled } = props
  const matches = props.matches ?? ((item: T, text: string) => containsText(labelOf(item), text))
  const [search, setSearch] = useState('')
  const settled = useDebounced(search, SEARCH_DEBOUNCE_MS).trim()
  const text = search.trim()
  const answer = useQuery({ ...query(settled), placeholderData: keepPreviousData, staleTime: 30_000, enabled: !disabled })
  // The chosen option stays labelled after the search that found it is cleared.
  const [picked, setPicked] = useState<T>()
  const chosen = [picked, current].find((item) => item !== undefined && valueOf(item) === value)

  const [shown, setShown] = useState<ShownOptions<T>>(NO_OPTIONS)
  const next = nextShownOptions(shown, { text, answer: answer.isPlaceholderData ? undefined : answer.data, answerText: settled, pinned: chosen }, { keyOf: valueOf, matches })
  // Derived state adjusted during render (React's pattern for it): the list changes in the same paint as its cause.
  if (next !== shown) setShown(next)
  const waiting = answer.isFetching || settled !== text
  // A search that failed offers nothing but the chosen option (spec 3 §2.3: the options are cleared), and says so.
  const failed = answer.isError && !waiting
  const items = failed ? next.items.filter((item) => chosen !== undefined && valueOf(item) === valueOf(chosen)) : next.items

  return (
    <Select<V>
      id={props.id}
      value={value}
      disabled={disabled}
      showSearch
      allowClear
      filterOption={false}
      searchValue={search}
      onSearch={setSearch}
      placeholder={props.placeholder}
      aria-label={props['aria-label']}
      style={props.style}
      loading={answer.isFetching}
      notFoundContent={waiting ? <Spin size="small" /> : failed ? SEARCH_FAILED : props.emptyText}
      options={items.map((item) => ({ value: valueOf(item), label: labelOf(item) }))}
      onChange={(chosenValue) => {
        const item = items.find((i) => valueOf(i) === chosenValue)
        setPicked(item)
        setSearch('')
        onChange?.(chosenValue, item)
      }}
    />
  )
}
