import { METADATA_LOG_ACTIONS, type DefinitionLog } from '@yunying/contracts'
import { Card, Space } from 'antd'
import { ListTable, pageQuery, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { useDefinitionLogs, type LogFilters } from '../api/list-definition-logs.js'
import { definitionLogColumns, diffExpandable } from '../components/definition-log-table.js'

interface SearchValues {
  name?: string
  action?: string
}

/** /dataStandard/metadata/operationLog: every transition of the definitions, with who, when, the remark and the field-level diff. */
export const MetadataLogPage = () => {
  const list = useListState<LogFilters>()
  const logs = pageQuery(useDefinitionLogs(list))
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <SearchForm<SearchValues, LogFilters>
          state={list}
          name="metadataLogSearch"
          label="日志查询"
          toFilters={(v) => ({ ...(list.filters.id ? { id: list.filters.id } : {}), ...(v.name?.trim() ? { name: v.name.trim() } : {}), ...(v.action ? { action: v.action } : {}) })}
          toValues={(f) => ({ name: f.name, action: f.action })}
        >
          <TextFilter name="name" label="名称" placeholder="数据名称或字段" maxLength={64} width={200} />
          <SelectFilter name="action" label="操作" placeholder="全部操作" options={Object.entries(METADATA_LOG_ACTIONS).map(([value, label]) => ({ value, label }))} width={160} />
        </SearchForm>
      </Card>
      <Card title={list.filters.id ? `元数据 #${list.filters.id} 的日志` : '元数据日志'}>
        <ListTable<DefinitionLog, LogFilters> state={list} query={logs} what="日志" of="日志" columns={definitionLogColumns} scroll={{ x: 1200 }} expandable={diffExpandable} />
      </Card>
    </Space>
  )
}
