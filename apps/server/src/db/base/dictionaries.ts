/** The industries of each brand type (base data: the brand form needs them). brandType: 2 餐饮, 66 餐饮2.0, 18 烘焙, 70 新正餐, 68 品牌加盟. */
export const BRAND_INDUSTRIES: Array<{ brandType: number; names: string[] }> = [
  { brandType: 2, names: ['中式正餐', '火锅', '快餐简餐', '茶饮'] },
  { brandType: 66, names: ['茶饮', '轻食', '正餐', '咖啡'] },
  { brandType: 18, names: ['面包', '蛋糕', '西点'] },
  { brandType: 70, names: ['中式正餐', '西式正餐'] },
  { brandType: 68, names: ['加盟茶饮', '加盟烘焙'] },
]

