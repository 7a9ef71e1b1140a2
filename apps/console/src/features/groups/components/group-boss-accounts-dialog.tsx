import { PlusOutlined } from '@ant-design/icons'
import { DEFAULT_COUNTRY_CODE, type GroupBossAccountRow } from '@yunying/contracts'
import { App, Button, Form, Input, Space } from 'antd'
import { useState } from 'react'
import { BossAccountFields } from '../../../shared/ui/boss-account-fields.js'
import { BossAccountsTable } from '../../../shared/ui/boss-accounts-table.js'
import { pageQuery, useListState } from '../../../shared/ui/list-page/index.js'
import { Modal } from '../../../shared/ui/dialog.js'
import { useCreateGroupBossAccount } from '../api/create-group-boss-account.js'
import { useDeleteGroupBossAccount } from '../api/delete-group-boss-account.js'
import { GROUP_BOSS_ACCOUNTS_PAGE_SIZE, useGroupBossAccounts } from '../api/list-group-boss-accounts.js'

type Group = { groupId: number; groupName: string }

/** 添加账号: mobile (请输入手机号 / 请输入正确的手机号) and name (≤ 10), as for a brand's cockpit. */
const AddDialog = ({ group, open, onClose }: { group: Group; open: boolean; onClose: () => void }) => {
  const [form] = Form.useForm<{ mobile: string; name: string }>()
  const create = useCreateGroupBossAccount()
  const { message } = App.useApp()
  const submit = async () => {
    const v = await form.validateFields()
    await create.mutateAsync({ groupId: group.groupId, mobile: v.mobile, name: v.name.trim(), countryCode: DEFAULT_COUNTRY_CODE, createChannel: 'pc' })
    message.success('添加成功')
    onClose()
  }
  return (
    <Modal title="添加老板驾驶舱账号" open={open} onCancel={onClose} onOk={() => void submit().catch(() => {})} confirmLoading={create.isPending} destroyOnHidden width={480}>
      <Form form={form} layout="vertical" preserve={false} aria-label="添加老板驾驶舱账号">
        <BossAccountFields />
      </Form>
    </Modal>
  )
}

/** 老板驾驶舱 of a group (spec 2 §2, the group row's button): search, 20 a page, add, and remove after confirmation. */
export const GroupBossAccountsDialog = ({ group, onClose }: { group: Group | null; onClose: () => void }) => {
  const list = useListState<{ keyword?: string }>({ inUrl: false, pageSize: GROUP_BOSS_ACCOUNTS_PAGE_SIZE })
  const [adding, setAdding] = useState(false)
  const accounts = pageQuery(useGroupBossAccounts(group?.groupId ?? null, { keyword: list.filters.keyword ?? '', pageNum: list.page }))
  const remove = useDeleteGroupBossAccount()
  const { message } = App.useApp()
  return (
    <Modal title={`老板驾驶舱账号 · ${group?.groupName ?? ''}`} open={group !== null} onCancel={() => {
        list.reset()
        onClose()
      }} footer={null} width={820} destroyOnHidden>
      <Space style={{ marginBottom: 16, display: 'flex', justifyContent: 'space-between' }}>
        <Input.Search
          aria-label="搜索老板驾驶舱账号"
          placeholder="姓名或手机号"
          allowClear
          maxLength={20}
          enterButton="查询"
          style={{ width: 320 }}
          onSearch={(v) => list.search({ keyword: v })}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          添加账号
        </Button>
      </Space>
      <BossAccountsTable<GroupBossAccountRow>
        state={list}
        query={accounts}
        mobileOf={(row) => `${row.countryCode} ${row.mobile}`}
        removal={(row) => ({
          label: '移除',
          danger: true,
          confirm: {
            title: '确认移除？',
            onConfirm: async () => {
              await remove.mutateAsync({ id: row.id, groupId: group!.groupId })
              message.success('删除成功')
            },
          },
        })}
      />
      {group && <AddDialog group={group} open={adding} onClose={() => setAdding(false)} />}
    </Modal>
  )
}
