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

// findBy*/waitFor wait up to 15 s on a busy machine: at a load of 47 a save's navigation took longer than
// the former 5 s. A wait ends as soon as what it asks for is there.
configure({ asyncUtilTimeout: 15_000 })
