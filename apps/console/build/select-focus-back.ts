import type { Plugin } from 'vite'

/** rc-select's BaseSelect (antd's Select), as the build and the dependency optimizer read it. */
const BASE_SELECT = /[\\/]rc-select[\\/](?:es|lib)[\\/]BaseSelect[\\/]index\.js$/
/** After a mouse-down in its list, a select takes the focus back on the next task unless the list holds it. */
const FOCUS_BACK = 'if (!mobile && !popupElement.contains(document.activeElement)) {'
/** …only if the focus went nowhere: a control the person has moved on to in the meantime keeps it. */
const FOCUS_BACK_IF_LOST = 'if (!mobile && !popupElement.contains(document.activeElement) && (document.activeElement === null || document.activeElement === document.body)) {'

/**
 * antd's Select gives the focus back to itself one task after a mouse-down in its option list, unless
 * the focus is inside the list. On a busy machine that task runs after the next click: a person picks
 * an option and clicks the next select, which opens, then loses the focus to the first and closes
 * (issue 24; a journey waited 12 minutes for the second list). Patched where the code is read, in the
 * console's build and in the optimizer of the screen tests: the select takes the focus back only when
 * it went nowhere (the page's body). A version of rc-select without this line fails the build, so the
 * fix cannot silently drop out with an upgrade (`select-focus.test.tsx` shows the race).
 */
export const selectFocusBack = (): Plugin => ({
  name: 'yunying:select-focus-back',
  transform(code, id) {
    if (!BASE_SELECT.test(id)) return null
    if (!code.includes(FOCUS_BACK)) throw new Error(`${id}: rc-select changed; check whether it still takes the focus back after a click elsewhere (select-focus-back.ts)`)
    return { code: code.replace(FOCUS_BACK, FOCUS_BACK_IF_LOST), map: null }
  },
})
