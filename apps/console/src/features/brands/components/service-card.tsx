import { PRODUCE_MODEL_LABELS, type BrandProduce } from '@yunying/contracts'
import { AppstoreOutlined } from '@ant-design/icons'
import { Card, Descriptions, Space, Tag, Typography } from 'antd'
import { endDateOf, expiryHighlight, reachEdition, seatCounters, serviceExpiry, serviceStatus, ServiceModel } from '../lib/service-rules.js'

const TAG_COLOR: Record<string, string | undefined> = { success: 'green', error: 'red', processing: 'blue' }

const period = (begin: string | null, end: string | null) => (begin || end ? `${begin ?? '--'} 至 ${end ?? '--'}` : '--')

const SubProducts = ({ items, today }: { items: BrandProduce['subProducts']; today: string }) => (
  <Space size={[4, 4]} wrap>
    {items.map((sub) => {
      const status = serviceStatus(sub)
      const warn = expiryHighlight(endDateOf(sub), today)
      return (
        <Tag key={sub.id} color={warn?.color ?? TAG_COLOR[status.color]}>
          {sub.produceName} · {status.text}
        </Tag>
      )
    })}
  </Space>
)

/**
 * One service of a brand in the detail dialog: its status by service model (spec 2 §4), the
 * counters of its model, its edition, its period and the 3-day / 30-day expiry warning.
 */
export const ServiceCard = ({ produce, today }: { produce: BrandProduce; today: string }) => {
  const status = serviceStatus(produce)
  const warning = serviceExpiry(produce, today)
  const edition = reachEdition(produce.attr, produce.edition)
  const model = produce.produceModel
  const items: Array<{ key: string; label: string; children: React.ReactNode }> = []
  if (model === ServiceModel.seat) {
    items.push({ key: 'seats', label: '席位', children: `已用 ${produce.usedSeatNum} / 共 ${produce.totalSeatNum}` })
    if (produce.totalNum > 0) {
      const counters = seatCounters(produce.totalNum)
      items.push({ key: 'members', label: '会员总量', children: counters.memberText })
      items.push({ key: 'labels', label: '标签数量', children: counters.labels })
    }
  }
  if (model === ServiceModel.batch) items.push({ key: 'num', label: '数量', children: `已用 ${produce.usedNum} / 共 ${produce.totalNum}` })
  if (edition) items.push({ key: 'edition', label: '版本', children: `${edition.name}（${edition.quotaText}）` })
  if (model === ServiceModel.seat || model === ServiceModel.batch) {
    items.push({ key: 'period', label: '本期', children: period(produce.nowBeginDate, produce.nowEndDate) })
    if (produce.firstBeginDate) items.push({ key: 'first', label: '首次开通', children: produce.firstBeginDate })
  } else {
    items.push({ key: 'expire', label: '到期时间', children: endDateOf(produce) ?? '--' })
  }

  return (
    <Card
      size="small"
      data-testid={`service-${produce.produceType}`}
      style={warning ? { borderColor: warning.band === 3 ? '#ff4d4f' : '#faad14' } : undefined}
      title={
        <Space size={8}>
          {produce.produceIcon ? <img src={produce.produceIcon} alt="" width={20} height={20} /> : <AppstoreOutlined />}
          <span>{produce.produceName}</span>
        </Space>
      }
      extra={
        <Space size={4}>
          {warning && <Tag color={warning.color}>{warning.text}</Tag>}
          <Tag color={status.color}>{status.text}</Tag>
        </Space>
      }
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {PRODUCE_MODEL_LABELS[model] ?? '--'}
        {produce.introduce ? ` · ${produce.introduce}` : ''}
      </Typography.Text>
      <Descriptions size="small" column={1} colon items={items} style={{ marginTop: 8 }} />
      {model === ServiceModel.seat && produce.seatEndDateList.length > 0 && (
        <Space size={[4, 4]} wrap style={{ marginTop: 4 }}>
          {produce.seatEndDateList.map((s) => {
            const warn = expiryHighlight(s.endDate, today)
            return (
              <Tag key={s.endDate} color={warn?.color}>
                {s.endDate.slice(0, 10)} 到期 {s.expNum} 个
              </Tag>
            )
          })}
        </Space>
      )}
      {produce.subProducts.length > 0 && (
        <div style={{ marginTop: 8 }}>
          <SubProducts items={produce.subProducts} today={today} />
        </div>
      )}
    </Card>
  )
}
