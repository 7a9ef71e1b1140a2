import { AppstoreOutlined } from '@ant-design/icons'
import { Avatar } from 'antd'

/** A service's icon, or a neutral placeholder for a service saved without one. */
export const ServiceIcon = ({ src, name, size = 28 }: { src: string; name: string; size?: number }) =>
  src ? <Avatar shape="square" size={size} src={src} alt={`${name}图标`} /> : <Avatar shape="square" size={size} icon={<AppstoreOutlined />} aria-label={`${name}（无图标）`} />
