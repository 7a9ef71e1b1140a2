import type { ConfigDiff, ConfigVersion } from '@yunying/contracts'
import { App, Button, Empty, List, Popconfirm, Space, Spin, Table, Tag, Typography } from 'antd'
import { RequestError } from '../../../shared/lib/request.js'
import { LoadError } from '../../../shared/ui/load-error.js'
import { useConfigHistory } from '../api/config-history.js'
import type { ConfigOwnerKind, Operator } from '../api/config-keys.js'
import { useRestoreConfig } from '../api/restore-config.js'
import type { EditorModel } from '../lib/config-editor.js'
import { formatAccess, formatConfigValue } from '../lib/config-format.js'
import { Drawer } from '../../../shared/ui/drawer.js'

interface Props {
  kind: ConfigOwnerKind
  id: number
  open: boolean
  onClose: () => void
  /** The loaded fields: names and option titles for the diff. */
  model: EditorModel | null
  /** The version the editor shows (the newest); it cannot be restored to itself. */
  currentVersion: number
  readOnly: boolean
  operator: Operator
  /** After a restore: the editor reloads. */
  onRestored: () => void
}

const ACTIONS: Record<string, { text: string; color: string }> = { save: { text: '保存', color: 'blue' }, restore: { text: '恢复', color: 'gold' } }

const DiffTable = ({ version, model }: { version: ConfigVersion; model: EditorModel | null }) => (
  <Table
    size="small"
    rowKey="fieldCode"
    pagination={false}
    dataSource={version.diff}
    aria-label={`版本 ${version.version} 的修改`}
    locale={{ emptyText: '没有字段变化' }}
    columns={[
      {
        title: '字段',
        dataIndex: 'fieldName',
        render: (name: string, row) => (
          <Space direction="vertical" size={0}>
            <span>{name || row.fieldCode}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.fieldCode}
            </Typography.Text>
          </Space>
        ),
      },
      { title: '修改前', dataIndex: 'before', render: (v: unknown, row) => formatConfigValue(v, model?.defs.get(row.fieldCode)) },
      { title: '修改后', dataIndex: 'after', render: (v: unknown, row) => formatConfigValue(v, model?.defs.get(row.fieldCode)) },
      ...(version.diff.some((d) => d.accessBefore !== undefined || d.accessAfter !== undefined)
        ? [{ title: '品牌权限', key: 'access', render: (_: unknown, row: ConfigDiff) => (row.accessBefore !== undefined || row.accessAfter !== undefined ? `${formatAccess(row.accessBefore)} → ${formatAccess(row.accessAfter)}` : '—') }]
        : []),
    ]}
  />
)

/** 修改记录: every saved version with who, when and its field diff; 恢复到此版本 makes an earlier one the newest. */
export const ConfigHistoryDrawer = ({ kind, id, open, onClose, model, currentVersion, readOnly, operator, onRestored }: Props) => {
  const { message } = App.useApp()
  const history = useConfigHistory(kind, id, open)
  const restore = useRestoreConfig(kind, id)

  const restoreTo = async (toVersion: number) => {
    try {
      await restore.mutateAsync({ ...operator, toVersion })
      message.success(`已恢复到版本 ${toVersion}`)
      onRestored()
    } catch (error) {
      message.error(error instanceof RequestError && error.httpStatus === 409 ? '配置已被他人修改，请刷新后重试' : error instanceof Error ? error.message : '恢复失败，请重试')
    }
  }

  return (
    <Drawer title="修改记录" width={720} open={open} onClose={onClose} destroyOnHidden>
      {history.isPending ? <Spin style={{ display: 'block', margin: '48px auto' }} /> : null}
      {history.isError ? <LoadError what="修改记录" error={history.error} onRetry={() => void history.refetch()} /> : null}
      {history.data && history.data.length === 0 ? <Empty description="暂无修改记录" /> : null}
      {history.data && history.data.length > 0 ? (
        <List
          itemLayout="vertical"
          dataSource={history.data}
          renderItem={(v) => {
            const action = ACTIONS[v.action] ?? { text: v.action, color: 'default' }
            return (
              <List.Item key={v.version} aria-label={`版本 ${v.version}`}>
                <Space wrap style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
                  <Space wrap>
                    <Typography.Text strong>版本 {v.version}</Typography.Text>
                    <Tag color={action.color}>{action.text}</Tag>
                    {v.restoredFrom !== null ? <Typography.Text type="secondary">恢复自版本 {v.restoredFrom}</Typography.Text> : null}
                    {v.version === currentVersion ? <Tag color="green">当前版本</Tag> : null}
                  </Space>
                  {!readOnly && v.version !== currentVersion ? (
                    <Popconfirm
                      title={`恢复到版本 ${v.version}？`}
                      description="当前配置将被该版本替换，恢复会生成一个新版本。"
                      onConfirm={() => restoreTo(v.version)}
                    >
                      <Button size="small" loading={restore.isPending && restore.variables?.toVersion === v.version}>
                        恢复到此版本
                      </Button>
                    </Popconfirm>
                  ) : null}
                </Space>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                  {v.accountName || '—'}
                  {v.accountPhone ? `（${v.accountPhone}）` : ''} · {v.createdAt}
                </Typography.Paragraph>
                <DiffTable version={v} model={model} />
              </List.Item>
            )
          }}
        />
      ) : null}
    </Drawer>
  )
}
