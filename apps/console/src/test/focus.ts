import { expect } from 'vitest'
import { userEvent as keys } from 'vitest/browser'

/** Longer than antd's closing motion (0.3 s): at its end antd's dialog and drawer used to hand focus back to the opener. */
export const PAST_THE_MOTION_MS = 700

/** Waits past antd's opening or closing motion. */
export const pastTheMotion = () => new Promise((r) => setTimeout(r, PAST_THE_MOTION_MS))

/**
 * After a dialog or drawer closed: the user tabs on from its opener right away to `next` (the element after
 * the opener) and types; waiting past the motion changes nothing, focus and the typed text stay there.
 */
export const tabOnAndType = async (next: HTMLElement) => {
  await keys.tab()
  expect(document.activeElement).toBe(next)
  await pastTheMotion()
  // Asked before typing: the browser's keyboard of the test types into the element it last focused.
  expect(document.activeElement).toBe(next)
  await keys.keyboard('蜀香')
  expect(next).toHaveValue('蜀香')
  expect(document.activeElement).toBe(next)
}
