import { AlipayCircleOutlined, ReadOutlined, ShopOutlined, TikTokOutlined, WechatOutlined } from '@ant-design/icons'
import { connect, mapReadPretty } from '@formily/react'
import { Space, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { DEFAULTS } from '../../core/constants.js'
import type { MessageKey } from '../../core/locale.js'
import { useFormKit } from '../../core/provider.js'
import { CheckboxList } from '../options/checkbox-list.js'

/** The marketing channel codes of spec 1 §3. */
export const MARKETING_CHANNEL_CODES = {
  wechat: 1,
  alipay: 2,
  douyin: 5,
  pos: 6,
  xiaohongshu: 11,
} as const

/** A channel in the checkbox. */
export interface ChannelOption {
  value: number
  label: ReactNode
  icon?: ReactNode
  disabled?: boolean
  /** Disabled and tagged 即将上线. */
  comingSoon?: boolean
}

const CHANNELS: Array<{ value: number; key: MessageKey; icon: ReactNode }> = [
  { value: 1, key: 'channelWechat', icon: <WechatOutlined style={{ color: '#07c160' }} /> },
  { value: 2, key: 'channelAlipay', icon: <AlipayCircleOutlined style={{ color: '#1677ff' }} /> },
  { value: 6, key: 'channelPos', icon: <ShopOutlined style={{ color: '#fa8c16' }} /> },
  { value: 5, key: 'channelDouyin', icon: <TikTokOutlined /> },
  { value: 11, key: 'channelXiaohongshu', icon: <ReadOutlined style={{ color: '#ff2442' }} /> },
]

/** Props of `ChannelCheckbox`. */
export interface ChannelCheckboxProps {
  value?: number[]
  onChange?: (value: number[]) => void
  /** Replaces the five default channels. */
  options?: ChannelOption[]
  /** Codes shown but not selectable. */
  disabledCodes?: number[]
  /** Codes shown disabled with the 即将上线 tag. */
  comingSoonCodes?: number[]
  disabled?: boolean
}

function useChannelOptions({ options, disabledCodes = [], comingSoonCodes = [] }: ChannelCheckboxProps): ChannelOption[] {
  const { t } = useFormKit()
  const base: ChannelOption[] = options ?? CHANNELS.map(({ value, key, icon }) => ({ value, label: t(key), icon }))
  return base.map((option) => ({
    ...option,
    comingSoon: option.comingSoon || comingSoonCodes.includes(option.value),
    disabled: option.disabled || disabledCodes.includes(option.value),
  }))
}

function ChannelCheckboxBase(props: ChannelCheckboxProps) {
  const { t } = useFormKit()
  const options = useChannelOptions(props)
  return (
    <CheckboxList
      items={options.map((option) => ({
        value: option.value,
        disabled: option.disabled || option.comingSoon,
        label: (
          <Space size={4}>
            {option.icon}
            {option.label}
            {option.comingSoon ? <Tag color="orange">{t('comingSoon')}</Tag> : null}
          </Space>
        ),
      }))}
      value={props.value}
      onChange={props.onChange}
      disabled={props.disabled}
      wrap={(boxes) => (
        <Space wrap size={16}>
          {boxes}
        </Space>
      )}
    />
  )
}

function ChannelPreview(props: ChannelCheckboxProps) {
  const options = useChannelOptions(props)
  const chosen = options.filter((option) => props.value?.includes(option.value))
  if (chosen.length === 0) return <Typography.Text>{DEFAULTS.emptyText}</Typography.Text>
  return (
    <Space wrap>
      {chosen.map((option) => (
        <Space key={option.value} size={4}>
          {option.icon}
          {option.label}
        </Space>
      ))}
    </Space>
  )
}

/** The marketing channel checkbox: WeChat, Alipay, POS, Douyin and Xiaohongshu, with icons. */
export const ChannelCheckbox = connect(ChannelCheckboxBase, mapReadPretty(ChannelPreview))
