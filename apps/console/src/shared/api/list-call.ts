import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query'
import { get, post } from '../lib/request.js'
import type { ListFilters, ListParams, ListRows } from '../ui/list-page/index.js'

/** What differs from one list call to the next; the rest (filters spread, page mapped, previous page kept) is {@link listCall}'s. */
export interface ListCallSpec<F extends ListFilters, A, R> {
  /** The gateway app (`DS_APP`, `QR_APP`…). */
  app: string
  method: 'GET' | 'POST'
  url: string
  /** What the call names its page: `pageNum` (most) or `pageNumber` (spec 2's calls). */
  pageParam?: 'pageNum' | 'pageNumber'
  /** The query key, from the feature's `*-keys.ts`. */
  key: (params: ListParams<F>) => QueryKey
  /** The answer as the page reads it (`{ rows, total }` for `ListTable`); the answer itself when not given. */
  select?: (answer: A) => R
}

/**
 * A list call of a feature's `api/` file: `fetch` sends the filters with the page and its size (under the
 * call's own page name) and answers the contract's page type `A`; `options` are its query options, the
 * previous page kept while the next loads; `useList` its hook. A call file states only its filters type,
 * its answer type, its URL and its key.
 */
export const listCall = <F extends ListFilters, A, R = A>({ app, method, url, pageParam = 'pageNum', key, select }: ListCallSpec<F, A, R>) => {
  const send = method === 'GET' ? get : post
  const fetch = ({ filters, page, pageSize }: ListParams<F>) => send<A>(app, url, { ...filters, [pageParam]: page, pageSize })
  const options = (params: ListParams<F>) =>
    queryOptions<A, Error, R>({ queryKey: key(params), queryFn: () => fetch(params), ...(select ? { select } : {}), placeholderData: keepPreviousData })
  const useList = (params: ListParams<F>) => useQuery(options(params))
  return { fetch, options, useList }
}

/** The rows of an answer `{ data, total, totalCapped? }` (remote assistance's pages), for `select`. */
export const dataRows = <T>(page: { data: T[]; total: number; totalCapped?: boolean }): ListRows<T> => ({ rows: page.data, total: page.total, capped: page.totalCapped })

/** The rows of an answer `{ list, totalCount }` (spec 2's pages: map keys, aggregate-QR rules), for `select`. */
export const listCountRows = <T>(page: { list: T[]; totalCount: number }): ListRows<T> => ({ rows: page.list, total: page.totalCount })
