import {
  ApiOutlined,
  AppstoreOutlined,
  BgColorsOutlined,
  CodeOutlined,
  DatabaseOutlined,
  GiftOutlined,
  HomeOutlined,
  MessageOutlined,
  PayCircleOutlined,
  RocketOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
  WechatOutlined,
} from '@ant-design/icons'
import type { ComponentType } from 'react'

/** The icons a menu node may name in `attrAlias.icon`; an unknown name gets the generic one. */
const ICONS: Record<string, ComponentType> = {
  ApiOutlined,
  AppstoreOutlined,
  BgColorsOutlined,
  CodeOutlined,
  DatabaseOutlined,
  GiftOutlined,
  HomeOutlined,
  MessageOutlined,
  PayCircleOutlined,
  RocketOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
  WechatOutlined,
}

export const MenuIcon = ({ name }: { name: string }) => {
  const Icon = ICONS[name] ?? AppstoreOutlined
  return <Icon />
}
