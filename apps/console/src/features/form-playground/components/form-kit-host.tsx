import { FormKitProvider } from '@yunying/form-kit'
import type { ReactNode } from 'react'
import { demoActivitySource, demoCouponSource } from '../lib/demo-marketing.js'
import { CONSOLE_UPLOAD_PATH, consoleUploadRequest } from '../../../shared/lib/upload-request.js'

/** form-kit configured for the console: uploads through the request layer, demonstration picker data. */
export const FormKitHost = ({ children }: { children: ReactNode }) => (
  <FormKitProvider
    locale="zh-CN"
    uploadUrl={CONSOLE_UPLOAD_PATH}
    uploadRequest={consoleUploadRequest}
    couponSource={demoCouponSource}
    activitySource={demoActivitySource}
  >
    {children}
  </FormKitProvider>
)
