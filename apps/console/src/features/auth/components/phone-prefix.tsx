import { MobileOutlined } from '@ant-design/icons'
import styles from './auth.module.css'

/** The phone field's prefix: the default country code, +86 (spec 1 §9). */
export const PhonePrefix = () => (
  <span className={styles.phonePrefix}>
    <MobileOutlined /> +86
  </span>
)
