import { QR_WECHAT_BIND_CHANNEL, type QrExtendCode, type QrRule } from '@yunying/contracts'
import type { NewQrRule } from '../api/save-qr-rule.js'

export interface QrSeller {
  id: number
  name: string
}

export interface QrThirdTypeValues {
  thirdType: 1 | 2 | 3 | 4
  typeVersion?: string
  sellers: QrSeller[]
}

/** The editor's values: the rule of spec 2 §3 flattened into what its inputs hold. */
export interface QrRuleFormValues {
  applyStoreType?: 0 | 66 | 18 | 70
  alias?: string
  typeId?: string
  pagePath?: string
  allowBlankQrcode: 0 | 1
  allowAppScanBind?: 0 | 1
  isMiniProgram: 0 | 1
  wechatVersion?: string
  alipayVersion?: string
  tiktokVersion?: string
  h5Url?: string
  descr?: string
  /** Ticked bind channels (codes of `qrcode_bind_channel`). */
  channels: string[]
  /** QR types under channel 1 (codes of `qrcode_bind_qrcode_type`). */
  qrcodeTypes: string[]
  /** Ticked extend codes: activity (1), goods (2), scenes (3). */
  extendCodes: QrExtendCode[]
  activityType?: string
  activityName?: string
  goodsTag?: number
  scenes?: 1 | 2
  isDefaultExist?: 1 | 2
  thirdTypes: QrThirdTypeValues[]
}

export const EMPTY_QR_RULE: QrRuleFormValues = {
  allowBlankQrcode: 0,
  isMiniProgram: 1,
  channels: [],
  qrcodeTypes: [],
  extendCodes: [],
  isDefaultExist: 2,
  thirdTypes: [],
}

const paramOf = (rule: QrRule, code: QrExtendCode) => rule.bindSettings.supportExtendCode.find((e) => e.code === code)?.param ?? {}

/** The editor's starting values for a loaded rule. */
export const toQrRuleValues = (rule: QrRule): QrRuleFormValues => {
  const wechat = rule.bindSettings.supportBindChannel.find((c) => c.code === QR_WECHAT_BIND_CHANNEL)
  const activity = paramOf(rule, 'activity')
  const goods = paramOf(rule, 'goods')
  const scenes = paramOf(rule, 'scenes')
  return {
    applyStoreType: rule.applyStoreType as QrRuleFormValues['applyStoreType'],
    alias: rule.alias,
    typeId: rule.typeId,
    pagePath: rule.pagePath,
    allowBlankQrcode: rule.allowBlankQrcode === 1 ? 1 : 0,
    allowAppScanBind: rule.allowAppScanBind === 1 ? 1 : 0,
    isMiniProgram: rule.isMiniProgram === 1 ? 1 : 0,
    wechatVersion: rule.wechatVersion,
    alipayVersion: rule.alipayVersion,
    tiktokVersion: rule.tiktokVersion,
    h5Url: rule.h5Url,
    descr: rule.descr,
    channels: rule.bindSettings.supportBindChannel.map((c) => c.code),
    qrcodeTypes: wechat?.supportBindQrcodeType.map((t) => t.code) ?? [],
    extendCodes: rule.bindSettings.supportExtendCode.map((e) => e.code as QrExtendCode),
    activityType: typeof activity.activityType === 'string' ? activity.activityType : undefined,
    activityName: typeof activity.activityName === 'string' ? activity.activityName : undefined,
    goodsTag: typeof goods.goodsTag === 'number' ? goods.goodsTag : undefined,
    scenes: scenes.scenes === 1 || scenes.scenes === 2 ? scenes.scenes : undefined,
    isDefaultExist: rule.bindSettings.isDefaultExist === 1 ? 1 : 2,
    thirdTypes: rule.bindThirdTypes.map((t) => ({
      thirdType: t.thirdType as QrThirdTypeValues['thirdType'],
      typeVersion: t.typeVersion,
      sellers: t.applySellerList.map((s) => ({ id: s.applySellerId, name: s.applySellerName })),
    })),
  }
}

/**
 * The body of save and edit. Spec 2 §5: QR types and extend codes exist only while channel 1 is
 * ticked, so unticking it drops them rather than sending what the server would refuse.
 */
export const toQrRuleBody = (v: QrRuleFormValues): NewQrRule => {
  const wechat = v.channels.includes(QR_WECHAT_BIND_CHANNEL)
  const extend = wechat ? v.extendCodes : []
  return {
    applyStoreType: v.applyStoreType!,
    alias: v.alias?.trim() ?? '',
    typeId: v.typeId!,
    pagePath: v.pagePath?.trim() ?? '',
    allowBlankQrcode: v.allowBlankQrcode,
    allowAppScanBind: v.allowAppScanBind!,
    isMiniProgram: v.isMiniProgram,
    wechatVersion: v.wechatVersion?.trim() ?? '',
    alipayVersion: v.alipayVersion?.trim() ?? '',
    tiktokVersion: v.tiktokVersion?.trim() ?? '',
    h5Url: v.h5Url?.trim() ?? '',
    descr: v.descr ?? '',
    bindSettings: {
      supportBindChannel: v.channels.map((code) => ({
        code,
        name: '',
        supportBindQrcodeType: code === QR_WECHAT_BIND_CHANNEL ? v.qrcodeTypes.map((t) => ({ code: t, name: '' })) : [],
      })),
      supportExtendCode: extend.map((code) => {
        if (code === 'activity') return { code, name: '', param: { detailType: 1 as const, activityType: v.activityType?.trim() ?? '', activityName: v.activityName?.trim() ?? '' } }
        if (code === 'goods') return { code, name: '', param: { detailType: 2 as const, goodsTag: v.goodsTag ?? 1 } }
        return { code, name: '', ...(v.scenes ? { param: { scenes: v.scenes } } : {}) }
      }),
      isDefaultExist: v.isDefaultExist ?? 2,
    },
    bindThirdTypes: v.thirdTypes.map((t) => ({
      thirdType: t.thirdType,
      typeVersion: t.typeVersion?.trim() ?? '',
      applySellerList: (t.sellers ?? []).map((s) => ({ applySellerId: s.id, applySellerName: s.name })),
    })),
  }
}
