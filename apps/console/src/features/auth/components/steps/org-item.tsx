import { LoadingOutlined, RightOutlined } from '@ant-design/icons'
import { Avatar } from 'antd'
import type { ReactNode } from 'react'
import styles from './org-list.module.css'

interface OrgItemProps {
  name: string
  image: string | undefined
  extra?: ReactNode
  busy?: boolean
  disabled?: boolean
  onClick(): void
}

/** One choice in steps 7 and 8: the image (or the name's first character), the name and a line under it. */
export const OrgItem = ({ name, image, extra, busy, disabled, onClick }: OrgItemProps) => (
  <button type="button" className={styles.item} onClick={onClick} disabled={disabled} aria-busy={busy || undefined}>
    <Avatar shape="square" size={44} src={image || undefined} alt="" style={{ background: image ? 'transparent' : '#1677ff', flex: 'none' }}>
      {name.slice(0, 1)}
    </Avatar>
    <span className={styles.text}>
      <span className={styles.name}>{name}</span>
      {extra}
    </span>
    {busy ? <LoadingOutlined className={styles.arrow} /> : <RightOutlined className={styles.arrow} />}
  </button>
)
