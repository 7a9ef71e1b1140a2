/** The editors' titles (spec 2 §2), from the query the lists open them with. */

const hasGroup = (groupName: string | null) => Boolean(groupName) && groupName !== 'null'

/** 'brandName(groupName)', only the brand name when groupName is empty or the string 'null'. */
export const brandConfigTitle = (sellerName: string | null, groupName: string | null): string | null => {
  if (!sellerName) return null
  return hasGroup(groupName) ? `${sellerName}(${groupName})` : sellerName
}

/** The group's name, or 集团配置. */
export const groupConfigTitle = (groupName: string | null): string => (hasGroup(groupName) ? groupName! : '集团配置')

export const BRAND_CONFIG_PATH = '/businessCenter/config/brand'
export const GROUP_CONFIG_PATH = '/businessCenter/config/group'

/** The editor's address as the lists open it: `?id=&sellerName=&groupName=` (and `&isPreview=true` to view). */
export const brandEditorPath = (row: { sellerId: number; sellerName: string; groupName: string }, preview: boolean) =>
  `${BRAND_CONFIG_PATH}/edit?${new URLSearchParams({ id: String(row.sellerId), sellerName: row.sellerName, groupName: row.groupName || 'null', ...(preview ? { isPreview: 'true' } : {}) }).toString()}`

export const groupEditorPath = (row: { groupId: number; groupName: string }, preview: boolean) =>
  `${GROUP_CONFIG_PATH}/edit?${new URLSearchParams({ id: String(row.groupId), groupName: row.groupName, ...(preview ? { isPreview: 'true' } : {}) }).toString()}`
