import { BOSS_ACCOUNT_CHANNELS } from '@yunying/contracts'
import { Tag } from 'antd'
import { actionsColumn, ListTable, type ListQuery, type ListState, type RowAction } from './list-page/index.js'

/** What a boss-cockpit account row of a brand or a group shows. */
export interface BossAccountLike {
  id: number
  name: string
  mobile: string
  createChannel: string
  createdAt: string
}

export interface BossAccountsTableProps<Row extends BossAccountLike> {
  state: ListState<{ keyword?: string }>
  query: ListQuery<Row>
  /** The 手机号 cell: the mobile as stored unless told otherwise (a group's shows its country code). */
  mobileOf?: (row: Row) => string
  /** The row's one action: taking the account away, after a confirmation. */
  removal: (row: Row) => RowAction
}

/**
 * The 老板驾驶舱账号 list of a brand's or a group's dialog (spec 2 §2): name, mobile, how it was added,
 * when, and its removal; one page at a time, the searched keyword kept in `state`.
 */
export const BossAccountsTable = <Row extends BossAccountLike>({ state, query, mobileOf, removal }: BossAccountsTableProps<Row>) => (
  <ListTable<Row, { keyword?: string }>
    state={state}
    query={query}
    what="老板驾驶舱账号"
    empty="暂无老板驾驶舱账号"
    emptyFiltered="没有找到符合条件的账号"
    pageSizes={false}
    columns={[
      { title: '姓名', dataIndex: 'name' },
      { title: '手机号', dataIndex: 'mobile', render: (v: string, row) => (mobileOf ? mobileOf(row) : v) },
      { title: '添加方式', dataIndex: 'createChannel', width: 110, render: (v: string) => <Tag>{BOSS_ACCOUNT_CHANNELS[v] ?? v}</Tag> },
      { title: '添加时间', dataIndex: 'createdAt', width: 180 },
      actionsColumn<Row>(90, (row) => [removal(row)]),
    ]}
  />
)
