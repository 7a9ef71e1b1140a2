/**
 * Every console route the three specifications name. A route that no feature registers renders the
 * "not installed on this console" state (docs/shell.md lists them); a feature that builds the screen
 * registers the same path in its `routes.tsx` and takes over. `menuPath` says which menu entry grants a
 * hidden page that is not under its list's path.
 */
export interface SpecRoute {
  path: string
  title: string
  keepAlive?: boolean
  menuPath?: string
  public?: boolean
}

const under = (base: string, rows: Array<[string, string, string?]>): SpecRoute[] =>
  rows.map(([path, title, menuPath]) => ({ path: `${base}/${path}`, title, ...(menuPath ? { menuPath: `${base}/${menuPath}` } : {}) }))

/** Spec 1 §2.1: public routes besides /login and the status pages. */
export const PUBLIC_SPEC_ROUTES: SpecRoute[] = [
  { path: '/accountRegistration', title: '注册账号', public: true },
  { path: '/forgetPassword', title: '忘记密码', public: true },
  { path: '/updatePassword', title: '修改密码', public: true },
  { path: '/agreement', title: '服务协议', public: true },
  { path: '/privacyPolicy', title: '隐私政策', public: true },
  { path: '/selectStore', title: '选择门店', public: true },
  { path: '/appPermissions', title: '应用权限', public: true },
  { path: '/sdk', title: 'SDK', public: true },
  { path: '/singleLogin', title: '单点登录', public: true },
  { path: '/activation', title: '账号激活', public: true },
]

export const SPEC_ROUTES: SpecRoute[] = [
  // Spec 1 §2.3–2.6.
  { path: '/orgCenter/store/list', title: '门店列表' },
  ...under('/businessCenter/costView', [
    ['strategyManage', '策略管理'],
    ['accountList', '账户查询'],
    ['orderList', '账户订单查询'],
    ['distList', '联合接单查询'],
  ]).map((r) => ({ ...r, keepAlive: true })),
  ...under('/designCenter/template', [
    ['list', '模板管理'],
    ['aboutTemplate', '模板编辑', 'list'],
  ]),
  // Spec 2 §2 and spec 3 §2.10: merchant management.
  ...under('/businessCenter', [
    ['group', '集团管理'],
    ['group/edit', '编辑集团'],
    ['brand', '品牌管理'],
    ['brand/edit', '编辑品牌'],
    ['codeManagement/codeConfig/index', '聚合码配置'],
    ['codeManagement/codeConfig/edit', '编辑聚合码配置', 'codeManagement/codeConfig/index'],
    ['config/dictionary', '配置字典'],
    ['config/dictionary/edit', '编辑字段'],
    ['config/brand', '品牌配置'],
    ['config/brand/edit', '编辑品牌配置'],
    ['config/group', '集团配置'],
    ['config/group/edit', '集团配置'],
    ['serviceManagement/list', '服务管理'],
    ['serviceManagement/edit', '编辑服务', 'serviceManagement/list'],
    ['businessMigration', '业务迁移'],
    ['mapService', '地图服务'],
    ['pathConfig', '路径配置'],
    ['menuManagement', '菜单管理'],
    ['productMapping', '商品映射'],
    ['roleManagement/index', '角色管理'],
    ['roleManagement/edit', '新建角色', 'roleManagement/index'],
  ]),
  // Spec 3 §2.2–2.9.
  ...under('/dataStandard', [
    ['metadata/index', '字段配置'],
    ['metadata/result', '检查结果'],
    ['metadata/operationLog', '操作日志'],
    ['metadata/businessRule', '业务规则'],
    ['metadata/basicfield', '基础属性管理'],
    ['metadata/edit', '元数据', 'metadata/index'],
    ['log/index', '事件管理'],
    ['log/dataSetting', '数据设置'],
    ['operationLog/list', '操作日志列表'],
    ['reconciliation/billDetails', '订单对账'],
    ['pos', 'POS 权限刷新'],
    ['posUpgrade', 'POS 升级'],
  ]),
  ...under('/businessCenter/remoteAssistance', [
    ['device', '设备管理'],
    ['apply', '申请列表'],
    ['records', '远程记录'],
  ]),
  ...under('/messageCenter', [
    ['sms/remaining', '短信余额'],
    ['sms/newCombo', '添加套餐', 'sms/remaining'],
    ['sms/addBrand', '新建品牌', 'sms/remaining'],
    ['sms/signature', '品牌设置'],
    ['sms/sendRecord', '发送明细'],
    ['template/templateList', '渠道模板'],
    ['template/newTemplate', '添加模板', 'template/templateList'],
    ['event/eventList', '事件列表'],
    ['event/newEvent', '新建事件', 'event/eventList'],
    ['take/takeList', '场景列表'],
    ['take/newTake', '新建场景', 'take/takeList'],
    ['voice/channel', '语音渠道'],
    ['voice/channelSet', '模板设置'],
    ['voice/pushEvent', '推送事件'],
    ['voice/eventSet', '事件设置'],
  ]),
  ...under('/marketing', [
    ['version', '版本管理'],
    ['versionBrand', '开通品牌'],
    ['eventOperationSet/form', '运营设置'],
    ['marketingCalendar/form', '营销日历'],
  ]),
  ...under('/openCenter', [
    ['brandAnalysis', '品牌分析'],
    ['interfaceCall', '接口调用'],
    ['brandTop', '品牌调用排行'],
    ['interfaceTop', '接口排行'],
  ]),
  ...under('/payManage', [
    ['merchant/index', '商户管理'],
    ['serviceProvider/index', '服务商管理'],
    ['threshold/index', '退款阈值'],
    ['tradeOrder/index', '交易订单'],
    ['payTransfer/index', '支付转账'],
    ['payTransfer/detail', '任务步骤', 'payTransfer/index'],
    ['channel/index', '多渠道配置'],
    ['incoming/query', '进件查询'],
    ['incoming/index', '进件文件'],
    ['rule/index', '模板管理'],
    ['rule/add', '新增模板', 'rule/index'],
    ['rule/edit', '编辑模板', 'rule/index'],
    ['rule/query', '查看模板', 'rule/index'],
    ['brandRule/index', '品牌查询'],
    ['liquidation/index', '云清算'],
  ]),
  ...under('/scrmCenter/module', [
    ['license', '接口许可订单'],
    ['aliGroupStat', '群统计'],
  ]),
  ...under('/system', [
    ['operatingLog/list', '操作日志'],
  ]),
  ...under('/ustore', [
    ['testCode', '内测邀请'],
    ['shopLabel', '门店标签'],
    ['auditRecord', '审核记录'],
    ['taskCenter', '任务中心'],
    ['question', '开店问卷'],
  ]),
  ...under('/workOrder', [
    ['grayManage', '灰度工单'],
    ['grayManage/grayRuleView', '灰度规则'],
    ['mealmateTool', '堂食订单维护'],
    ['cateringManage', '餐饮订单'],
    ['downGradingConfig', '小程序配置'],
    ['addDownConfig', '新增小程序配置', 'downGradingConfig'],
    ['addWorkOrder', '新建工单', 'grayManage'],
    ['interfaceManage', '接口管理'],
    ['cdnConfig/list', 'CDN 配置'],
    ['cdnConfig/add', '新增 CDN 配置', 'cdnConfig/list'],
    ['cdnConfig/edit', '编辑 CDN 配置', 'cdnConfig/list'],
  ]),
]
