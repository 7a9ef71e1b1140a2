/**
 * The demo service catalogue (produce types) and the services the demo brands have opened.
 * Dates are days from the day the step runs, so the detail dialog shows 3-day and 30-day
 * warnings on a fresh demo.
 */
export interface DemoProduceType {
  produceType: string
  produceName: string
  classDesc: string
  produceModel: number
  level: number
  introduce: string
  /** Code of the main service for a sub-item. */
  parent?: string
}

export const DEMO_PRODUCE_TYPES: DemoProduceType[] = [
  { produceType: 'store_pos', produceName: '智慧收银', classDesc: '企业门店', produceModel: 1, level: 1, introduce: '门店收银、点单与交班对账' },
  { produceType: 'store_member', produceName: '会员营销', classDesc: '企业门店', produceModel: 1, level: 2, introduce: '会员储值、积分、卡券与标签' },
  { produceType: 'store_reach', produceName: '智能触达', classDesc: '企业门店', produceModel: 1, level: 3, introduce: '短信、公众号与小程序消息触达' },
  { produceType: 'store_takeout', produceName: '外卖接单', classDesc: '企业门店', produceModel: 2, level: 1, introduce: '聚合外卖平台订单统一接单' },
  { produceType: 'visual_poster', produceName: 'AI 海报设计', classDesc: '视觉绘图', produceModel: 2, level: 3, introduce: '按模板批量生成门店海报' },
  { produceType: 'visual_menu', produceName: '电子菜单设计', classDesc: '视觉绘图', produceModel: 2, level: 2, introduce: '菜单版式设计与一键投屏' },
  { produceType: 'scm_purchase', produceName: '采购管理', classDesc: '供应链', produceModel: 3, level: 2, introduce: '供应商、采购单与到货验收' },
  { produceType: 'scm_warehouse', produceName: '仓储配送', classDesc: '供应链', produceModel: 31, level: 2, introduce: '中央仓、门店要货与配送' },
  { produceType: 'scm_store_order', produceName: '门店要货', classDesc: '供应链', produceModel: 31, level: 1, introduce: '门店向中央仓要货', parent: 'scm_warehouse' },
  { produceType: 'scm_kitchen', produceName: '中央厨房', classDesc: '供应链', produceModel: 31, level: 2, introduce: '中央厨房生产计划', parent: 'scm_warehouse' },
  { produceType: 'finance_reconcile', produceName: '财务对账', classDesc: '财务', produceModel: 3, level: 2, introduce: '支付渠道与门店流水自动对账' },
  { produceType: 'finance_invoice', produceName: '电子发票', classDesc: '财务', produceModel: 31, level: 1, introduce: '扫码开票与发票管理' },
  { produceType: 'bi_report', produceName: '经营报表', classDesc: '数据BI', produceModel: 2, level: 2, introduce: '营业、菜品与会员分析报表' },
  { produceType: 'bi_cockpit', produceName: '老板驾驶舱', classDesc: '数据BI', produceModel: 1, level: 2, introduce: '手机端实时经营数据' },
]

export interface DemoBrandService {
  produceType: string
  status: number
  totalNum?: number
  usedNum?: number
  totalSeatNum?: number
  usedSeatNum?: number
  /** Days from today. */
  firstBegin?: number
  nowBegin?: number
  nowEnd?: number
  seats?: Array<[days: number, expNum: number]>
  attr?: Record<string, unknown>
  expired?: number
  subs?: DemoBrandService[]
}

/**
 * The services of one demo brand, varied by its position so that the demo shows every status:
 * the first brand has a seat ending in 2 days and services within 30 days.
 */
export const demoServicesFor = (k: number): DemoBrandService[] => {
  const shift = (k % 4) * 45
  const list: DemoBrandService[] = [
    {
      produceType: 'store_pos',
      status: 1,
      totalNum: 3 + (k % 3),
      usedNum: 2,
      totalSeatNum: 30 + k,
      usedSeatNum: 24,
      firstBegin: -400,
      nowBegin: -35,
      nowEnd: k % 4 === 0 ? 2 : 2 + shift,
      seats: [[k % 4 === 0 ? 2 : 2 + shift, 10], [20 + shift, 12], [200, 8 + k]],
    },
    { produceType: 'store_member', status: 1, totalNum: 2 + (k % 2), usedNum: 1, firstBegin: -300, nowBegin: -340, nowEnd: 25 + shift, seats: [[25 + shift, 2]] },
    { produceType: 'store_reach', status: 1, totalNum: 1, usedNum: 1, firstBegin: -120, nowBegin: -120, nowEnd: 245, attr: { version: 1 + (k % 5) } },
    { produceType: 'visual_poster', status: 1, totalNum: 500, usedNum: 120 + k * 7, firstBegin: -60, nowBegin: -60, nowEnd: 90 - shift },
    { produceType: 'scm_purchase', status: 1, totalNum: 10, usedNum: 6, firstBegin: -200, nowBegin: -200, nowEnd: 15 + shift },
    {
      produceType: 'scm_warehouse',
      status: 0,
      totalNum: 5,
      usedNum: 3,
      firstBegin: -150,
      nowBegin: -150,
      nowEnd: 215,
      subs: [
        { produceType: 'scm_store_order', status: 1, totalNum: 5, usedNum: 3, nowBegin: -150, nowEnd: 215 },
        { produceType: 'scm_kitchen', status: 2, totalNum: 1, usedNum: 1, nowBegin: -370, nowEnd: -5, expired: -5 },
      ],
    },
    { produceType: 'finance_reconcile', status: 1, totalNum: 1, usedNum: 1, firstBegin: -30, nowBegin: -30, nowEnd: 335 },
    { produceType: 'finance_invoice', status: k % 2 === 0 ? 2 : 0, totalNum: 1, usedNum: 1, nowBegin: -375, nowEnd: k % 2 === 0 ? -10 : 355, ...(k % 2 === 0 ? { expired: -10 } : {}) },
    { produceType: 'bi_report', status: k % 3 === 0 ? 0 : 1, totalNum: 20, usedNum: 4, nowBegin: -10, nowEnd: 355 },
  ]
  // Every third brand has not opened the supply chain: the open-service dialog has something to offer.
  return k % 3 === 2 ? list.filter((s) => !s.produceType.startsWith('scm_')) : list
}
