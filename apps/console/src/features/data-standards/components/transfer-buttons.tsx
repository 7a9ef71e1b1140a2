import { DownloadOutlined, UploadOutlined } from '@ant-design/icons'
import { IMPORT_ACTIONS, type ImportItem } from '@yunying/contracts'
import { App, Button, Table, Tag, Upload } from 'antd'
import { useState } from 'react'
import { FormDialog } from '../../../shared/ui/form-dialog.js'
import { exportDefinitions } from '../api/export-definitions.js'
import { useImportDefinitions } from '../api/import-definitions.js'

const ACTION_COLORS: Record<ImportItem['action'], string> = { create: 'green', update: 'blue', revise: 'orange', unchanged: 'default', invalid: 'red' }

/** Definitions as code: export the module's (or all) definitions as JSON; import one with a preview first. */
export const TransferButtons = ({ module }: { module?: string | undefined }) => {
  const { message } = App.useApp()
  const importer = useImportDefinitions()
  const [file, setFile] = useState<{ format: string; definitions: Array<Record<string, unknown>> } | null>(null)
  const [preview, setPreview] = useState<ImportItem[] | null>(null)

  const download = async () => {
    const doc = await exportDefinitions(module)
    const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }))
    const a = document.createElement('a')
    a.href = url
    a.download = `元数据-${module || '全部'}.json`
    a.click()
    URL.revokeObjectURL(url)
  }

  const read = async (chosen: File) => {
    let parsed: { format: string; definitions: Array<Record<string, unknown>> }
    try {
      parsed = JSON.parse(await chosen.text()) as typeof parsed
    } catch {
      message.error('文件不是有效的 JSON，请选择从本系统导出的元数据文件')
      return
    }
    const result = await importer.mutateAsync({ format: parsed.format, definitions: parsed.definitions, dryRun: true })
    setFile(parsed)
    setPreview(result.items)
  }

  const apply = async () => {
    await importer.mutateAsync({ ...file!, dryRun: false })
    message.success('已导入，等待审核')
    setPreview(null)
  }
  const invalid = preview?.some((i) => i.action === 'invalid') ?? false

  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => void download().catch(() => {})}>
        导出
      </Button>
      <Upload accept=".json,application/json" showUploadList={false} beforeUpload={(f) => (void read(f).catch(() => {}), false)}>
        <Button icon={<UploadOutlined />} loading={importer.isPending && preview === null}>
          导入
        </Button>
      </Upload>
      <FormDialog
        title="导入元数据：预览"
        open={preview !== null}
        width={860}
        okText="确认导入"
        okButtonProps={{ disabled: invalid || !preview?.some((i) => i.action !== 'unchanged') }}
        confirmLoading={importer.isPending}
        onOk={() => void apply().catch(() => {})}
        onCancel={() => setPreview(null)}
      >
        <p>{invalid ? '有无法导入的元数据，请修正文件后重新选择。' : '确认后，新增和修改都进入审核；已启用的元数据在修订通过前保持原版本。'}</p>
        <Table
          size="small"
          rowKey="index"
          pagination={false}
          scroll={{ y: 360 }}
          dataSource={preview ?? []}
          columns={[
            { title: '字段', dataIndex: 'fieldCode', width: 130 },
            { title: '数据名称', dataIndex: 'fieldName', width: 130 },
            { title: '模块 / 实体', key: 'me', width: 130, render: (_, i) => `${i.module} / ${i.entity}` },
            { title: '结果', dataIndex: 'action', width: 180, render: (a: ImportItem['action']) => <Tag color={ACTION_COLORS[a]}>{IMPORT_ACTIONS[a]}</Tag> },
            { title: '说明', key: 'why', render: (_, i) => i.message || i.diff.map((d) => d.label).join('、') },
          ]}
        />
      </FormDialog>
    </>
  )
}
