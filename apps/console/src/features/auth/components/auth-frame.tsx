import { Card, Typography } from 'antd'
import type { ReactNode } from 'react'
import styles from './auth.module.css'

/** The frame of every sign-in screen: the platform's name above one card. */
export const AuthFrame = ({ children }: { children: ReactNode }) => (
  <div className={styles.page}>
    <div className={styles.column}>
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden>
          运
        </span>
        <Typography.Title level={3} className={styles.brandName}>
          运营平台
        </Typography.Title>
      </div>
      <Card className={styles.card} variant="borderless">
        {children}
      </Card>
      <Typography.Paragraph type="secondary" className={styles.copyright}>
        商户运营管理后台
      </Typography.Paragraph>
    </div>
  </div>
)
