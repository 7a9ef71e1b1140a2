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

/** The icon names a menu node may choose, for the menu editor's choice. */
export const MENU_ICON_NAMES = Object.keys(ICONS)

export const MenuIcon = ({ name }: { name: string }) => {
  const Icon = ICONS[name] ?? AppstoreOutlined
  return <Icon />
}
