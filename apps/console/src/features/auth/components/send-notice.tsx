import { Alert } from 'antd'
import type { SendNotice as Notice } from '../hooks/use-code-sender.js'
import { retryLine } from '../lib/send-limit.js'
import styles from './auth.module.css'

/** A refused send (30012 hours, days or by address): the message, and when to retry if the server says. */
export const SendNotice = ({ notice }: { notice: Notice | null }) =>
  notice ? (
    <Alert
      className={styles.notice}
      type="warning"
      showIcon
      role="alert"
      message={notice.message}
      description={notice.retryAt ? retryLine(notice.retryAt) : undefined}
    />
  ) : null
