import { DEFAULTS } from '../core/constants.js'

/** Where the layout scrolls: the window, or a scrolling element. */
export type ScrollContainer = Window | HTMLElement

// `instanceof Window` fails across realms (iframes, jsdom), a window's `window` is itself.
const isWindow = (container: ScrollContainer): container is Window => (container as Window).window === container

/** How far the container is scrolled. */
export function scrollTopOf(container: ScrollContainer): number {
  return isWindow(container) ? container.scrollY : container.scrollTop
}

function topOf(container: ScrollContainer): number {
  return isWindow(container) ? 0 : container.getBoundingClientRect().top
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)

/**
 * Scrolls the container so that the element with `id` is at its top, animated over `duration`
 * (300 ms by default). Resolves when the animation ends; false when there is no such element or
 * `signal` stopped it (a newer jump takes over from there).
 */
export function scrollToSection(
  id: string,
  {
    container = window,
    duration = DEFAULTS.scrollDuration,
    offset = 0,
    signal,
  }: { container?: ScrollContainer; duration?: number; offset?: number; signal?: AbortSignal } = {},
): Promise<boolean> {
  const target = document.getElementById(id)
  if (!target) return Promise.resolve(false)
  const from = scrollTopOf(container)
  const to = from + target.getBoundingClientRect().top - topOf(container) - offset
  const started = performance.now()
  return new Promise((resolve) => {
    const step = (now: number) => {
      if (signal?.aborted) return resolve(false)
      const progress = duration <= 0 ? 1 : Math.min(1, (now - started) / duration)
      container.scrollTo({ top: from + (to - from) * easeInOut(progress) })
      if (progress < 1) requestAnimationFrame(step)
      else resolve(true)
    }
    requestAnimationFrame(step)
  })
}

/**
 * The section being read: the last one whose top has passed the top of the container (plus
 * `offset`), or the first section when none has.
 */
export function findActiveSection(ids: readonly string[], container: ScrollContainer = window, offset = 0): string | undefined {
  const limit = topOf(container) + offset + 1
  let active = ids[0]
  for (const id of ids) {
    const element = document.getElementById(id)
    if (element && element.getBoundingClientRect().top <= limit) active = id
  }
  return active
}
