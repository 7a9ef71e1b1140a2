/** The interface languages: Chinese first, English second. */
export type FormKitLocale = 'zh-CN' | 'en-US'

const zhCN = {
  required: '该字段是必填字段',
  maxItems: '长度或条目数不能大于{max}',
  minItems: '长度或条目数不能小于{min}',
  cancel: '取消',
  saveDraft: '保存草稿',
  submit: '提交并保存',
  delete: '删除',
  upload: '上传',
  viewExample: '查看示例',
  ok: '确定',
  previous: '上一步',
  next: '下一步',
  add: '添加',
  preview: '预览',
  directory: '目录',
  fileTooLarge: '上传文件大小不能超过{n}MB',
  tooManyFiles: '最多只能上传{n}个文件',
  uploadFailed: '上传失败',
  chooseFromLibrary: '从图片库选择',
  comingSoon: '即将上线',
  selectCoupon: '选择优惠券',
  selectActivity: '选择活动',
  typeActivity: '活动',
  typeCoupon: '优惠券',
  name: '名称',
  code: '编号',
  type: '类型',
  action: '操作',
  selectLimit: '最多可选择{n}项',
  searchPlaceholder: '请输入名称搜索',
  noData: '暂无数据',
  channelWechat: '微信小程序',
  channelAlipay: '支付宝小程序',
  channelPos: '线下POS',
  channelDouyin: '抖音小程序',
  channelXiaohongshu: '小红书小程序',
} as const

/** A key of the package's message catalogue. */
export type MessageKey = keyof typeof zhCN

const enUS: Record<MessageKey, string> = {
  required: 'This field is required',
  maxItems: 'Length or item count cannot be greater than {max}',
  minItems: 'Length or item count cannot be less than {min}',
  cancel: 'Cancel',
  saveDraft: 'Save draft',
  submit: 'Submit and save',
  delete: 'Delete',
  upload: 'Upload',
  viewExample: 'View example',
  ok: 'OK',
  previous: 'Previous',
  next: 'Next',
  add: 'Add',
  preview: 'Preview',
  directory: 'Contents',
  fileTooLarge: 'File size cannot exceed {n} MB',
  tooManyFiles: 'You can upload at most {n} files',
  uploadFailed: 'Upload failed',
  chooseFromLibrary: 'Choose from library',
  comingSoon: 'Coming soon',
  selectCoupon: 'Select coupons',
  selectActivity: 'Select activities',
  typeActivity: 'Activity',
  typeCoupon: 'Coupon',
  name: 'Name',
  code: 'ID',
  type: 'Type',
  action: 'Action',
  selectLimit: 'Select at most {n}',
  searchPlaceholder: 'Search by name',
  noData: 'No data',
  channelWechat: 'WeChat mini program',
  channelAlipay: 'Alipay mini program',
  channelPos: 'In-store POS',
  channelDouyin: 'Douyin mini program',
  channelXiaohongshu: 'Xiaohongshu mini program',
}

/** The message catalogues, by locale. */
export const MESSAGES: Record<FormKitLocale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS }

/** Looks a message up and fills `{name}` placeholders. */
export function formatMessage(
  locale: FormKitLocale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = MESSAGES[locale][key]
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}
