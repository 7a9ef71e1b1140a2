/** The demo group-operations account: a group and one of its brands, with different menus. Shares the operator's password. */
export const DEMO_GROUP_OPS_PHONE = '13900000002'

/** Update notices of the demo (spec 1 §3): the service-type 1 one is recent, the type 2 one past its 15 days. */
export const DEMO_NOTICES = [
  {
    serviceType: 1,
    title: '运营平台 3.6.0 更新公告',
    versionsNum: '3.6.0',
    daysAgo: 1,
    content:
      '<p>本次更新内容：</p><ol><li>菜单按角色组织实时切换，无需刷新页面；</li><li>新增多标签页，列表页切换标签后保留筛选条件与滚动位置；</li><li>新增深色主题；</li><li>地图选点支持离线输入经纬度。</li></ol><p>如有问题请联系您的客户经理。</p>',
  },
  {
    serviceType: 2,
    title: '零售版 2.1.0 更新公告',
    versionsNum: '2.1.0',
    daysAgo: 20,
    content: '<p>零售版商品中心支持批量调价。</p>',
  },
]

/** Demo customer suggestions: content and contact. */
export const DEMO_FEEDBACK: Array<[string, string]> = [
  ['小程序点餐页加载有点慢，高峰期要等好几秒', '138****1201'],
  ['希望会员积分可以抵扣外卖订单', '139****3302'],
  ['门店电话打不通，建议在小程序里增加在线客服', '137****4503'],
  ['优惠券过期前能否提前提醒一下', '186****5604'],
  ['支付宝小程序里看不到历史订单', '135****6705'],
  ['排队取号后没有收到叫号通知', '158****7806'],
  ['希望增加无辣、少辣的口味备注选项', '188****8907'],
  ['抖音团购券核销后小程序里还显示未使用', '136****9008'],
  ['发票申请入口太深，找了很久', '139****0109'],
  ['小红书上看到的新品在门店买不到', '177****1210'],
  ['生日礼券只能到店使用，希望外卖也能用', '150****2311'],
  ['收银台扫码付款偶尔失败，需要重新扫', '133****3412'],
]
