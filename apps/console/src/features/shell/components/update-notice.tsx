import { serviceTypeOfBrand } from '@yunying/contracts'
import { App, Button, Typography } from 'antd'
import DOMPurify from 'dompurify'
import { useEffect } from 'react'
import { useAccountStore } from '../../../shared/lib/account-store.js'
import { useUpdateNotice } from '../api/update-notice.js'
import { markNoticeRead, noticeBrandKey, readNoticeVersion, shouldShowNotice } from './update-notice-rules.js'

const KEY = 'update-notice'

/**
 * The update notice on /homePage (spec 1 §4), as a card in the lower right that does not block the page;
 * 我知道了 stores the version as read for the brand, closing it only hides it until the next visit.
 */
export const UpdateNotice = () => {
  const { notification } = App.useApp()
  const user = useAccountStore((s) => s.user)
  const brand = useAccountStore((s) => s.brand)
  const eligible = user?.adminType === 1 || user?.adminType === 2
  const notice = useUpdateNotice(serviceTypeOfBrand(brand?.brandType), eligible)
  const brandKey = noticeBrandKey(brand?.id)
  const data = notice.data

  useEffect(() => {
    if (!notice.isSuccess) return
    const show = Boolean(data) && shouldShowNotice(data!, { now: Date.now(), readVersion: readNoticeVersion(brandKey), adminType: user?.adminType })
    // The decision, readable by tests and tools: the notice is absent because it was decided so, not yet to come.
    document.body.dataset.updateNotice = show ? 'shown' : 'none'
    if (!show || !data) return
    notification.open({
      key: KEY,
      placement: 'bottomRight',
      duration: 0,
      message: data.title,
      description: (
        <div data-testid="update-notice">
          <Typography.Text type="secondary">
            版本 {data.versions_num} · {data.created_at.slice(0, 10)}
          </Typography.Text>
          <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(data.content) }} />
        </div>
      ),
      btn: (
        <Button
          type="primary"
          size="small"
          onClick={() => {
            markNoticeRead(brandKey, data.versions_num)
            notification.destroy(KEY)
          }}
        >
          我知道了
        </Button>
      ),
    })
    return () => notification.destroy(KEY)
  }, [notice.isSuccess, data, brandKey, user?.adminType, notification])

  return null
}
