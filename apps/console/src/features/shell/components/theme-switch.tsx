import { MoonOutlined, SunOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { t } from '../../../shared/i18n/messages.js'
import { useThemeStore } from '../../../shared/lib/theme-store.js'

/** Light or dark (spec 1 §4): persisted, transitions off for 300 ms while switching. */
export const ThemeSwitch = () => {
  const { mode, toggle } = useThemeStore()
  const label = mode === 'dark' ? t('lightTheme') : t('darkTheme')
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />} onClick={toggle} />
    </Tooltip>
  )
}
