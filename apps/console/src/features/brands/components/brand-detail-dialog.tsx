import { DownloadOutlined } from '@ant-design/icons'
import { PRODUCE_MODEL_LABELS } from '@yunying/contracts'
import { Button, Col, Descriptions, Empty, Row, Space, Spin, Tag, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { shopExpiryExportResult } from '../api/shop-expiry-export-result.js'
import { startShopExpiryExport } from '../api/start-shop-expiry-export.js'
import { useBrandServices } from '../api/list-brand-services.js'
import { useBrandDetail } from '../api/get-brand.js'
import { groupServices, serviceExpiry } from '../lib/service-rules.js'
import { ServiceApplyDialog } from './service-apply-dialog.js'
import { ServiceCard } from './service-card.js'
import { useExportRunner } from './use-export-runner.js'
import { chinaToday } from '../../../shared/lib/china-time.js'
import { LoadError } from '../../../shared/ui/load-error.js'
import { Modal } from '../../../shared/ui/dialog.js'

/** 详情 (1200 px, spec 2 §2): basic info, the services by group, 下载服务明细 and the open-service application. */
export const BrandDetailDialog = ({ brandId, onClose }: { brandId: number | null; onClose: () => void }) => {
  const detail = useBrandDetail(brandId)
  const services = useBrandServices(brandId)
  const exporter = useExportRunner()
  const [applying, setApplying] = useState(false)
  const today = chinaToday().format('YYYY-MM-DD')
  const groups = useMemo(() => groupServices(services.data ?? []), [services.data])
  const warnings = useMemo(() => (services.data ?? []).map((p) => serviceExpiry(p, today)).filter((w) => w !== null), [services.data, today])
  const d = detail.data

  const download = () =>
    void exporter.run({ key: `shop-exp-${brandId}`, title: '服务明细导出', start: () => startShopExpiryExport(brandId!), result: shopExpiryExportResult })

  return (
    <Modal
      title="详情"
      open={brandId !== null}
      onCancel={onClose}
      width={1200}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={() => setApplying(true)} disabled={!d}>
            申请开通服务
          </Button>
          <Button icon={<DownloadOutlined />} loading={exporter.running} onClick={download} disabled={!d}>
            下载服务明细
          </Button>
          <Button type="primary" onClick={onClose}>
            关闭
          </Button>
        </Space>
      }
    >
      <Spin spinning={detail.isPending && brandId !== null}>
        <Typography.Title level={5}>基础信息</Typography.Title>
        {detail.isError ? (
          <LoadError what="品牌详情" onRetry={() => void detail.refetch()} />
        ) : (
          <Descriptions
            bordered
            size="small"
            column={3}
            items={[
              { key: 'name', label: '品牌名称', children: d?.name ?? '--' },
              { key: 'brandId', label: '品牌ID', children: d?.brandId ?? '--' },
              { key: 'groupName', label: '所属集团', children: d?.groupName || '--' },
              { key: 'createdAt', label: '创建时间', children: d?.createdAt ?? '--' },
              { key: 'produceModel', label: '服务模式', children: d ? (PRODUCE_MODEL_LABELS[d.produceModel] ?? '--') : '--' },
              { key: 'isTest', label: '测试品牌', children: d ? (d.isTest === 1 ? '是' : '否') : '--' },
            ]}
          />
        )}
        <Space style={{ marginTop: 24, marginBottom: 8 }} size={12}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            服务信息
          </Typography.Title>
          {warnings.some((w) => w.band === 3) && <Tag color="red">{warnings.filter((w) => w.band === 3).length} 项服务 3 天内到期</Tag>}
          {warnings.some((w) => w.band === 30) && <Tag color="orange">{warnings.filter((w) => w.band === 30).length} 项服务 30 天内到期</Tag>}
        </Space>
        {services.isError ? (
          <LoadError what="服务信息" onRetry={() => void services.refetch()} />
        ) : services.isPending ? (
          <Spin style={{ display: 'block', margin: '24px auto' }} />
        ) : groups.length === 0 ? (
          <Empty description="该品牌暂未开通服务" image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          groups.map((group) => (
            <section key={group.name} aria-label={group.name} style={{ marginBottom: 16 }}>
              <Typography.Text strong style={{ display: 'block', margin: '8px 0' }}>
                {group.name}
              </Typography.Text>
              <Row gutter={[12, 12]}>
                {group.items.map((produce) => (
                  <Col key={produce.id} xs={24} md={12} xl={8}>
                    <ServiceCard produce={produce} today={today} />
                  </Col>
                ))}
              </Row>
            </section>
          ))
        )}
      </Spin>
      {d && <ServiceApplyDialog brand={applying ? { id: d.id, groupId: d.groupId, name: d.name } : null} onClose={() => setApplying(false)} />}
    </Modal>
  )
}
