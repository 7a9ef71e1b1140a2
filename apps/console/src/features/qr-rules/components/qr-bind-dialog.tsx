import type { QrCode, QrCodeExtend, QrStorePage } from '@yunying/contracts'
import { App, Form, Input, Radio } from 'antd'
import { useMemo } from 'react'
import { FormDialog } from '../../../shared/ui/form-dialog.js'
import { RequiredSelect } from '../../../shared/ui/required-select.js'
import { SearchSelect } from '../../../shared/ui/search-select.js'
import { useBindQrCode } from '../api/bind-qr-code.js'
import { qrBlankCodesQuery } from '../api/list-qr-blank-codes.js'
import { useQrRules } from '../api/list-qr-rules.js'
import { qrBrandStoresQuery } from '../api/list-qr-store-codes.js'
import { useRebindQrCode } from '../api/rebind-qr-code.js'

/** A new code for a store (`code` absent) or a bound code to rebind. */
export type QrBindTarget = { storeId: number; storeName?: string; brandId: number; code?: QrCode } | null

interface Values extends QrCodeExtend {
  ruleId?: number
  /** A new bind: a new code, or one of the brand's blank codes (`codeId`). */
  source?: 'new' | 'blank'
  codeId?: number
  /** A rebind: the store the code moves to (the same brand's). */
  storeId?: number
}

type StoreOption = Pick<QrStorePage['list'][number], 'storeId' | 'storeName' | 'storeCode'>
const storeLabel = (s: StoreOption) => (s.storeCode ? `${s.storeName}（${s.storeCode}）` : s.storeName)

const ENABLED_RULES = { filters: { status: 1 as const }, page: 1, pageSize: 100 }
const idRule = [{ pattern: /^[A-Za-z0-9_-]*$/, message: '只能包含字母、数字、下划线和短横线' }]

/** 绑定二维码 / 改绑二维码: the rule and the extend-code parameters the rule supports. */
export const QrBindDialog = ({ target, onClose }: { target: QrBindTarget; onClose: () => void }) => {
  const [form] = Form.useForm<Values>()
  const { message } = App.useApp()
  const rules = useQrRules(ENABLED_RULES)
  const bind = useBindQrCode()
  const rebind = useRebindQrCode()
  const ruleId = Form.useWatch('ruleId', form)
  const rule = rules.data?.rows.find((r) => r.id === ruleId)
  const supports = (code: string) => rule?.bindSettings.supportExtendCode.some((e) => e.code === code) ?? false
  const code = target?.code
  const source = Form.useWatch('source', form)
  const brandId = target?.brandId ?? 0
  const blanks = useMemo(() => qrBlankCodesQuery(brandId), [brandId])
  const storesOf = useMemo(() => qrBrandStoresQuery(brandId), [brandId])
  const currentStore = code ? { storeId: code.storeId!, storeName: code.storeName, storeCode: '' } : undefined

  const submit = async () => {
    const values = await form.validateFields()
    const extend: QrCodeExtend = {
      ...(supports('scenes') && values.scene ? { scene: values.scene } : {}),
      ...(supports('activity') && values.activityId ? { activityId: values.activityId } : {}),
      ...(supports('goods') && values.goodsId ? { goodsId: values.goodsId } : {}),
    }
    if (code) await rebind.mutateAsync({ codeId: code.id, version: code.version, storeId: values.storeId!, ruleId: values.ruleId!, extend })
    else await bind.mutateAsync({ storeId: target!.storeId, ruleId: values.ruleId!, extend, ...(values.source === 'blank' ? { codeId: values.codeId! } : {}) })
    message.success(code ? '改绑成功' : '绑定成功')
    onClose()
  }

  const title = code ? '改绑二维码' : '绑定二维码'
  return (
    <FormDialog
      title={title}
      open={target !== null}
      isDirty={() => form.isFieldsTouched()}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={bind.isPending || rebind.isPending}
      destroyOnHidden
      width={520}
    >
      <Form form={form} layout="vertical" aria-label={title} clearOnDestroy initialValues={code ? { ruleId: code.ruleId ?? undefined, storeId: code.storeId ?? undefined, ...code.extend } : { source: 'new' }}>
        {target?.storeName && <Form.Item label="门店">{target.storeName}</Form.Item>}
        {code && <Form.Item label="二维码">{code.url}</Form.Item>}
        {code && (
          <Form.Item name="storeId" label="门店" extra="只能换绑到同一品牌的门店；换绑后扫码打开新门店的页面" rules={[{ required: true, message: '请选择门店' }]}>
            <SearchSelect query={storesOf} valueOf={(s) => s.storeId} labelOf={(s: StoreOption) => storeLabel(s)} current={currentStore} placeholder="搜索门店名称或编码" emptyText="没有找到门店" />
          </Form.Item>
        )}
        {!code && (
          <Form.Item name="source" label="二维码">
            <Radio.Group
              options={[
                { value: 'new', label: '新生成二维码' },
                { value: 'blank', label: '使用空码' },
              ]}
            />
          </Form.Item>
        )}
        {!code && source === 'blank' && (
          <Form.Item name="codeId" label="空码" extra="该品牌已印制、尚未绑定的二维码，可输入编号或粘贴链接搜索" rules={[{ required: true, message: '请选择空码' }]}>
            <SearchSelect query={blanks} valueOf={(c) => c.id} labelOf={(c) => c.url} placeholder="搜索空码编号或链接" emptyText="该品牌没有可用的空码" />
          </Form.Item>
        )}
        <Form.Item
          name="ruleId"
          label="聚合码规则"
          dependencies={['source']}
          rules={[
            { required: true, message: '请选择聚合码规则' },
            {
              validator: (_, id?: number) =>
                source === 'blank' && id !== undefined && rules.data?.rows.find((r) => r.id === id)?.allowBlankQrcode !== 1 ? Promise.reject(new Error('该规则不允许绑定空码')) : Promise.resolve(),
            },
          ]}
        >
          <RequiredSelect
            placeholder="请选择启用中的规则"
            loading={rules.isPending}
            options={rules.data?.rows.map((r) => ({ value: r.id, label: `${r.alias || r.name}（${r.applyStoreTypeName}）` }))}
          />
        </Form.Item>
        {supports('scenes') && (
          <Form.Item name="scene" label="场景编号" extra="如桌号 A01" rules={[...idRule, { max: 20, message: '场景编号最多 20 个字符' }]}>
            <Input placeholder="请输入场景编号" maxLength={20} />
          </Form.Item>
        )}
        {supports('activity') && (
          <Form.Item name="activityId" label="活动编号" rules={[...idRule, { max: 32, message: '活动编号最多 32 个字符' }]}>
            <Input placeholder="请输入活动编号" maxLength={32} />
          </Form.Item>
        )}
        {supports('goods') && (
          <Form.Item name="goodsId" label="商品编号" rules={[...idRule, { max: 32, message: '商品编号最多 32 个字符' }]}>
            <Input placeholder="请输入商品编号" maxLength={32} />
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  )
}
