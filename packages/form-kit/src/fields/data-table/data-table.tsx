import { Table, type TableProps } from 'antd'
import { DEFAULTS } from '../../core/constants.js'

/** Props of `DataTable`. */
export interface DataTableProps<T> extends Omit<TableProps<T>, 'pagination'> {
  /** Rows per page; default 10. */
  pageSize?: number
  /** Total rows when the data is paged on a server; default the length of `dataSource`. */
  total?: number
  current?: number
  onPageChange?: (page: number, pageSize: number) => void
}

/** antd's Table with the spec's paging: 10 rows a page, and no pager while everything fits on one. */
export function DataTable<T extends object>({ pageSize = DEFAULTS.pageSize, total, current, onPageChange, ...rest }: DataTableProps<T>) {
  const count = total ?? rest.dataSource?.length ?? 0
  const pagination: TableProps<T>['pagination'] =
    count > pageSize
      ? {
          pageSize,
          total: count,
          showSizeChanger: false,
          ...(current === undefined ? {} : { current }),
          ...(onPageChange ? { onChange: onPageChange } : {}),
        }
      : false
  return <Table<T> size="middle" {...rest} pagination={pagination} />
}
