import type { MenuPreviewNode } from '@yunying/contracts'
import { Card, Empty, Menu, Space, Tag, Typography, type MenuProps } from 'antd'
import { useState } from 'react'
import { MenuIcon } from '../../../shared/ui/menu-icons.js'
import { SearchSelect } from '../../../shared/ui/search-select.js'
import { roleOptionsQuery, type RoleOption } from '../api/find-role-options.js'
import { useMenuPreview } from '../api/menu-preview.js'

/** The shell's own icon for a menu node (the generic one for an unknown name). */
const iconOf = (name: string) => <MenuIcon name={name} />

const toItems = (nodes: MenuPreviewNode[]): NonNullable<MenuProps['items']> =>
  nodes.map((n) =>
    n.children.length > 0
      ? { key: n.id, icon: iconOf(n.icon), label: n.name, children: toItems(n.children) }
      : {
          key: n.id,
          icon: iconOf(n.icon),
          label: (
            <Space size={4} title={n.path}>
              {n.name}
              {n.codes.length > 0 ? <Tag style={{ marginInlineEnd: 0 }}>{n.codes.length} 个按钮</Tag> : null}
            </Space>
          ),
        },
  )

const allCodes = (nodes: MenuPreviewNode[]): string[] => nodes.flatMap((n) => [...n.codes, ...allCodes(n.children)])
const allKeys = (nodes: MenuPreviewNode[]): string[] => nodes.flatMap((n) => (n.children.length ? [String(n.id), ...allKeys(n.children)] : []))

const roleIdOf = (role: RoleOption) => role.id
const roleLabelOf = (role: RoleOption) => (role.status === 1 ? role.name : `${role.name}（停用）`)
const roleMatches = (role: RoleOption, text: string) => role.name.toLowerCase().includes(text.toLowerCase())

/** The menu a chosen role would see, as the shell's side menu shows it, with the button codes it holds. */
export const MenuPreview = () => {
  const [roleId, setRoleId] = useState<number | undefined>()
  const preview = useMenuPreview(roleId)
  const tree = preview.data ?? []
  return (
    <Card size="small" title="菜单预览" extra={
        <SearchSelect
          query={roleOptionsQuery}
          valueOf={roleIdOf}
          labelOf={roleLabelOf}
          matches={roleMatches}
          aria-label="预览角色"
          placeholder="输入角色名称搜索"
          emptyText="暂无角色"
          style={{ width: 200 }}
          value={roleId}
          onChange={(id) => setRoleId(id)}
        />
      }>
      {!roleId ? (
        <Empty description="选择一个角色，查看它看到的菜单" />
      ) : !preview.data ? null : tree.length === 0 ? (
        <Empty description="该角色看不到任何菜单" />
      ) : (
        <div data-testid="menu-preview">
          <Menu key={`${roleId}-${preview.dataUpdatedAt}`} mode="inline" selectable={false} defaultOpenKeys={allKeys(tree)} items={toItems(tree)} style={{ borderInlineEnd: 0 }} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            按钮权限：{allCodes(tree).join('、') || '无'}
          </Typography.Paragraph>
        </div>
      )}
    </Card>
  )
}
