/**
 * The menu tree (base data): the route tables of the three specifications with their permission
 * codes. `t` is the node type (1 directory, 2 page, 4 button with a permission code). `staff: true`
 * marks what the brand-staff system role is granted when the node is first applied, `groupOps: true`
 * what the group-operations role is; the operator role holds everything. `keepAlive` pages keep their
 * state across tab switches; `hidden` pages grant access without showing in menus. Each node is found
 * by its key (`menuKey`), so an administrator's later edits survive and a removed node stays removed.
 */
export interface MenuSeed {
  name: string
  path?: string
  icon?: string
  t?: 1 | 2 | 4
  code?: string
  keepAlive?: boolean
  /** A page that grants access but is not shown in menus (menuStatus 0). */
  hidden?: boolean
  staff?: boolean
  /** Held by the demo group-operations role when the node is first applied. */
  groupOps?: boolean
  items?: MenuSeed[]
}

const page = (name: string, path: string, extra: Partial<MenuSeed> = {}): MenuSeed => ({ name, path, t: 2, ...extra })
const btn = (name: string, code: string, staff = false, extra: Partial<MenuSeed> = {}): MenuSeed => ({ name, code, t: 4, staff, ...extra })
const dir = (name: string, path: string, items: MenuSeed[], extra: Partial<MenuSeed> = {}): MenuSeed => ({ name, path, t: 1, items, ...extra })

export const MENU_TREE: MenuSeed[] = [
  dir('首页', '/homePage', [page('工作台', '/homePage', { staff: true, groupOps: true })], { icon: 'HomeOutlined', staff: true, groupOps: true }),
  dir(
    '商户中心',
    '/businessCenter',
    [
      dir('商户管理', '/businessCenter/merchant', [
        page('集团管理', '/businessCenter/group', { items: [btn('新建集团', 'group.create.btn'), btn('编辑集团', 'group.edit.btn'), btn('集团账号', 'group.account.btn')] }),
        page('品牌管理', '/businessCenter/brand', {
          staff: true,
          groupOps: true,
          items: [btn('新建品牌', 'brand.create.btn'), btn('导出品牌', 'brand.export.btn'), btn('编辑品牌', 'brand.edit.btn', true)],
        }),
        page('服务管理', '/businessCenter/serviceManagement/list', {
          items: [btn('新增服务', 'service.create.btn'), btn('编辑服务', 'service.edit.btn'), btn('服务分类', 'service.category.btn'), btn('处理渠道申请', 'service.channel.btn')],
        }),
        page('地图服务', '/businessCenter/mapService'),
        page('业务迁移', '/businessCenter/businessMigration'),
        page('路径配置', '/businessCenter/pathConfig'),
        page('菜单管理', '/businessCenter/menuManagement'),
        page('商品映射', '/businessCenter/productMapping'),
        page('门店列表', '/orgCenter/store/list', { staff: true, groupOps: true, items: [btn('门店续期提醒', 'mendianxuqi', false, { groupOps: true }), btn('新增门店', 'store.create.btn', true, { groupOps: true }), btn('编辑门店', 'store.edit.btn', true, { groupOps: true }), btn('门店营业状态', 'store.status.btn', true, { groupOps: true })] }),
      ], { staff: true, groupOps: true }),
      dir('配置中心', '/businessCenter/config', [
        page('配置字典', '/businessCenter/config/dictionary', {
          items: [btn('新建字段', 'dictionary.create.btn'), btn('编辑字段', 'dictionary.edit.btn'), btn('一键同步', 'dictionary.sync.btn')],
        }),
        page('品牌配置', '/businessCenter/config/brand', { items: [btn('编辑品牌配置', 'config.brand.edit.btn'), btn('查看品牌配置', 'config.brand.see.btn')] }),
        page('集团配置', '/businessCenter/config/group', { items: [btn('编辑集团配置', 'config.group.edit.btn'), btn('查看集团配置', 'config.group.see.btn')] }),
      ]),
      dir('聚合码', '/businessCenter/codeManagement', [
        page('聚合码配置', '/businessCenter/codeManagement/codeConfig/index', {
          items: [
            btn('新增聚合码规则', 'qrcode.save.btn'),
            btn('编辑聚合码规则', 'qrcode.edit.btn'),
            btn('启用/停用聚合码规则', 'qrcode.status.btn'),
            btn('删除聚合码规则', 'qrcode.delete.btn'),
            btn('绑定/解绑二维码', 'qrcode.bind.btn'),
            btn('生成空码', 'qrcode.batch.btn'),
            btn('小程序普通二维码登记', 'qrcode.app.btn'),
          ],
        }),
        page('编辑聚合码规则', '/businessCenter/codeManagement/codeConfig/edit', { hidden: true }),
      ]),
      // Brand staff and group operations help their own stores (issue 26); the scope keeps them to those.
      dir('远程协助', '/businessCenter/remoteAssistance', [
        page('设备管理', '/businessCenter/remoteAssistance/device', { staff: true, groupOps: true }),
        page('申请列表', '/businessCenter/remoteAssistance/apply', { staff: true, groupOps: true }),
        page('远程记录', '/businessCenter/remoteAssistance/records', { staff: true, groupOps: true }),
      ], { staff: true, groupOps: true }),
      dir(
        '成本中心',
        '/businessCenter/costView',
        [
          page('策略管理', '/businessCenter/costView/strategyManage', { keepAlive: true, staff: true }),
          page('账户查询', '/businessCenter/costView/accountList', { keepAlive: true, staff: true }),
          page('账户订单查询', '/businessCenter/costView/orderList', { keepAlive: true, staff: true }),
          page('联合接单查询', '/businessCenter/costView/distList', { keepAlive: true, staff: true }),
        ],
        { staff: true },
      ),
      dir('角色管理', '/businessCenter/roleManagement', [
        page('角色列表', '/businessCenter/roleManagement/index', { items: [btn('编辑角色', 'role.edit.btn'), btn('删除角色', 'role.delete.btn')] }),
        page('编辑角色', '/businessCenter/roleManagement/edit', { hidden: true }),
      ]),
      page('订单中心', '/businessCenter/orders'),
      page('商品中心', '/businessCenter/goodsCenter'),
      page('分销管理', '/businessCenter/distribution'),
      page('支付配置', '/businessCenter/payManage'),
    ],
    { icon: 'ShopOutlined', staff: true, groupOps: true },
  ),
  dir(
    '运营中心',
    '/operateCenter',
    [
      dir(
        '会员中心',
        '/operateCenter/memberCenter',
        [
          dir(
            '第三方渠道',
            '/operateCenter/memberCenter/thirdChannel',
            [
              page('意见反馈', '/operateCenter/memberCenter/thirdChannel/feedback', {
                keepAlive: true,
                groupOps: true,
                items: [btn('查看反馈', 'feedback.view', false, { groupOps: true }), btn('处理反馈', 'feedback.handle', false, { groupOps: true })],
              }),
            ],
            { groupOps: true },
          ),
        ],
        { groupOps: true },
      ),
      page('企微 SCRM', '/operateCenter/scrmCenter'),
      page('券中心', '/operateCenter/couponCenter'),
    ],
    { icon: 'RocketOutlined', groupOps: true },
  ),
  dir(
    '数据标准',
    '/dataStandard',
    [
      dir('元数据', '/dataStandard/metadata', [
        page('字段配置', '/dataStandard/metadata/index', { items: [btn('审核元数据', 'metadata.check.btn')] }),
        page('检查结果', '/dataStandard/metadata/result'),
        page('操作日志', '/dataStandard/metadata/operationLog'),
        page('业务规则', '/dataStandard/metadata/businessRule'),
        page('基础属性管理', '/dataStandard/metadata/basicfield'),
      ]),
      dir('统一日志', '/dataStandard/log', [
        page('事件管理', '/dataStandard/log/index'),
        page('数据设置', '/dataStandard/log/dataSetting'),
        page('操作日志列表', '/dataStandard/operationLog/list'),
      ]),
      page('订单对账', '/dataStandard/reconciliation/billDetails'),
      page('POS 权限刷新', '/dataStandard/pos'),
      page('POS 升级', '/dataStandard/posUpgrade'),
    ],
    { icon: 'DatabaseOutlined' },
  ),
  dir(
    '消息中心',
    '/messageCenter',
    [
      dir('短信', '/messageCenter/sms', [
        page('短信余额', '/messageCenter/sms/remaining', { staff: true }),
        page('品牌设置', '/messageCenter/sms/signature', { staff: true }),
        page('发送明细', '/messageCenter/sms/sendRecord', { staff: true }),
      ], { staff: true }),
      dir('模板', '/messageCenter/template', [page('渠道模板', '/messageCenter/template/templateList')]),
      dir('推送事件', '/messageCenter/event', [page('事件列表', '/messageCenter/event/eventList')]),
      dir('订阅场景', '/messageCenter/take', [page('场景列表', '/messageCenter/take/takeList')]),
      dir('语音消息', '/messageCenter/voice', [
        page('语音渠道', '/messageCenter/voice/channel'),
        page('模板设置', '/messageCenter/voice/channelSet'),
        page('推送事件', '/messageCenter/voice/pushEvent'),
        page('事件设置', '/messageCenter/voice/eventSet'),
      ]),
    ],
    { icon: 'MessageOutlined', staff: true },
  ),
  dir(
    '营销设置',
    '/marketing',
    [
      page('版本管理', '/marketing/version'),
      page('开通品牌', '/marketing/versionBrand'),
      page('运营设置', '/marketing/eventOperationSet/form'),
      page('营销日历', '/marketing/marketingCalendar/form'),
    ],
    { icon: 'GiftOutlined' },
  ),
  dir(
    '开放中心',
    '/openCenter',
    [
      page('品牌分析', '/openCenter/brandAnalysis'),
      page('接口调用', '/openCenter/interfaceCall'),
      page('品牌调用排行', '/openCenter/brandTop'),
      page('接口排行', '/openCenter/interfaceTop'),
    ],
    { icon: 'ApiOutlined' },
  ),
  dir(
    '支付管理',
    '/payManage',
    [
      page('商户管理', '/payManage/merchant/index'),
      page('服务商管理', '/payManage/serviceProvider/index'),
      page('退款阈值', '/payManage/threshold/index'),
      page('交易订单', '/payManage/tradeOrder/index'),
      page('支付转账', '/payManage/payTransfer/index'),
      page('多渠道配置', '/payManage/channel/index'),
      page('进件查询', '/payManage/incoming/query'),
      page('进件文件', '/payManage/incoming/index'),
      page('模板管理', '/payManage/rule/index'),
      page('品牌查询', '/payManage/brandRule/index'),
      page('云清算', '/payManage/liquidation/index'),
    ],
    { icon: 'PayCircleOutlined' },
  ),
  dir('企业微信', '/scrmCenter/module', [page('接口许可订单', '/scrmCenter/module/license'), page('群统计', '/scrmCenter/module/aliGroupStat')], { icon: 'WechatOutlined' }),
  dir(
    '门店伙伴',
    '/ustore',
    [
      page('内测邀请', '/ustore/testCode'),
      page('门店标签', '/ustore/shopLabel'),
      page('审核记录', '/ustore/auditRecord'),
      page('任务中心', '/ustore/taskCenter'),
      page('开店问卷', '/ustore/question'),
    ],
    { icon: 'TeamOutlined' },
  ),
  dir(
    '运维工具',
    '/workOrder',
    [
      page('灰度工单', '/workOrder/grayManage'),
      page('灰度规则', '/workOrder/grayManage/grayRuleView'),
      page('堂食订单维护', '/workOrder/mealmateTool'),
      page('餐饮订单', '/workOrder/cateringManage'),
      page('小程序配置', '/workOrder/downGradingConfig'),
      page('接口管理', '/workOrder/interfaceManage'),
      page('CDN 配置', '/workOrder/cdnConfig/list'),
    ],
    { icon: 'ToolOutlined' },
  ),
  dir('设计中心', '/designCenter', [page('模板管理', '/designCenter/template/list')], { icon: 'BgColorsOutlined' }),
  dir(
    '系统设置',
    '/system',
    [
      page('菜单权限', '/system/operatingMenu/list', { items: [btn('查看菜单权限', 'system.menu.view'), btn('编辑菜单', 'menu.edit.btn'), btn('删除菜单', 'menu.delete.btn')] }),
      page('菜单详情', '/system/operatingMenu/detail', { hidden: true }),
      page('操作日志', '/system/operatingLog/list', { items: [btn('导出操作日志', 'oplog.export.btn')] }),
      page('运营账号', '/system/operator/list', {
        items: [btn('编辑账号', 'operator.edit.btn'), btn('重置密码', 'operator.reset.btn'), btn('强制下线', 'operator.kick.btn')],
      }),
      page('登录日志', '/system/loginLog/list', { items: [btn('导出登录日志', 'loginlog.export.btn')] }),
      // Seeing and managing every account's export and import plans (the task centre's operator view).
      page('任务中心', '/system/taskCenter', { hidden: true, items: [btn('查看全部任务', 'task.plan.all')] }),
    ],
    { icon: 'SettingOutlined' },
  ),
  // Developer pages (component gallery, form playground): operators only, never brand or group staff.
  dir(
    '开发工具',
    '/devtools',
    [
      page('组件示例', '/devtools/shell/components'),
      page('表单试验场', '/devtools/formKit/playground'),
      page('表单组件目录', '/devtools/formKit/catalogue'),
    ],
    { icon: 'CodeOutlined' },
  ),
]

/** The stable key of a base node: `dir:<path>`, `page:<path>` or `code:<permission code>`. */
export const menuKey = (node: MenuSeed): string =>
  node.t === 4 ? `code:${node.code}` : `${node.t === 1 ? 'dir' : 'page'}:${node.path}`

/** Every node of a tree with its parent's key, depth first. */
export const flattenMenuTree = (nodes: MenuSeed[], parentKey: string | null = null): Array<{ node: MenuSeed; key: string; parentKey: string | null; sort: number }> =>
  nodes.flatMap((node, index) => {
    const key = menuKey(node)
    return [{ node, key, parentKey, sort: (index + 1) * 10 }, ...flattenMenuTree(node.items ?? [], key)]
  })
