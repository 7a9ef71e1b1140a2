import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'

// antd reads these; jsdom lacks them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}

// findBy*/waitFor wait up to 5 s on a busy CI machine.
configure({ asyncUtilTimeout: 5000 })
