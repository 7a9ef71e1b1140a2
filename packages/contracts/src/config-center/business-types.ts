import { z } from 'zod'

/**
 * Business types (spec 2 §3 bizTypes): the dictionary offers a brand only the fields of its business
 * type, which follows from the brand's type and industry. The mapping is declared here once, as
 * data: `bizTypeOfBrand` reads it, and the server builds its SQL filter from it.
 */

export const BIZ_TYPES = { 1: '茶饮', 2: '轻餐', 3: '正餐', 4: '烘焙', 5: '加盟店' } as const satisfies Record<number, string>
export const BIZ_TYPE_IDS = [1, 2, 3, 4, 5] as const
export type BizType = (typeof BIZ_TYPE_IDS)[number]

/** Brand types whose business type does not depend on the industry: 18 烘焙 → 烘焙, 68 品牌加盟 → 加盟店, 70 新正餐 → 正餐. */
export const BIZ_TYPE_OF_BRAND_TYPE: Readonly<Record<number, BizType>> = { 18: 4, 68: 5, 70: 3 }

/**
 * For any other brand type (2 餐饮, 66 餐饮2.0), the business type of its industry: the first
 * pattern the industry's name matches (茶饮 and 咖啡 → 茶饮, 轻食 and 快餐简餐 → 轻餐), otherwise
 * `INDUSTRY_BIZ_TYPE_OTHERWISE` (正餐), also for a brand without an industry.
 */
export const BIZ_TYPE_OF_INDUSTRY: ReadonlyArray<{ pattern: RegExp; bizType: BizType }> = [
  { pattern: /茶|咖啡/, bizType: 1 },
  { pattern: /轻食|快餐|简餐/, bizType: 2 },
]
export const INDUSTRY_BIZ_TYPE_OTHERWISE: BizType = 3

/** The business type an industry gives a brand whose type does not fix one. */
export const bizTypeOfIndustry = (industryName: string | null | undefined): BizType =>
  BIZ_TYPE_OF_INDUSTRY.find((rule) => rule.pattern.test(industryName ?? ''))?.bizType ?? INDUSTRY_BIZ_TYPE_OTHERWISE

/** The business type of a brand, from its brand type and industry. */
export const bizTypeOfBrand = (brandType: number, industryName: string | null | undefined): BizType =>
  BIZ_TYPE_OF_BRAND_TYPE[brandType] ?? bizTypeOfIndustry(industryName)


/** The comma list of business types ("1,3,4"); the console sends an array, which is accepted too. */
export const BizTypesSchema = z
  .union([z.string(), z.array(z.coerce.number())], { error: '请选择业态' })
  .meta({ examples: ['1,2'] })
  .transform((v) => (Array.isArray(v) ? v : v.split(',').map((s) => s.trim()).filter(Boolean).map(Number)))
  .pipe(
    z
      .array(z.number().int().min(1, '业态不正确').max(5, '业态不正确'))
      .min(1, '请选择业态')
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b).join(',')),
  )
