import type { MarketingDataSource, MarketingRow } from '@yunying/form-kit'

// Demonstration rows for the pickers: the playground must work without any marketing service.
const COUPONS: MarketingRow[] = ['满 50 减 10', '满 100 减 25', '新客立减 8 元', '第二杯半价', '会员日 9 折', '早餐券 5 元', '下午茶 8 折', '生日券 20 元', '外卖免配送费', '门店自提减 3 元', '周末满 200 减 50', '积分兑换券'].map(
  (name, i) => ({ type: 2, coupon: { id: `C${String(1001 + i)}`, name } }),
)
const ACTIVITIES: MarketingRow[] = ['春季上新', '会员招募', '周年庆', '夏日冰饮节', '开学季', '中秋礼盒', '国庆出游', '双十一预售', '冬至暖心', '年货节', '元宵猜灯谜'].map(
  (name, i) => ({ type: 1, activity: { id: `A${String(2001 + i)}`, name } }),
)

const sourceOf =
  (rows: MarketingRow[]): MarketingDataSource =>
  async ({ page, pageSize, keyword }) => {
    const word = keyword?.trim() ?? ''
    const matching = rows.filter((row) => (row.type === 1 ? row.activity.name : row.coupon.name).includes(word))
    return { list: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length }
  }

export const demoCouponSource = sourceOf(COUPONS)
export const demoActivitySource = sourceOf(ACTIVITIES)

/** Rows already chosen, for the catalogue's read-only and disabled examples. */
export const demoChosenCoupons = COUPONS.slice(0, 2)
export const demoChosenActivities = ACTIVITIES.slice(0, 1)
