import { groups } from '../../src/modules/groups/groups.table.js'
import type { TestApp } from '../build-app.js'
import { authed } from './accounts.js'
import { buildBrand, rowsOf } from './brands.js'
import { sql } from 'drizzle-orm'

let seq = 0
/** A code unique to this process and call. */
export const uniqueCode = (prefix = 'c') => `${prefix}${process.pid % 1000}x${++seq}`

/** A dictionary field as the editor sends it: a switch by default, for brands of every business type. */
export const fieldBody = (overrides: Record<string, unknown> = {}) => ({
  applyType: 1,
  fieldName: '测试开关',
  fieldCode: uniqueCode('f'),
  serverNameAndGroup: 'order-center/test',
  manageType: 1,
  pageGroup: '',
  sortNum: 50,
  bizTypes: '1,2,3,4,5',
  serviceModule: 'order-center',
  descrip: '测试用的配置',
  status: 0,
  dataType: 'bool',
  defaultValue: false,
  accountName: '字典管理员',
  accountPhone: '13800000009',
  ...overrides,
})

/** 点单模式: a radio whose option `self` turns on one dependent number field `dependent`, 每单上限 (default 20). */
const orderMode = (dependent: string) => ({
  fieldName: '点单模式',
  dataType: 'radio',
  optionValues: [
    { value: 'self', title: '自助点单' },
    { value: 'staff', title: '服务员点单' },
  ],
  relatedData: [{ relatedValue: 'self', relatedData: [{ name: '每单上限', code: dependent, dataType: 'number', optionValues: [] }] }],
  defaultValue: 'staff',
  relatedDefaultValue: [{ fieldCode: dependent, defaultValue: 20 }],
})

/** A radio field whose option `self` turns on one dependent number field (default 20). */
export const radioWithDependent = (overrides: Record<string, unknown> = {}) => {
  const fieldCode = uniqueCode('mode')
  const dependent = uniqueCode('limit')
  return {
    dependent,
    body: fieldBody({ ...orderMode(dependent), fieldCode, ...overrides }),
  }
}

/** Adds a dictionary field through the API as `token`; returns the stored field (id, version, fieldCode…). */
export const addField = async (t: TestApp, token: string, body: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: '/pandora/field-config/add', headers: authed(token), payload: body })
  if (res.statusCode !== 200) throw new Error(`add field failed: ${res.body}`)
  return res.json().data as { id: number; version: number; fieldCode: string } & Record<string, unknown>
}

/** Changes a dictionary field through the API (the detail merged with `changes`). */
export const updateField = async (t: TestApp, token: string, id: number, changes: Record<string, unknown>) => {
  const detail = (await t.app.inject({ method: 'GET', url: `/pandora/field-config/detail?id=${id}`, headers: authed(token) })).json().data as Record<string, unknown>
  const res = await t.app.inject({ method: 'POST', url: '/pandora/field-config/update', headers: authed(token), payload: { ...detail, ...changes } })
  if (res.statusCode !== 200) throw new Error(`update field failed: ${res.body}`)
  return res.json().data as { id: number; version: number }
}

/** A group with a unique name. */
export const buildGroup = async (t: TestApp, name = `配组${uniqueCode('')}`) => {
  const [row] = await t.database.db.insert(groups).values({ name: name.slice(0, 20) }).returning()
  return row!
}

/** Brand type and industry giving each business type (spec 2 §3 bizTypes; see `bizTypeOfBrand`). */
export const brandOfBizType = async (t: TestApp, bizType: 1 | 2 | 3 | 4 | 5, values: Parameters<typeof buildBrand>[1] = {}) => {
  const industry = async (brandType: number, name: string) =>
    (await rowsOf<{ id: number }>(t, sql`select id from industries where brand_type = ${brandType} and name = ${name}`))[0]!.id
  const type =
    bizType === 1
      ? { brandType: 2, industryId: await industry(2, '茶饮') }
      : bizType === 2
        ? { brandType: 2, industryId: await industry(2, '快餐简餐') }
        : bizType === 3
          ? { brandType: 70, industryId: null }
          : bizType === 4
            ? { brandType: 18, industryId: null }
            : { brandType: 68, industryId: null }
  return buildBrand(t, { ...type, ...values })
}

/** A valid radio field with one dependent number field, as the editor sends it. */
export const radioField = (fieldCode = uniqueCode('mode'), related = uniqueCode('limit')) => ({
  applyType: 1,
  fieldCode,
  serverNameAndGroup: 'order-center/点单',
  manageType: 1,
  pageGroup: '点单设置',
  sortNum: 1.5,
  bizTypes: '1,3',
  serviceModule: 'order-center',
  descrip: '门店点单的方式',
  status: 0,
  ...orderMode(related),
  accountName: '张三',
  accountPhone: '13800000001',
})
