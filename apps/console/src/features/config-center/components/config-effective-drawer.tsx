import { ReloadOutlined } from '@ant-design/icons'
import { CONFIG_SOURCES, type ConfigSource, type EffectiveEntry } from '@yunying/contracts'
import { Button, Space, Table, Tag, Typography } from 'antd'
import { LoadError } from '../../../shared/ui/load-error.js'
import { useMemo } from 'react'
import { useEffectiveConfig } from '../api/effective-config.js'
import { useGroupFieldNames } from '../api/field-config-data.js'
import { buildModel, type EditorModel, type FieldDef } from '../lib/config-editor.js'
import { formatConfigValue } from '../lib/config-format.js'
import { Drawer } from '../../../shared/ui/drawer.js'

const SOURCE_COLOR: Record<ConfigSource, string> = { brand: 'blue', group: 'purple', default: 'default' }

interface Props {
  sellerId: number
  open: boolean
  onClose: () => void
  /** The brand's fields, for names and option titles (the group's are loaded here). */
  model: EditorModel | null
}

/**
 * 生效配置: what the brand's apps read (`query-config-data`), each value with its source — the
 * brand's own value, its group's, or the dictionary default.
 */
export const ConfigEffectiveDrawer = ({ sellerId, open, onClose, model }: Props) => {
  const effective = useEffectiveConfig(sellerId, open)
  const groupFields = useGroupFieldNames(effective.data?.groupId ?? null, open)
  const groupModel = useMemo(() => (groupFields.data ? buildModel(groupFields.data) : null), [groupFields.data])
  const defOf = (code: string): FieldDef | undefined => model?.defs.get(code) ?? groupModel?.defs.get(code)
  return (
    <Drawer
      title="生效配置"
      width={760}
      open={open}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void effective.refetch()} loading={effective.isFetching}>
          刷新
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        品牌应用读取到的配置：品牌已配置的取品牌配置，集团字段取集团配置，其余取配置字典的默认值。
      </Typography.Paragraph>
      {effective.isError ? <LoadError what="生效配置" error={effective.error} onRetry={() => void effective.refetch()} style={{ marginBottom: 16 }} /> : null}
      <Table<EffectiveEntry>
        size="small"
        rowKey="fieldCode"
        aria-label="生效配置"
        loading={effective.isPending && open}
        dataSource={effective.data?.values ?? []}
        pagination={false}
        locale={{ emptyText: '暂无可用配置' }}
        columns={[
          {
            title: '字段',
            dataIndex: 'fieldCode',
            render: (code: string) => {
              const name = defOf(code)?.name
              return (
                <Space direction="vertical" size={0}>
                  <span>{name ?? code}</span>
                  {name ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {code}
                    </Typography.Text>
                  ) : null}
                </Space>
              )
            },
          },
          { title: '生效值', dataIndex: 'value', render: (v: unknown, row) => formatConfigValue(v, defOf(row.fieldCode)) },
          { title: '来源', dataIndex: 'source', width: 120, render: (s: ConfigSource) => <Tag color={SOURCE_COLOR[s]}>{CONFIG_SOURCES[s] ?? s}</Tag> },
        ]}
      />
    </Drawer>
  )
}
