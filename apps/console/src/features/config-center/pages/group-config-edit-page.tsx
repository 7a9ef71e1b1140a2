import { useSearchParams } from 'react-router-dom'
import { ConfigEditor } from '../components/config-editor.js'
import { GROUP_CONFIG_PATH, groupConfigTitle } from '../lib/config-titles.js'

/** /businessCenter/config/group/edit?id=&groupName=[&isPreview=true] (spec 2 §2): a near copy of the brand editor, titled by the group's name or 集团配置. */
export const GroupConfigEditPage = () => {
  const [params] = useSearchParams()
  const id = Number(params.get('id')) > 0 ? Number(params.get('id')) : null
  return <ConfigEditor kind="group" id={id} title={groupConfigTitle(params.get('groupName'))} readOnly={params.get('isPreview') === 'true'} listPath={GROUP_CONFIG_PATH} listTitle="集团配置" />
}
