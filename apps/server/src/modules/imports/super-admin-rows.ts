import { canSeeBrand, type TenantScope } from '../access/tenant-scope.js'
import { CN_MOBILE } from '@yunying/contracts'
import type { DbOrTx } from '../../db/client.js'
import type { SuperAdminInput } from '../brands/brand-accounts.service.js'
import { findAccountsByUsernames, findBrandsByIds, findSuperAdminLinks } from './super-admins.repository.js'

/** The template's header row: the super-admin fields of spec 2 §3, in Chinese. */
export const SUPER_ADMIN_HEADERS = ['品牌ID', '姓名', '手机区号', '手机号'] as const

export interface RowVerdict {
  line: number
  cells: string[]
  /** Why the row is refused; empty for a good row. */
  reason: string
  input?: SuperAdminInput
}

/** A field rule of spec 2 §5 (super-admin add): the message for a bad value, or ''. */
const checkFields = (cells: string[]): { reason: string; brandId: number; name: string; countryCode: string; mobile: string } => {
  const [brandCell = '', name = '', code = '', mobileCell = ''] = cells
  const countryCode = code === '' ? '+86' : code.startsWith('+') ? code : `+${code}`
  const mobile = mobileCell.replace(/\s+/g, '')
  const brandId = Number(brandCell)
  const fail = (reason: string) => ({ reason, brandId, name, countryCode, mobile })
  if (!/^\d{1,9}$/.test(brandCell) || brandId <= 0) return fail('品牌ID 应为正整数')
  if (name === '') return fail('请输入姓名')
  if ([...name].length > 20) return fail('姓名最多20个字符')
  if (!/^\+\d{1,4}$/.test(countryCode)) return fail('手机区号格式不正确')
  if (mobile === '') return fail('请输入手机号')
  if (countryCode === '+86' ? !CN_MOBILE.test(mobile) : !/^\d{8,15}$/.test(mobile)) return fail('请输入正确的手机号')
  return fail('')
}

/**
 * Checks every row: the field rules, the brand (exists, and the importer may act for it), a
 * person twice for one brand in the file, and a person already super admin of the brand.
 */
export const judgeSuperAdminRows = async (
  db: DbOrTx,
  rows: Array<{ line: number; cells: string[] }>,
  scope: TenantScope,
): Promise<RowVerdict[]> => {
  const checked = rows.map((r) => ({ ...r, ...checkFields(r.cells) }))
  const brandIds = [...new Set(checked.filter((r) => !r.reason).map((r) => r.brandId))]
  const brands = new Map((await findBrandsByIds(db, brandIds)).map((b) => [b.id, b]))
  const accounts = new Map((await findAccountsByUsernames(db, [...new Set(checked.map((r) => r.mobile).filter(Boolean))])).map((a) => [a.username, a.id]))
  const links = new Set((await findSuperAdminLinks(db, brandIds)).map((l) => `${l.brandId}:${l.accountId}`))
  const inFile = new Set<string>()
  const mayAct = (brand: { id: number; groupId: number }) =>
    canSeeBrand(scope, brand)
  return checked.map((r): RowVerdict => {
    const verdict = (reason: string, input?: SuperAdminInput): RowVerdict => ({ line: r.line, cells: r.cells, reason, ...(input ? { input } : {}) })
    if (r.reason) return verdict(r.reason)
    const brand = brands.get(r.brandId)
    if (!brand) return verdict('品牌不存在')
    if (!mayAct(brand)) return verdict('无权为该品牌添加超级管理员')
    const key = `${r.brandId}:${r.mobile}`
    if (inFile.has(key)) return verdict('与文件中前面的行重复')
    inFile.add(key)
    const accountId = accounts.get(r.mobile)
    if (accountId !== undefined && links.has(`${r.brandId}:${accountId}`)) return verdict('该手机号已是该品牌的超级管理员')
    return verdict('', { brandId: brand.id, groupId: brand.groupId, name: r.name, mobile: r.mobile, countryCode: r.countryCode })
  })
}
