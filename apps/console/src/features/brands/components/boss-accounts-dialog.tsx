import { PlusOutlined } from '@ant-design/icons'
import { DEFAULT_COUNTRY_CODE, type BossAccountRow } from '@yunying/contracts'
import { App, Button, Form, Input, Space } from 'antd'
import { useState } from 'react'
import { useCreateBossAccount } from '../api/create-boss-account.js'
import { useDeleteBossAccount } from '../api/delete-boss-account.js'
import { findAccountByMobile } from '../api/find-account-by-mobile.js'
import { BOSS_PAGE_SIZE, useBossAccounts } from '../api/list-boss-accounts.js'
import type { BrandRef } from '../api/operate-account.js'
import { isLookupReady } from '../../../shared/lib/phone-rules.js'
import { BossAccountFields } from '../../../shared/ui/boss-account-fields.js'
import { BossAccountsTable } from '../../../shared/ui/boss-accounts-table.js'
import { pageQuery, useListState } from '../../../shared/ui/list-page/index.js'
import { Modal } from '../../../shared/ui/dialog.js'

/**
 * 添加账号: mobile first (请输入手机号 / 请输入正确的手机号); when 11 digits are typed the name is
 * prefilled from the account with that mobile (hq-account-by-mobile). Name ≤ 10.
 */
const AddBossAccountDialog = ({ brand, open, onClose }: { brand: BrandRef; open: boolean; onClose: () => void }) => {
  const [form] = Form.useForm<{ mobile: string; name: string }>()
  const create = useCreateBossAccount()
  const [looking, setLooking] = useState(false)
  const { message } = App.useApp()
  const lookUp = async (mobile: string) => {
    setLooking(true)
    try {
      const found = await findAccountByMobile({ mobile, brandId: brand.id, groupId: brand.groupId })
      if (found?.name && form.getFieldValue('mobile') === mobile) {
        form.setFieldValue('name', found.name.slice(0, 10))
        void form.validateFields(['name']).catch(() => {})
      }
    } catch {
      // No account with that mobile, or the lookup failed: the name is typed by hand.
    } finally {
      setLooking(false)
    }
  }
  const submit = async () => {
    const values = await form.validateFields()
    await create.mutateAsync({ mobile: values.mobile, name: values.name.trim(), countryCode: DEFAULT_COUNTRY_CODE, createChannel: 'pc', brandId: brand.id, groupId: brand.groupId })
    message.success('添加成功')
    onClose()
  }
  return (
    <Modal title="添加老板驾驶舱账号" open={open} onCancel={onClose} onOk={() => void submit().catch(() => {})} confirmLoading={create.isPending} destroyOnHidden width={480}>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onValuesChange={(changed: { mobile?: string }) => {
          if (changed.mobile !== undefined && isLookupReady(changed.mobile)) void lookUp(changed.mobile)
        }}
      >
        <BossAccountFields looking={looking} />
      </Form>
    </Modal>
  )
}

/** 老板驾驶舱账号 of a brand (spec 2 §2): keyword search, 20 a page, add, and delete after confirmation. */
export const BossAccountsDialog = ({ brand, onClose }: { brand: BrandRef | null; onClose: () => void }) => {
  const list = useListState<{ keyword?: string }>({ inUrl: false, pageSize: BOSS_PAGE_SIZE })
  const keyword = list.filters.keyword ?? ''
  const [adding, setAdding] = useState(false)
  const accounts = pageQuery(useBossAccounts(brand, keyword, list.page))
  const remove = useDeleteBossAccount()
  const { message } = App.useApp()
  const close = () => {
    list.reset()
    onClose()
  }
  return (
    <Modal title={`老板驾驶舱账号 · ${brand?.name ?? ''}`} open={brand !== null} onCancel={close} footer={null} width={860} destroyOnHidden>
      <Space style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="请输入姓名或手机号"
          aria-label="搜索账号"
          maxLength={20}
          style={{ width: 280 }}
          onSearch={(value) => list.search({ keyword: value })}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          添加账号
        </Button>
      </Space>
      <BossAccountsTable<BossAccountRow>
        state={list}
        query={accounts}
        removal={(row) => ({
          label: '删除',
          danger: true,
          confirm: {
            title: '确认删除该账号?',
            description: `删除后 ${row.name} 将不能再登录老板驾驶舱。`,
            okText: '删除',
            onConfirm: async () => {
              await remove.mutateAsync({ id: row.id, brandId: brand!.id, groupId: brand!.groupId })
              message.success('删除成功')
            },
          },
        })}
      />
      {brand && <AddBossAccountDialog brand={brand} open={adding} onClose={() => setAdding(false)} />}
    </Modal>
  )
}
