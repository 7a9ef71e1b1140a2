import { SaveQrRuleBodySchema } from '@yunying/contracts'
import { describe, expect, it } from 'vitest'
import { buildQrRule } from '../test-rules.js'
import { EMPTY_QR_RULE, toQrRuleBody, toQrRuleValues } from './qr-rule-form.js'

describe('the rule form’s values', () => {
  it('give back the loaded rule as a body the save call accepts', () => {
    const body = toQrRuleBody(toQrRuleValues(buildQrRule()))
    expect(SaveQrRuleBodySchema.safeParse({ ...body, operatingUrl: '/x' }).success).toBe(true)
    expect(body.bindSettings.supportExtendCode).toEqual([{ code: 'scenes', name: '', param: { scenes: 1 } }])
    expect(body.bindThirdTypes).toEqual([{ thirdType: 1, typeVersion: 'release', applySellerList: [{ applySellerId: 13, applySellerName: '蜀香小面' }] }])
  })

  it('drop QR types and extend codes once the WeChat channel is unticked (spec 2 §5)', () => {
    const values = { ...EMPTY_QR_RULE, applyStoreType: 0 as const, typeId: '1', pagePath: 'pages/a', allowAppScanBind: 0 as const, channels: ['2'], qrcodeTypes: ['1'], extendCodes: ['activity' as const] }
    const body = toQrRuleBody(values)
    expect(body.bindSettings).toEqual({ supportBindChannel: [{ code: '2', name: '', supportBindQrcodeType: [] }], supportExtendCode: [], isDefaultExist: 2 })
    expect(SaveQrRuleBodySchema.safeParse({ ...body, operatingUrl: '/x' }).success).toBe(true)
  })
})
