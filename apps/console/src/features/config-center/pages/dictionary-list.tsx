import { PlusOutlined } from '@ant-design/icons'
import { APPLY_TYPES, BIZ_TYPES, FIELD_STATUS, SERVICE_MODULES, type DictionaryRow } from '@yunying/contracts'
import { Button, Card, Space, Tag, Typography, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { actionsColumn, ListTable, pageQuery, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { useDictionarySettings } from '../api/dictionary-settings.js'
import { useDictionaryList, type DictionaryFilter } from '../api/list-dictionary.js'
import { DictionaryHistoryDrawer, type HistoryTarget } from '../components/dictionary-history-drawer.js'
import { DictionarySyncDialog, type SyncTarget } from '../components/dictionary-sync-dialog.js'
import { PersonCell } from '../components/person-cell.js'

export const DICTIONARY_EDIT_PATH = '/businessCenter/config/dictionary/edit'

interface SearchValues {
  fieldName?: string
  fieldCode?: string
  applyType?: number
  serviceModule?: string
  bizType?: number
  status?: number
}

type Filters = Omit<DictionaryFilter, 'pageNum' | 'pageSize'>
const choices = (labels: Record<string | number, string>, numeric = true) => Object.entries(labels).map(([value, label]) => ({ label, value: numeric ? Number(value) : value }))

const toFilter = (v: SearchValues): Filters => ({
  ...(v.fieldName?.trim() ? { fieldName: v.fieldName.trim() } : {}),
  ...(v.fieldCode?.trim() ? { fieldCode: v.fieldCode.trim() } : {}),
  ...(v.applyType !== undefined ? { applyType: v.applyType } : {}),
  ...(v.serviceModule ? { serviceModule: v.serviceModule } : {}),
  ...(v.bizType !== undefined ? { bizType: v.bizType } : {}),
  ...(v.status !== undefined ? { status: v.status } : {}),
})

/**
 * /businessCenter/config/dictionary (配置字典, spec 2 §2, §3, §9): the configurable fields, searched by
 * name, code, apply type, service module, business type and status, 10 a page. 新建字段 shows only where
 * the deployment allows new fields (the server's settings, spec 2 §6) to a user with dictionary.create.btn;
 * 编辑 needs dictionary.edit.btn; 保存记录 shows every save.
 */
export const DictionaryList = () => {
  const navigate = useNavigate()
  const codes = useAccountStore((s) => s.permission)
  const settings = useDictionarySettings()
  const search = useListState<Filters>()
  const list = pageQuery(useDictionaryList({ ...search.filters, pageNum: search.page, pageSize: search.pageSize }))
  const [historyOf, setHistoryOf] = useState<HistoryTarget | null>(null)
  const [syncOf, setSyncOf] = useState<SyncTarget | null>(null)
  // 一键同步: with dictionary.sync.btn, where the deployment has sync targets (none on production, spec 2 §6).
  const canSync = hasPermission(codes, 'dictionary.sync.btn') && (settings.data?.syncTypes.length ?? 0) > 0
  const canEdit = hasPermission(codes, 'dictionary.edit.btn')
  const mayCreate = hasPermission(codes, 'dictionary.create.btn')
  const canCreate = mayCreate && settings.data?.canCreate === true

  const columns: TableColumnsType<DictionaryRow> = [
    { title: '字段名称', dataIndex: 'fieldName', width: 150, fixed: 'left', ellipsis: true },
    { title: '字段编码', dataIndex: 'fieldCode', width: 190, ellipsis: true, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: '应用类型', dataIndex: 'applyTypeName', width: 90 },
    { title: '所属服务模块', dataIndex: 'serviceModuleName', width: 120 },
    { title: '业态', dataIndex: 'bizTypeNames', width: 150, render: (v: string) => v || '—' },
    { title: '数据类型', dataIndex: 'dataTypeName', width: 80 },
    { title: '排序', dataIndex: 'sortNum', width: 70 },
    { title: '状态', dataIndex: 'status', width: 70, render: (v: number) => <Tag color={v === 0 ? 'green' : 'default'}>{FIELD_STATUS[v as 0 | 1] ?? v}</Tag> },
    {
      title: '更新人/更新时间',
      key: 'updated',
      width: 170,
      render: (_, row) => <PersonCell name={row.updatedBy} detail={row.updatedAt} />,
    },
    actionsColumn<DictionaryRow>(
      190,
      (row) => [
        { label: '编辑', show: canEdit, 'aria-label': `编辑 ${row.fieldName}`, onClick: () => navigate(`${DICTIONARY_EDIT_PATH}?id=${row.id}`) },
        { label: '保存记录', 'aria-label': `保存记录 ${row.fieldName}`, onClick: () => setHistoryOf({ id: row.id, fieldName: row.fieldName, fieldCode: row.fieldCode }) },
        { label: '一键同步', show: canSync, 'aria-label': `一键同步 ${row.fieldName}`, onClick: () => setSyncOf({ fieldCode: row.fieldCode, fieldName: row.fieldName }) },
      ],
      true,
    ),
  ]

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-page="dictionary-list">
      <Card>
        <SearchForm<SearchValues, Filters> state={search} name="dictionarySearch" label="配置字典查询" toFilters={toFilter}>
          <TextFilter name="fieldName" label="字段名称" placeholder="请输入字段名称" maxLength={50} width={180} />
          <TextFilter name="fieldCode" label="字段编码" placeholder="请输入字段编码" maxLength={50} width={180} />
          <SelectFilter name="applyType" label="应用类型" aria-label="应用类型" options={choices(APPLY_TYPES)} width={130} />
          <SelectFilter name="serviceModule" label="所属服务模块" aria-label="所属服务模块" showSearch optionFilterProp="label" options={choices(SERVICE_MODULES, false)} width={170} />
          <SelectFilter name="bizType" label="业态" aria-label="业态" options={choices(BIZ_TYPES)} width={120} />
          <SelectFilter name="status" label="状态" aria-label="状态" options={choices(FIELD_STATUS)} width={110} />
        </SearchForm>
      </Card>
      <Card
        title="配置字典"
        extra={
          canCreate ? (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(DICTIONARY_EDIT_PATH)}>
              新建字段
            </Button>
          ) : mayCreate && settings.data ? (
            <Typography.Text type="secondary">本环境不能新建字段，请在测试环境新建后一键同步</Typography.Text>
          ) : null
        }
      >
        <ListTable<DictionaryRow, Filters> state={search} query={list} what="配置字典" of="字段" columns={columns} scroll={{ x: 1300 }} />
      </Card>
      <DictionaryHistoryDrawer target={historyOf} onClose={() => setHistoryOf(null)} />
      <DictionarySyncDialog field={syncOf} syncTypes={settings.data?.syncTypes ?? []} onClose={() => setSyncOf(null)} />
    </Space>
  )
}
