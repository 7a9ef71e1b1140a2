import { useSearchParams } from 'react-router-dom'
import { useConfigDetail } from '../api/get-config-detail.js'
import { ConfigEditor } from '../components/config-editor.js'
import { BRAND_CONFIG_PATH, brandConfigTitle } from '../lib/config-titles.js'

/**
 * /businessCenter/config/brand/edit?id={sellerId}&sellerName=&groupName=[&isPreview=true] (spec 2 §2):
 * the brand's configuration, titled 'brandName(groupName)'.
 */
export const BrandConfigEditPage = () => {
  const [params] = useSearchParams()
  const id = Number(params.get('id')) > 0 ? Number(params.get('id')) : null
  const detail = useConfigDetail('brand', id)
  // Opened without the names (a bookmark): the brand's own names from the server.
  const title =
    brandConfigTitle(params.get('sellerName'), params.get('groupName')) ??
    (detail.data ? brandConfigTitle(detail.data.ownerName, detail.data.groupName) : null) ??
    '编辑品牌配置'
  return <ConfigEditor kind="brand" id={id} title={title} readOnly={params.get('isPreview') === 'true'} listPath={BRAND_CONFIG_PATH} listTitle="品牌配置" />
}
