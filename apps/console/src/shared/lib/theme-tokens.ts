import { theme, type ThemeConfig } from 'antd'
import { DARK_BACKGROUND, type ThemeMode } from './theme-store.js'

/**
 * The console's antd theme, one per mode, with every text colour at WCAG 2 AA contrast (4.5:1) against
 * the surfaces it is drawn on (docs/accessibility.md). antd's default blue #1677ff reaches only 4.1:1
 * against white and its dark-mode blue 3.2:1 against #222, so:
 * - light: a deeper blue (#0958d9, 6.0:1 either way round) for primary buttons, links, tabs and focus;
 *   deeper status colours for error/success/warning text;
 * - dark: primary fills stay deep enough for white text (#1554ad), while text drawn in the primary or
 *   link colour on the dark surfaces uses a light blue (#69b1ff); secondary text is lifted too.
 */
const LIGHT: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    colorError: '#cf1322',
    colorErrorText: '#cf1322',
    colorSuccess: '#237804',
    colorSuccessText: '#237804',
    colorWarning: '#ad4e00',
    colorWarningText: '#ad4e00',
    colorTextTertiary: 'rgba(0, 0, 0, 0.56)',
    colorTextDescription: 'rgba(0, 0, 0, 0.56)',
    // Placeholders, empty states (暂无数据) and the values of disabled selects are read too: 4.6:1, not antd's 1.8:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.54)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.58)',
    // Tag text is a preset colour's shade 7 on its shade 1: one shade deeper reaches 4.5:1.
    colorWarningBg: '#fff7e6',
    green7: '#237804',
    orange7: '#ad4e00',
    volcano7: '#ad2102',
    red7: '#a8071a',
    gold7: '#ad6800',
    cyan7: '#006d75',
    blue7: '#003eb3',
    geekblue7: '#10239e',
    purple7: '#391085',
    magenta7: '#9e1068',
    lime7: '#3f6600',
  },
  components: {
    Empty: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
  },
}

const DARK_PRIMARY_TEXT = '#69b1ff'

const DARK: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorBgBase: DARK_BACKGROUND,
    colorBgLayout: DARK_BACKGROUND,
    colorPrimary: '#1554ad',
    colorInfo: '#1554ad',
    colorPrimaryText: DARK_PRIMARY_TEXT,
    colorPrimaryTextHover: '#91caff',
    colorPrimaryTextActive: DARK_PRIMARY_TEXT,
    // A seed: the dark algorithm derives the link colour from it (#91caff gives about 4.9:1 on the #363636 cards).
    colorLink: '#91caff',
    colorLinkHover: '#91caff',
    colorLinkActive: DARK_PRIMARY_TEXT,
    colorError: '#a61d24',
    colorErrorText: '#ff7875',
    colorSuccessText: '#73d13d',
    colorWarningText: '#ffc53d',
    colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
    colorTextDescription: 'rgba(255, 255, 255, 0.62)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.58)',
    // Disabled values sit on the #464646 disabled fill: 0.62 gives 4.9:1 there.
    colorTextDisabled: 'rgba(255, 255, 255, 0.62)',
    // Tag text is a preset's shade 7 on its shade 1; the dark palettes' purple (#854eca on #1a1325, 3.4:1, the
    // brand list's 停用 tag) and geekblue (4.2:1) fall short: their shade 8 reads at 5.7:1 and 6.9:1.
    purple7: '#ab7ae0',
    geekblue7: '#7f9ef3',
  },
  components: {
    Tabs: { itemSelectedColor: DARK_PRIMARY_TEXT, itemHoverColor: '#91caff', itemActiveColor: DARK_PRIMARY_TEXT },
    Menu: { itemSelectedColor: DARK_PRIMARY_TEXT },
    Pagination: { itemActiveColor: DARK_PRIMARY_TEXT },
    Empty: { colorTextDisabled: 'rgba(255, 255, 255, 0.62)' },
    // Danger text and link buttons (停业, 删除) are drawn in colorError: the light red reads at 4.8:1 on the
    // #363636 cards; filled danger buttons then take dark text (8:1 on that red) instead of white.
    Button: { colorError: '#ff7875', colorErrorHover: '#ffa39e', colorErrorActive: '#ff4d4f', colorErrorBg: 'rgba(255, 120, 117, 0.12)', dangerColor: '#141414' },
  },
}

export const themeConfig = (mode: ThemeMode): ThemeConfig => (mode === 'dark' ? DARK : LIGHT)
