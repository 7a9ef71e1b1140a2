import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  BrandAbandonSetBodySchema,
  BrandDetailQuerySchema,
  BrandServiceApplyBodySchema,
  CreateBossAccountBodySchema,
  CreateHqAccountBodySchema,
  HqAccountByMobileBodySchema,
  SaveBrandBodySchema,
  expiryWarning,
  isValidMobile,
} from './index.js'

/** What a caller is told: `field: message` for each refusal, or the value the server works with. */
const answer = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value)
  return r.success ? { accepted: r.data } : { refused: r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }
}

const CONTACT = { contactName: '王经理', contactPhone: '13800000000' }

describe('save-brand', () => {
  it('asks for the group, name and type of an empty form, in Chinese', () => {
    expect(answer(SaveBrandBodySchema, {})).toEqual({ refused: ['groupId: 请选择集团', 'name: 请输入品牌名称', 'brandType: 请选择品牌类型'] })
  })

  it('creates with the contact (the first super admin) and fills the defaults the editor shows', () => {
    expect(answer(SaveBrandBodySchema, { groupId: '3', name: ' 蜀香 ', brandType: 2, industryId: '', ...CONTACT })).toEqual({
      accepted: {
        groupId: 3,
        name: '蜀香',
        brandType: 2,
        industryId: null,
        isTest: 1,
        isAssetExchange: 1,
        address: '',
        ...CONTACT,
        countryCode: '+86',
        sysVersion: 2,
        produce_model: 1,
        produceVersion: 10001,
      },
    })
  })

  it('needs a contact only to create, and checks its mobile against its country code', () => {
    expect(answer(SaveBrandBodySchema, { groupId: 3, name: '蜀香', brandType: 2 })).toEqual({ refused: ['contactName: 请输入联系人', 'contactPhone: 请输入手机号'] })
    expect(answer(SaveBrandBodySchema, { id: 5, version: 2, groupId: 3, name: '蜀香', brandType: 2 })).toHaveProperty('accepted')
    expect(answer(SaveBrandBodySchema, { groupId: 3, name: '蜀香', brandType: 2, ...CONTACT, contactPhone: '91234567' })).toEqual({ refused: ['contactPhone: 请输入正确的手机号'] })
    expect(answer(SaveBrandBodySchema, { groupId: 3, name: '蜀香', brandType: 2, ...CONTACT, contactPhone: '91234567', countryCode: '+852' })).toHaveProperty('accepted')
    expect(answer(SaveBrandBodySchema, { id: 5, groupId: 3, name: '蜀香', brandType: 2, countryCode: '86' })).toEqual({ refused: ['countryCode: 请选择正确的国家/地区代码'] })
  })

  it('refuses a name over 20 characters and a model or version the editor does not offer', () => {
    expect(answer(SaveBrandBodySchema, { id: 5, groupId: 3, name: '一二三四五六七八九十一二三四五六七八九十一', brandType: 2, produce_model: 4, produceVersion: 1 })).toEqual({
      refused: ['name: 品牌名称最多 20 个字', 'produce_model: 请选择服务模式', 'produceVersion: 请选择版本'],
    })
  })
})

describe('the brand tag, detail and lookups', () => {
  it('takes a brand tag from 0 (未标记) to 6 only', () => {
    expect(answer(BrandAbandonSetBodySchema, { id: 1, groupId: 1, abandonFlag: '6' })).toEqual({ accepted: { id: 1, groupId: 1, abandonFlag: 6 } })
    expect(answer(BrandAbandonSetBodySchema, { id: 1, groupId: 1, abandonFlag: 7 })).toEqual({ refused: ['abandonFlag: 请选择品牌标记'] })
  })

  it('names the brand ID when it is not a positive number', () => {
    expect(answer(BrandDetailQuerySchema, { brandId: 'x' })).toEqual({ refused: ['brandId: 品牌ID应为数字'] })
    expect(answer(HqAccountByMobileBodySchema, { mobile: '', brandId: 0 })).toEqual({ refused: ['mobile: 请输入手机号', 'brandId: 品牌ID应大于 0'] })
  })
})

describe('super-admin and boss-cockpit accounts', () => {
  it('asks for the super admin’s name and mobile, and takes a Hong Kong number with +852', () => {
    expect(answer(CreateHqAccountBodySchema, { name: '', mobile: '', brandId: 1, groupId: 1 })).toEqual({ refused: ['name: 请输入姓名', 'mobile: 请输入手机号'] })
    expect(answer(CreateHqAccountBodySchema, { name: '张三', mobile: '1380000', brandId: 1, groupId: 1 })).toEqual({ refused: ['mobile: 请输入正确的手机号'] })
    expect(answer(CreateHqAccountBodySchema, { name: '张三', mobile: '91234567', countryCode: '+852', brandId: 1, groupId: 1 })).toEqual({
      accepted: { name: '张三', mobile: '91234567', countryCode: '+852', brandId: 1, groupId: 1 },
    })
  })

  it('gives a boss account one message at a time for its mobile (empty, then not 11 digits) and a 10-character name', () => {
    expect(answer(CreateBossAccountBodySchema, { name: '一二三四五六七八九十一', mobile: '', brandId: 1 })).toEqual({ refused: ['name: 姓名最多 10 个字', 'mobile: 请输入手机号'] })
    expect(answer(CreateBossAccountBodySchema, { name: '老板', mobile: '138000000001', brandId: 1 })).toEqual({ refused: ['mobile: 请输入正确的手机号'] })
    expect(answer(CreateBossAccountBodySchema, { name: '老板', mobile: '13800000000', brandId: 1, createChannel: 'app' })).toEqual({ refused: ['createChannel: 请选择正确的创建渠道'] })
    expect(answer(CreateBossAccountBodySchema, { name: '老板', mobile: '13800000000', brandId: 1 })).toEqual({
      accepted: { name: '老板', mobile: '13800000000', countryCode: '+86', createChannel: 'pc', brandId: 1, accountType: 1 },
    })
  })

  it('reads a mobile as +86 (1 and 10 digits) unless another country code says 8 or more digits', () => {
    expect([isValidMobile(undefined, '13800000000'), isValidMobile('+86', '23800000000'), isValidMobile('+852', '9123456'), isValidMobile('+852', '91234567')]).toEqual([true, false, false, true])
  })
})

describe('the open-service application', () => {
  it('asks for a name and a mainland mobile, and takes 先生 unless told', () => {
    expect(answer(BrandServiceApplyBodySchema, { brandId: 1, serviceId: 1, contactName: ' ', contactPhone: '13912345678' })).toEqual({ refused: ['contactName: 请输入姓名'] })
    expect(answer(BrandServiceApplyBodySchema, { brandId: 1, serviceId: 1, contactName: '吴', contactPhone: '1391234' })).toEqual({ refused: ['contactPhone: 请输入正确的手机号'] })
    expect(answer(BrandServiceApplyBodySchema, { brandId: 1, serviceId: 1, contactName: '吴', contactPhone: '13912345678', gender: 2 })).toEqual({ refused: ['gender: 性别不能大于 1'] })
    expect(answer(BrandServiceApplyBodySchema, { brandId: '1', serviceId: '2', contactName: '吴', contactPhone: '13912345678' })).toEqual({
      accepted: { brandId: 1, serviceId: 2, contactName: '吴', gender: 0, contactPhone: '13912345678' },
    })
  })
})

describe('the expiry warning of a service date', () => {
  it('warns 3 days ahead up to 2 days away, 30 days ahead up to 30, and not for past or farther dates', () => {
    const today = '2026-03-01'
    expect(['2026-03-01', '2026-03-03', '2026-03-04', '2026-03-31', '2026-04-01', '2026-02-28', null, 'x'].map((d) => expiryWarning(d, today))).toEqual([3, 3, 30, 30, null, null, null, null])
  })
})
