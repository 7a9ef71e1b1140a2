import { PlusOutlined } from '@ant-design/icons'
import { Button, Card, Popconfirm, Space, Tooltip } from 'antd'
import type { ReactNode } from 'react'
import type { ColumnType } from 'antd/es/table'

export interface ListPageProps {
  /** The search card: the list's `SearchForm`. */
  search: ReactNode
  /** The table card's title (品牌列表). */
  title: ReactNode
  /** 新建… at the table card's top right, when the user may create (`false` hides it). */
  create?: { label: string; onClick(): void } | false
  /** More at the top right, after 新建… (导出). */
  extra?: ReactNode
  /** The table card's content: the `ListTable`. */
  children: ReactNode
  /** What the page opens (dialogs, drawers), after the cards. */
  dialogs?: ReactNode
}

/**
 * The frame of every list page: the search card above the table card, whose title carries 新建… and
 * the page's other buttons. Example: `features/groups/pages/group-list-page.tsx`.
 */
export const ListPage = ({ search, title, create, extra, children, dialogs }: ListPageProps) => {
  const buttons = (
    <>
      {create && (
        <Button type="primary" icon={<PlusOutlined />} onClick={create.onClick}>
          {create.label}
        </Button>
      )}
      {extra}
    </>
  )
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>{search}</Card>
      <Card title={title} extra={create && extra ? <Space>{buttons}</Space> : create || extra ? buttons : undefined}>
        {children}
      </Card>
      {dialogs}
    </Space>
  )
}

/** One action of a row: a small link button, shown when `show` is not false, asked first when `confirm` is given. */
export interface RowAction {
  label: ReactNode
  onClick?: () => void
  show?: boolean
  danger?: boolean
  disabled?: boolean
  /** Why it cannot be done: the button shows disabled, with this as its tip. */
  disabledReason?: string
  'aria-label'?: string
  /** A hover hint saying what the action does. */
  title?: string
  /** Asks before acting (a delete, a reset): the question, its detail and the confirming button's text. */
  confirm?: { title: ReactNode; description?: ReactNode; okText?: string; onConfirm(): unknown }
}

/** The 操作 cell of a list: its row's actions side by side (`wrap` for many). */
export const RowActions = ({ actions, wrap }: { actions: RowAction[]; wrap?: boolean }) => (
  <Space size={0} wrap={wrap}>
    {actions
      .filter((action) => action.show !== false)
      .map(({ label, onClick, danger, disabled, disabledReason, confirm, title, 'aria-label': ariaLabel }, i) => {
        const button = (
          <Button key={i} type="link" size="small" danger={danger} disabled={disabled || Boolean(disabledReason)} aria-label={ariaLabel} title={title} onClick={onClick}>
            {label}
          </Button>
        )
        if (disabledReason) {
          return (
            <Tooltip key={i} title={disabledReason}>
              <span>{button}</span>
            </Tooltip>
          )
        }
        return confirm ? (
          <Popconfirm key={i} title={confirm.title} description={confirm.description} okText={confirm.okText} okButtonProps={danger ? { danger: true } : undefined} onConfirm={confirm.onConfirm}>
            {button}
          </Popconfirm>
        ) : (
          button
        )
      })}
  </Space>
)

/**
 * A list's 操作 column, pinned right: `actionsOf(row)` are the row's actions ({@link RowActions}).
 * `width` fits the widest row's buttons; `wrap` lets many of them wrap.
 */
export const actionsColumn = <Row,>(width: number, actionsOf: (row: Row) => RowAction[], wrap?: boolean): ColumnType<Row> => ({
  title: '操作',
  key: 'actions',
  width,
  fixed: 'right',
  render: (_, row) => <RowActions actions={actionsOf(row)} wrap={wrap} />,
})
