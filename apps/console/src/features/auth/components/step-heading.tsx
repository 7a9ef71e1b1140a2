import { LeftOutlined } from '@ant-design/icons'
import { Button, Typography } from 'antd'
import type { ReactNode } from 'react'
import styles from './auth.module.css'

/** A step's title, with 返回 when there is a step to go back to. */
export const StepHeading = ({ title, onBack }: { title: ReactNode; onBack?: () => void }) => (
  <div className={styles.heading}>
    {onBack ? (
      <Button type="link" size="small" icon={<LeftOutlined />} onClick={onBack} className={styles.back}>
        返回
      </Button>
    ) : null}
    <Typography.Title level={4}>{title}</Typography.Title>
  </div>
)
