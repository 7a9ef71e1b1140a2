import { CONFIG_STATUS } from '@yunying/contracts'
import { Tag } from 'antd'

/** 未配置 (0) / 已配置 (otherwise), spec 2 §4. */
export const ConfigStatusTag = ({ status }: { status: number }) => (status === 0 ? <Tag>{CONFIG_STATUS[0]}</Tag> : <Tag color="green">{CONFIG_STATUS[1]}</Tag>)

export const CONFIG_STATUS_OPTIONS = [
  { value: 0, label: CONFIG_STATUS[0] },
  { value: 1, label: CONFIG_STATUS[1] },
]

/** Ids are positive whole numbers; ten digits keep the filter a safe integer. */
export const digitsOnly = (value: string | undefined) => (value ?? '').replace(/\D/g, '').slice(0, 10)
