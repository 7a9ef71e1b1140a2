import { Table, type TableProps } from 'antd'
import { useEffect } from 'react'
import { LoadError } from '../load-error.js'
import type { ListFilters, ListState } from './use-list-state.js'

/** What a list query answers, whatever the call names it: the rows, their count, and whether the count stopped at a cap. */
export interface ListRows<T> {
  rows: T[]
  total: number
  /** The server stopped counting (`totalCapped`): the total reads 超过 N 条. */
  capped?: boolean
}

/** The parts of a TanStack query the table reads. */
export interface ListQuery<T> {
  data: ListRows<T> | undefined
  isFetching: boolean
  isError: boolean
  error: Error | null
  refetch: () => unknown
}

/**
 * The list's texts: `of` names its rows (品牌), which gives them all (品牌列表加载失败, 暂无品牌,
 * 没有找到符合条件的品牌); `what`, `empty` and `emptyFiltered` say otherwise where a list words them differently.
 */
type ListTexts =
  | {
      /** What the rows are: 品牌. */
      of: string
      /** What the list holds, for the error: 品牌列表 → 品牌列表加载失败; `{of}列表` when not given. */
      what?: string
      /** The empty text without filters; 暂无{of} when not given … */
      empty?: string
      /** … and with them; 没有找到符合条件的{of} when not given. */
      emptyFiltered?: string
    }
  | { of?: undefined; what: string; empty: string; emptyFiltered?: string }

export type ListTableProps<T, F extends ListFilters> = Omit<TableProps<T>, 'pagination' | 'loading' | 'dataSource' | 'locale'> &
  ListTexts & {
    state: ListState<F>
    query: ListQuery<T>
    /** The sizes offered; `false`: the page size is fixed (a dialog, the feedback page). */
    pageSizes?: number[] | false
  }

const PAGE_SIZES = [10, 20, 50, 100]

/** The total under the pager: exact, or where the server stopped counting. */
export const totalText = (total: number, capped?: boolean) => (capped ? `超过 ${total} 条，请缩小筛选范围` : `共 ${total} 条`)

/**
 * The table of every list page and list dialog: the rows of the current page, loading while a page
 * is on its way (the previous one kept meanwhile), the error with 重试 in place of the empty text, the
 * empty text with or without filters, and the pager shown only when the rows exceed the first page
 * size (spec 1 §9, spec 3 §9). A page emptied under the user (the last row of the last page deleted)
 * moves back to the last page that has rows. Rows are keyed by `id` unless `rowKey` says otherwise.
 */
export const ListTable = <T extends object, F extends ListFilters>({ state, query, of, what = `${of}列表`, empty = `暂无${of}`, emptyFiltered = of && `没有找到符合条件的${of}`, pageSizes = PAGE_SIZES, rowKey = 'id', ...table }: ListTableProps<T, F>) => {
  const rows = query.data?.rows ?? []
  const total = query.data?.total ?? 0
  const lastPage = Math.max(1, Math.ceil(total / state.pageSize))
  const emptied = !query.isFetching && !query.isError && query.data !== undefined && rows.length === 0 && state.page > lastPage
  useEffect(() => {
    if (emptied) state.setPage(lastPage)
  }, [emptied, lastPage]) // eslint-disable-line react-hooks/exhaustive-deps

  const smallest = pageSizes ? Math.min(state.defaultPageSize, ...pageSizes) : state.pageSize
  const paged = total > smallest || state.page > 1
  const filtered = JSON.stringify(state.filters) !== JSON.stringify(state.initial)

  return (
    <>
      {query.isError && <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} style={{ marginBottom: 16 }} />}
      <Table<T>
        size="middle"
        rowKey={rowKey}
        {...table}
        loading={query.isFetching}
        dataSource={rows}
        // After a failure the alert above says so: no 暂无… under 加载失败 (issue 23 §18).
        locale={{ emptyText: query.isError ? <span /> : filtered ? (emptyFiltered ?? empty) : empty }}
        pagination={
          paged && {
            current: state.page,
            pageSize: state.pageSize,
            total,
            showSizeChanger: pageSizes !== false,
            ...(pageSizes ? { pageSizeOptions: pageSizes } : {}),
            showTotal: (n) => totalText(n, query.data?.capped),
            onChange: (page, pageSize) => state.setPage(page, pageSize),
          }
        }
      />
    </>
  )
}

/** A page as most calls answer it (`list`, `total`, and `totalCapped` where the count stops), read as the table's rows. */
export interface PageAnswer<T> {
  list: T[]
  total: number
  totalCapped?: boolean
}

/** A query of a call answering {@link PageAnswer}, for {@link ListTable}. */
export const pageQuery = <T,>(query: Omit<ListQuery<T>, 'data'> & { data: PageAnswer<T> | undefined }): ListQuery<T> => ({
  isFetching: query.isFetching,
  isError: query.isError,
  error: query.error,
  refetch: query.refetch,
  data: query.data && { rows: query.data.list, total: query.data.total, capped: query.data.totalCapped },
})
