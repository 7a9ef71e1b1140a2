import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// jsdom lacks the layout APIs that antd and the directory reach for.
afterEach(() => cleanup())

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false, media: query, onchange: null,
      addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn(),
    }),
  })
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub })

// Spies that do nothing (jsdom has no such methods on elements): a test that scrolls for real, in
// Chromium, restores them (`mockRestore`).
Element.prototype.scrollTo ??= () => {}
Element.prototype.scrollIntoView ??= () => {}
vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
vi.spyOn(Element.prototype, 'scrollTo').mockImplementation(() => {})
vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {})

// antd measures scrollbars through pseudo-element styles, which jsdom does not implement.
const originalGetComputedStyle = window.getComputedStyle.bind(window)
window.getComputedStyle = (element: Element) => originalGetComputedStyle(element)

// findBy*/waitFor wait up to 15 s on a busy machine (the console's screen tests measured why: a load of
// 47). A wait ends as soon as what it asks for is there.
configure({ asyncUtilTimeout: 15_000 })
