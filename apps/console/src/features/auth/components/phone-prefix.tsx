import { MobileOutlined } from '@ant-design/icons'
import { theme } from 'antd'
import styles from './auth.module.css'

/** The phone field's prefix: the default country code, +86 (spec 1 §9), in the theme's secondary text colour. */
export const PhonePrefix = () => {
  const { token } = theme.useToken()
  return (
    <span className={styles.phonePrefix} style={{ color: token.colorTextSecondary, borderRightColor: token.colorBorder }}>
      <MobileOutlined /> +86
    </span>
  )
}
