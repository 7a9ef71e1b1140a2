import { CONFIG_STATUS } from '@yunying/contracts'
import { Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useNavigate } from 'react-router-dom'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { actionsColumn } from '../../../shared/ui/list-page/index.js'
import type { ConfigOwnerKind } from '../api/config-keys.js'

/** 未配置 (0) / 已配置 (otherwise), spec 2 §4. */
export const ConfigStatusTag = ({ status }: { status: number }) => (status === 0 ? <Tag>{CONFIG_STATUS[0]}</Tag> : <Tag color="green">{CONFIG_STATUS[1]}</Tag>)

export const CONFIG_STATUS_OPTIONS = [
  { value: 0, label: CONFIG_STATUS[0] },
  { value: 1, label: CONFIG_STATUS[1] },
]

/** Ids are positive whole numbers; ten digits keep the filter a safe integer. */
export const digitsOnly = (value: string | undefined) => (value ?? '').replace(/\D/g, '').slice(0, 10)

/**
 * The columns both configuration lists end with: 配置状态, 创建时间 and 编辑 / 查看 (查看 once
 * configured), each shown by the owner's code (`config.brand.edit.btn`…). `nameOf` words the buttons'
 * accessible names; `editorPath` is the owner's editor, or its read-only view.
 */
export const useConfigColumnsTail = <Row extends { status: number; createdAt: string }>(kind: ConfigOwnerKind, nameOf: (row: Row) => string, editorPath: (row: Row, preview: boolean) => string): ColumnsType<Row> => {
  const navigate = useNavigate()
  const codes = useAccountStore((s) => s.permission)
  const [canEdit, canSee] = [hasPermission(codes, `config.${kind}.edit.btn`), hasPermission(codes, `config.${kind}.see.btn`)]
  return [
    { title: '配置状态', dataIndex: 'status', width: 110, render: (v: number) => <ConfigStatusTag status={v} /> },
    { title: '创建时间', dataIndex: 'createdAt', width: 180 },
    actionsColumn<Row>(140, (row) => [
      { label: '编辑', show: canEdit, 'aria-label': `编辑 ${nameOf(row)} 的配置`, onClick: () => navigate(editorPath(row, false)) },
      { label: '查看', show: canSee && row.status !== 0, 'aria-label': `查看 ${nameOf(row)} 的配置`, onClick: () => navigate(editorPath(row, true)) },
    ]),
  ]
}
