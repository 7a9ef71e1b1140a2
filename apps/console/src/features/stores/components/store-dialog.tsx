import { EnvironmentOutlined } from '@ant-design/icons'
import type { StoreRow } from '@yunying/contracts'
import { App, Button, Col, DatePicker, Form, Input, Row, Space, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect, useRef, useState } from 'react'
import { AreaPicker } from '../../../shared/ui/area-picker.js'
import { BrandPicker } from '../../../shared/ui/brand-picker.js'
import { FormDialog } from '../../../shared/ui/form-dialog.js'
import { MapPicker } from '../../../shared/ui/map-picker/map-picker.js'
import { useCreateStore } from '../api/create-store.js'
import { useStoreServices } from '../api/list-store-services.js'
import { useUpdateStore } from '../api/update-store.js'

interface Values {
  brandId?: number
  name: string
  code?: string
  area: string[]
  address: string
  position?: { lng: string; lat: string; street: string }
  contactName?: string
  contactPhone?: string
  period?: [Dayjs | null, Dayjs | null]
}

const DAY = 'YYYY-MM-DD'
export const EXPIRY_BY_SERVICES = '该门店已开通门店服务，到期日期取最早到期的服务，请在“服务”中修改服务期'

/** 新建门店 / 编辑门店: brand (fixed for a brand's own staff and once created), area, address and the map position. */
export const StoreDialog = ({ open, editing, fixedBrand, onClose }: { open: boolean; editing: StoreRow | null; fixedBrand: { id: number; name: string } | null; onClose(): void }) => {
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const [picking, setPicking] = useState(false)
  const [areaNames, setAreaNames] = useState<string[]>([])
  const create = useCreateStore()
  const update = useUpdateStore()
  const position = Form.useWatch('position', form)
  const area = Form.useWatch('area', form)
  // A store with services takes its expiry from them: the date is shown, not offered for editing.
  const services = useStoreServices(open && editing ? editing.id : null)
  const expiryByServices = Boolean(editing) && (services.data?.list.length ?? 0) > 0
  /** Whether anything was typed or picked since the dialog opened (values the dialog fills in do not count). */
  const picked = useRef(false)

  useEffect(() => {
    if (!open) return
    form.resetFields()
    picked.current = false
    setAreaNames([])
    if (editing) {
      form.setFieldsValue({
        name: editing.name,
        code: editing.code ?? '',
        area: [editing.provinceCode, editing.cityCode, ...(editing.districtCode ? [editing.districtCode] : [])],
        address: editing.address,
        position: { lng: String(editing.longitude), lat: String(editing.latitude), street: editing.street ?? '' },
        contactName: editing.contactName ?? '',
        contactPhone: editing.contactPhone ?? '',
        period: [editing.openDate ? dayjs(editing.openDate) : null, editing.expireDate ? dayjs(editing.expireDate) : null],
      })
      setAreaNames(editing.regionName ? editing.regionName.split('/') : [])
    } else if (fixedBrand) form.setFieldsValue({ brandId: fixedBrand.id })
  }, [open, editing, fixedBrand, form])

  const submit = async () => {
    const v = await form.validateFields()
    const [openDate, expireDate] = v.period ?? []
    const fields = {
      name: v.name,
      code: v.code?.trim() || undefined,
      provinceCode: v.area[0]!,
      cityCode: v.area[1] ?? v.area[0]!,
      districtCode: v.area[2],
      regionName: areaNames.join('/') || undefined,
      address: v.address,
      street: v.position?.street || undefined,
      longitude: Number(v.position!.lng),
      latitude: Number(v.position!.lat),
      contactName: v.contactName?.trim() || undefined,
      contactPhone: v.contactPhone?.trim() || undefined,
      openDate: openDate?.format(DAY),
      ...(expiryByServices ? {} : { expireDate: expireDate?.format(DAY) }),
    }
    if (editing) await update.mutateAsync({ id: editing.id, version: editing.version, ...fields })
    else await create.mutateAsync({ brandId: v.brandId!, ...fields })
    message.success(editing ? '修改成功' : '新建成功')
    onClose()
  }

  return (
    <FormDialog
      open={open}
      width={720}
      title={editing ? `编辑门店：${editing.name}` : '新建门店'}
      okText="保存"
      confirmLoading={create.isPending || update.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      isDirty={() => picked.current}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onValuesChange={() => void (picked.current = true)}>
        {editing ? (
          <Form.Item label="品牌">
            <Typography.Text>{editing.brandName}</Typography.Text>
          </Form.Item>
        ) : fixedBrand ? (
          <Form.Item label="品牌" name="brandId">
            <Typography.Text>{fixedBrand.name}</Typography.Text>
          </Form.Item>
        ) : (
          <Form.Item name="brandId" label="品牌" rules={[{ required: true, message: '请选择品牌' }]}>
            <BrandPicker />
          </Form.Item>
        )}
        <Row gutter={16}>
          <Col span={14}>
            <Form.Item name="name" label="门店名称" rules={[{ required: true, whitespace: true, message: '请输入门店名称' }, { max: 50, message: '门店名称最多 50 个字符' }]}>
              <Input maxLength={50} placeholder="请输入门店名称" />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="code" label="门店编码" rules={[{ pattern: /^[A-Za-z0-9_-]*$/, message: '门店编码只能包含字母、数字、下划线和短横线' }]}>
              <Input maxLength={32} placeholder="选填，品牌内唯一" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="area" label="所在地区" rules={[{ required: true, type: 'array', min: 2, message: '请选择所在地区' }]}>
          <AreaPicker onChange={(_, area) => setAreaNames(area.names)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="address" label="详细地址" rules={[{ required: true, whitespace: true, message: '请输入详细地址' }, { max: 200, message: '详细地址最多 200 个字符' }]}>
          <Input maxLength={200} placeholder="街道、门牌号" />
        </Form.Item>
        <Form.Item name="position" label="门店位置" rules={[{ required: true, message: '请在地图上选择门店位置' }]}>
          <Space>
            <Button icon={<EnvironmentOutlined />} onClick={() => setPicking(true)}>
              {position ? '重新选择' : '在地图上选择'}
            </Button>
            {position && <Typography.Text type="secondary">{`经度 ${position.lng}，纬度 ${position.lat}${position.street ? `（${position.street}）` : ''}`}</Typography.Text>}
          </Space>
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="contactName" label="联系人" rules={[{ max: 30, message: '联系人最多 30 个字符' }]}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="contactPhone" label="联系电话" rules={[{ pattern: /^(|1\d{10}|0\d{2,3}-?\d{7,8})$/, message: '请输入正确的联系电话' }]}>
              <Input maxLength={16} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="period"
          label="开业日期 / 到期日期"
          extra={expiryByServices ? EXPIRY_BY_SERVICES : '开通了门店服务的门店，到期日期取最早到期的服务（在“服务”中管理）'}
          rules={[{ validator: (_, v: Values['period']) => (v?.[0] && v[1] && v[1].isBefore(v[0], 'day') && !expiryByServices ? Promise.reject(new Error('到期日期不能早于开业日期')) : Promise.resolve()) }]}
        >
          <DatePicker.RangePicker allowEmpty={[true, true]} disabled={[false, expiryByServices]} style={{ width: '100%' }} placeholder={['开业日期', '到期日期']} aria-label="开业日期 / 到期日期" />
        </Form.Item>
      </Form>
      <MapPicker
        open={picking}
        value={position ? { lng: position.lng, lat: position.lat, street: position.street } : null}
        region={area}
        onCancel={() => setPicking(false)}
        onOk={(chosen) => {
          picked.current = true
          form.setFieldsValue({ position: chosen })
          void form.validateFields(['position'])
          setPicking(false)
        }}
      />
    </FormDialog>
  )
}
