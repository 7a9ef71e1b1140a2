import { useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'

/** A list's filters: what its search form asked for, JSON-safe (strings, numbers, booleans, arrays of them). */
export type ListFilters = object

/** What a list's call asks for: its filters, the page (from 1) and its size; a `ListState` is one. */
export interface ListParams<F extends ListFilters> {
  filters: F
  /** The page shown, from 1. */
  page: number
  pageSize: number
}

export interface ListState<F extends ListFilters> extends ListParams<F> {
  /** The filters before any search, where 重置 returns. */
  initial: F
  /** The size the list starts with; the pager shows only when the rows exceed it. */
  defaultPageSize: number
  /** A new search: its filters, back to page 1. */
  search(filters: F): void
  /** The filters the list started with, page 1, the page size kept. */
  reset(): void
  /** The pager's change: a new page size goes back to page 1. */
  setPage(page: number, pageSize?: number): void
}

export interface ListStateOptions<F extends ListFilters> {
  /** The filters before any search (a status preselected, say). */
  initial?: F
  /** 10 unless the spec says otherwise. */
  pageSize?: number
  /**
   * Where the state lives: the page's URL (`?page=2&size=20&q={…}`), so a reload, the tab bar and a
   * shared link keep the search; `false` in a dialog, whose list restarts each time it opens.
   */
  inUrl?: boolean
}

const PAGE = 'page'
const SIZE = 'size'
const QUERY = 'q'

const positive = (value: string | null) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : undefined
}

const parseFilters = <F extends ListFilters>(raw: string | null, initial: F): F => {
  if (!raw) return initial
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as F) : initial
  } catch {
    return initial
  }
}

/** Drops the empty filters (blank text, no choice) so the request and the URL carry only what was asked. */
export const compactFilters = <F extends ListFilters>(filters: F): F =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
      .filter(([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)),
  ) as F

/**
 * The one paging behaviour of every list (spec 1 §9, spec 3 §9): the filters, the page and its size,
 * kept in the URL of a page or in a dialog's own state. A search or a new page size starts again at
 * page 1. What the request calls them (`pageNum`, `pageNumber`) is the caller's, through its fetcher.
 */
export const useListState = <F extends ListFilters = ListFilters>({ initial, pageSize: defaultPageSize = 10, inUrl = true }: ListStateOptions<F> = {}): ListState<F> => {
  const start = useMemo(() => compactFilters(initial ?? ({} as F)), [JSON.stringify(initial ?? {})]) // eslint-disable-line react-hooks/exhaustive-deps
  const [params, setParams] = useSearchParams()
  const [local, setLocal] = useState<ListParams<F>>({ filters: start, page: 1, pageSize: defaultPageSize })

  const fromUrl: ListParams<F> = {
    filters: parseFilters(params.get(QUERY), start),
    page: positive(params.get(PAGE)) ?? 1,
    pageSize: positive(params.get(SIZE)) ?? defaultPageSize,
  }
  const state = inUrl ? fromUrl : local
  const urlKey = JSON.stringify(fromUrl)

  const write = useCallback(
    (next: (current: ListParams<F>) => ListParams<F>) => {
      if (!inUrl) {
        setLocal(next)
        return
      }
      setParams(
        (current) => {
          const was: ListParams<F> = {
            filters: parseFilters(current.get(QUERY), start),
            page: positive(current.get(PAGE)) ?? 1,
            pageSize: positive(current.get(SIZE)) ?? defaultPageSize,
          }
          const { filters, page, pageSize } = next(was)
          const out = new URLSearchParams(current)
          const same = JSON.stringify(filters) === JSON.stringify(start)
          if (same) out.delete(QUERY)
          else out.set(QUERY, JSON.stringify(filters))
          if (page === 1) out.delete(PAGE)
          else out.set(PAGE, String(page))
          if (pageSize === defaultPageSize) out.delete(SIZE)
          else out.set(SIZE, String(pageSize))
          return out
        },
        { replace: true },
      )
    },
    [inUrl, setParams, start, defaultPageSize],
  )

  return useMemo(
    () => ({
      ...state,
      initial: start,
      defaultPageSize,
      search: (filters: F) => write((s) => ({ ...s, filters: compactFilters(filters), page: 1 })),
      reset: () => write((s) => ({ ...s, filters: start, page: 1 })),
      setPage: (page: number, pageSize?: number) =>
        write((s) => (pageSize !== undefined && pageSize !== s.pageSize ? { ...s, page: 1, pageSize } : { ...s, page })),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [inUrl ? urlKey : local, write, defaultPageSize, start],
  )
}

/** A link to a list page showing `filters` (the renewal prompt's 查看门店: the stores expiring within 30 days). */
export const listPath = (path: string, filters: ListFilters) => {
  const query = compactFilters(filters)
  return Object.keys(query).length > 0 ? `${path}?${QUERY}=${encodeURIComponent(JSON.stringify(query))}` : path
}
