import { PlusOutlined } from '@ant-design/icons'
import { CONTROL_TYPES, METADATA_CHECK_CODE, METADATA_DATA_TYPES, type Definition } from '@yunying/contracts'
import { App, Button, Card, Col, Form, Popconfirm, Row, Space, Tag, Tree, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { hasPermission, useAccountStore } from '../../../shared/lib/account-store.js'
import { ListTable, pageQuery, SearchForm, SelectFilter, TextFilter, useListState } from '../../../shared/ui/list-page/index.js'
import { useDisableDefinition } from '../api/disable-definition.js'
import { useDeleteDefinition } from '../api/delete-definition.js'
import { useEnableDefinition } from '../api/enable-definition.js'
import { useDictData } from '../api/list-dict-data.js'
import { useDefinitions, type DefinitionFilters } from '../api/list-definitions.js'
import { useNodesCategory } from '../api/list-nodes-category.js'
import { ReviewDialog } from '../components/review-dialog.js'
import { TransferButtons } from '../components/transfer-buttons.js'
import { dictOptions, editPath, STATUS_COLORS, statusOptions } from '../lib/labels.js'


interface SearchValues {
  module?: string
  entity?: string
  status?: number
  name?: string
}

const toFilters = (v: SearchValues): DefinitionFilters => ({
  ...(v.module ? { module: v.module } : {}),
  ...(v.module && v.entity ? { entity: v.entity } : {}),
  ...(v.status ? { status: v.status } : {}),
  ...(v.name?.trim() ? { name: v.name.trim() } : {}),
})

/** /dataStandard/metadata/index (spec 3 §2.2): field configuration, by module, entity, parent node and status. */
export const MetadataListPage = () => {
  const { message } = App.useApp()
  const navigate = useNavigate()
  const list = useListState<DefinitionFilters>()
  const definitions = pageQuery(useDefinitions(list))
  const [form] = Form.useForm<SearchValues>()
  const chosenModule = Form.useWatch('module', form)
  const modules = useDictData('MODULE_TYPE')
  const moduleId = modules.data?.find((m) => m.dataKey === chosenModule)?.id
  const entities = useDictData('ENTITY_TYPE', moduleId, moduleId !== undefined)
  const filterModuleId = modules.data?.find((m) => m.dataKey === list.filters.module)?.id
  const filterEntities = useDictData('ENTITY_TYPE', filterModuleId, filterModuleId !== undefined)
  const entityId = filterEntities.data?.find((e) => e.dataKey === list.filters.entity)?.id
  const nodes = useNodesCategory(list.filters.entity ? entityId : undefined)
  const canReview = hasPermission(useAccountStore((s) => s.permission), METADATA_CHECK_CODE)
  const enable = useEnableDefinition()
  const disable = useDisableDefinition()
  const remove = useDeleteDefinition()
  const [reviewing, setReviewing] = useState<number | null>(null)

  const act = (run: () => Promise<unknown>, done: string) => () => run().then(() => message.success(done), () => {})

  const columns: ColumnsType<Definition> = [
    { title: '数据名称', dataIndex: 'fieldName', width: 150, ellipsis: true },
    { title: '字段', dataIndex: 'fieldCode', width: 140, ellipsis: true },
    {
      title: '状态',
      key: 'status',
      width: 190,
      render: (_, r) => (
        <Space size={4} wrap>
          <Tag color={STATUS_COLORS[r.status]}>{r.statusName}</Tag>
          {r.hasPendingRevision ? <Tag color="orange">有待审核修订</Tag> : null}
          {r.noEligibleReviewer ? <Tag color="red">无可用审核人</Tag> : null}
        </Space>
      ),
    },
    { title: '模块 / 实体', key: 'entity', width: 140, render: (_, r) => `${r.moduleName} / ${r.entityName}` },
    { title: '父级属性', dataIndex: 'parentNodeName', width: 110 },
    { title: '数据类型', dataIndex: 'dataType', width: 90, render: (v: keyof typeof METADATA_DATA_TYPES) => METADATA_DATA_TYPES[v] },
    { title: '组件类型', dataIndex: 'controlType', width: 90, render: (v: keyof typeof CONTROL_TYPES) => CONTROL_TYPES[v] },
    { title: '显示顺序', dataIndex: 'sortNum', width: 90 },
    { title: '更新时间', dataIndex: 'updatedAt', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 280,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => navigate(editPath(r.id, true))}>
            查看
          </Button>
          <Button type="link" size="small" onClick={() => navigate(editPath(r.id))}>
            编辑
          </Button>
          {canReview && (r.status === 1 || r.hasPendingRevision) ? (
            <Button type="link" size="small" onClick={() => setReviewing(r.id)}>
              审核
            </Button>
          ) : null}
          {r.status === 3 ? (
            <Popconfirm title={`停用「${r.fieldName}」？停用后不再用于数据检查`} onConfirm={act(() => disable.mutateAsync(r.id), '已停用')}>
              <Button type="link" size="small">
                停用
              </Button>
            </Popconfirm>
          ) : null}
          {r.status === 4 ? (
            <Button type="link" size="small" onClick={act(() => enable.mutateAsync(r.id), '已启用')}>
              启用
            </Button>
          ) : null}
          {r.status !== 3 ? (
            <Popconfirm title={`删除「${r.fieldName}」？此操作不可恢复`} okButtonProps={{ danger: true }} onConfirm={act(() => remove.mutateAsync(r.id), '删除成功')}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          ) : null}
          <Link to={`/dataStandard/metadata/operationLog?q=${encodeURIComponent(JSON.stringify({ id: r.id }))}`}>日志</Link>
        </Space>
      ),
    },
  ]

  const chooseNode = (key: string | undefined) => list.search({ ...list.filters, parentNode: key })

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <SearchForm<SearchValues, DefinitionFilters> state={list} form={form} name="metadataSearch" label="元数据查询" toFilters={toFilters} toValues={(f) => ({ module: f.module, entity: f.entity, status: f.status, name: f.name })}>
          <SelectFilter name="module" label="模块" placeholder="全部模块" loading={modules.isPending} options={dictOptions(modules.data)} onChange={() => form.setFieldValue('entity', undefined)} width={150} />
          <SelectFilter name="entity" label="实体" placeholder={chosenModule ? '全部实体' : '请先选择模块'} disabled={!chosenModule} options={dictOptions(entities.data)} width={150} />
          <SelectFilter name="status" label="状态" placeholder="全部状态" options={statusOptions} width={130} />
          <TextFilter name="name" label="名称" placeholder="数据名称或字段" maxLength={64} width={180} />
        </SearchForm>
      </Card>
      <Row gutter={16} wrap={false}>
        {list.filters.entity ? (
          <Col flex="220px">
            <Card title="父级属性" size="small" extra={list.filters.parentNode ? <Button type="link" size="small" onClick={() => chooseNode(undefined)}>全部</Button> : null}>
              {nodes.data?.length ? (
                <Tree
                  blockNode
                  defaultExpandAll
                  selectedKeys={list.filters.parentNode ? [list.filters.parentNode] : []}
                  treeData={toTree(nodes.data)}
                  onSelect={(keys) => chooseNode(keys[0] === undefined ? undefined : String(keys[0]))}
                />
              ) : (
                <Typography.Text type="secondary">{nodes.isPending ? '加载中…' : '该实体暂无父级属性'}</Typography.Text>
              )}
            </Card>
          </Col>
        ) : null}
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Card
            title="字段配置"
            extra={
              <Space>
                <TransferButtons module={list.filters.module} />
                <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(editPath())}>
                  新增元数据
                </Button>
              </Space>
            }
          >
            <ListTable<Definition, DefinitionFilters> state={list} query={definitions} what="元数据" empty="暂无元数据，点击「新增元数据」定义第一个字段" emptyFiltered="没有找到符合条件的元数据" columns={columns} scroll={{ x: 1500 }} />
          </Card>
        </Col>
      </Row>
      <ReviewDialog id={reviewing} onClose={() => setReviewing(null)} />
    </Space>
  )
}

type NodeList = Array<{ id: number; dataKey: string; dataValue: string; list: NodeList }>
/** The parent-node filter is the triple's key, so choosing a node filters by it. */
interface TreeNode {
  key: string
  title: string
  children: TreeNode[]
}
const toTree = (nodes: NodeList): TreeNode[] =>
  nodes.map((n) => ({ key: `${n.dataKey},${n.id},${n.dataValue}`, title: n.dataValue, children: toTree(n.list) }))

