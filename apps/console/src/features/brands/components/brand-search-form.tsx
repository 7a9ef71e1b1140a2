import {
  ABANDON_FLAG_LABELS,
  ACCOUNT_VERSION_LABELS,
  BOSS_COCKPIT_LABELS,
  BRAND_STATUS_LABELS,
  BRAND_TYPE_LABELS,
  PRODUCE_MODEL_LABELS,
  PRODUCE_VERSION_LABELS,
  YES_NO_LABELS,
} from '@yunying/contracts'
import type { BrandFilters } from '@yunying/contracts'
import { Col, DatePicker, Form, Input, Select } from 'antd'
import type { Dayjs } from 'dayjs'
import { chinaToday } from '../../../shared/lib/china-time.js'
import { isOutsideRange, RANGE_MAX_DAYS } from '../../../shared/lib/date-range.js'
import { SearchForm, type ListState } from '../../../shared/ui/list-page/index.js'
import { fromBrandFilters, normalizeBrandId, toBrandFilters, type BrandSearchValues } from '../lib/brand-filters.js'

const options = (labels: Readonly<Record<number, string>>, only?: readonly number[]) =>
  (only ?? Object.keys(labels).map(Number)).map((value) => ({ value, label: labels[value] ?? String(value) }))

/** Brand types in the order of spec 2 §3 (all = no choice). */
const BRAND_TYPE_ORDER = [2, 66, 18, 70, 68] as const
const STATUS_FILTER = [1, 2, 3, 4, 5, 6] as const

const select = (label: string, name: keyof BrandSearchValues, list: Array<{ value: number; label: string }>) => (
  <Col xs={24} md={12} xl={8} xxl={6} key={name}>
    <Form.Item name={name} label={label}>
      <Select allowClear placeholder="全部" options={list} aria-label={label} />
    </Form.Item>
  </Col>
)

/** The brand search filters of spec 2 §3 (every one), in a grid; 查询 and 重置 apply them. */
export const BrandSearchForm = ({ state }: { state: ListState<BrandFilters> }) => (
  <SearchForm<BrandSearchValues, BrandFilters> grid state={state} name="brandSearch" label="品牌查询" toFilters={toBrandFilters} toValues={fromBrandFilters}>
        <Col xs={24} md={12} xl={8} xxl={6}>
          <Form.Item name="name" label="品牌名称">
            <Input placeholder="请输入品牌名称" allowClear maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8} xxl={6}>
          <Form.Item name="brandId" label="品牌ID" normalize={normalizeBrandId}>
            <Input placeholder="请输入品牌ID" allowClear />
          </Form.Item>
        </Col>
        {select('品牌类型', 'brandType', options(BRAND_TYPE_LABELS, BRAND_TYPE_ORDER))}
        <Col xs={24} md={12} xl={8} xxl={6}>
          <Form.Item name="statusList" label="品牌状态">
            <Select mode="multiple" allowClear placeholder="全部" options={options(BRAND_STATUS_LABELS, STATUS_FILTER)} maxTagCount="responsive" aria-label="品牌状态" />
          </Form.Item>
        </Col>
        {select('产品版本', 'produceVersion', options(PRODUCE_VERSION_LABELS))}
        {select('服务模式', 'produceModel', options(PRODUCE_MODEL_LABELS))}
        {select('测试品牌', 'isTest', options(YES_NO_LABELS, [1, 0]))}
        {select('允许升级', 'isAllowUpgrade', options(YES_NO_LABELS, [1, 0]))}
        {select('账号版本', 'accountVersion', options(ACCOUNT_VERSION_LABELS))}
        {select('品牌标记', 'abandonFlag', options(ABANDON_FLAG_LABELS))}
        {select('老板驾驶舱', 'bossCockpitOpen', options(BOSS_COCKPIT_LABELS, [1, 0]))}
        <Col xs={24} md={12} xl={8} xxl={6}>
          <Form.Item
            name="createdAt"
            label="创建时间"
            rules={[
              {
                // Spec 2 §5, for a range typed in rather than picked: at most 30 days, not past tomorrow.
                validator: (_, v: [Dayjs | null, Dayjs | null] | null) => {
                  const [begin, end] = v ?? []
                  if (end && end.isAfter(chinaToday().add(1, 'day'), 'day')) return Promise.reject(new Error('创建时间不能晚于明天'))
                  if (begin && end && end.startOf('day').diff(begin.startOf('day'), 'day') > RANGE_MAX_DAYS - 1) return Promise.reject(new Error(`时间范围最多 ${RANGE_MAX_DAYS} 天`))
                  return Promise.resolve()
                },
              },
            ]}
          >
            <DatePicker.RangePicker
              style={{ width: '100%' }}
              allowEmpty={[true, true]}
              aria-label="创建时间"
              disabledDate={(current, { from, type }) => isOutsideRange(current, from, chinaToday(), type)}
            />
          </Form.Item>
        </Col>
  </SearchForm>
)
