import { render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { userEvent } from 'vitest/browser'
import { Directory } from './directory.js'

// Real layout and real scrolling in Chromium: the setup's do-nothing scroll spies are put back.
beforeAll(() => {
  vi.mocked(Element.prototype.scrollTo).mockRestore()
  vi.mocked(window.scrollTo).mockRestore()
})

const items = [
  { id: 'basic', title: '基础信息' },
  { id: 'extra', title: '补充信息' },
  { id: 'attach', title: '附件' },
]

/** A 300 px box over a 500 px, a 400 px and a 100 px section: the last cannot reach the box's top. */
function Page() {
  const [box, setBox] = useState<HTMLDivElement | null>(null)
  return (
    <div style={{ display: 'flex' }}>
      <Directory items={items} container={box ?? undefined} />
      <div ref={setBox} data-testid="box" style={{ height: 300, overflow: 'auto', position: 'relative' }}>
        <section id="basic" style={{ height: 500 }}>基础信息</section>
        <section id="extra" style={{ height: 400 }}>补充信息</section>
        <section id="attach" style={{ height: 100 }}>附件</section>
      </div>
    </div>
  )
}

const link = (name: string) => screen.getByRole('link', { name })
const highlighted = () => screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'location').map((a) => a.textContent)
/** Two frames: a scroll made in one frame is announced (its scroll event) in the next. */
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
/** Keeps the page's only thread busy for `ms`, as a loaded machine does. */
const busy = (ms: number) => {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // busy
  }
}
/** Past the jump (300 ms; the box may reach its end before) and the scroll events it leaves behind. */
const settled = async (box: HTMLElement, top: number) => {
  await waitFor(() => expect(box.scrollTop).toBe(top))
  await new Promise((r) => setTimeout(r, 400))
  await frames()
}

describe('the directory of a scrolling box', () => {
  it('keeps the clicked section highlighted after the jump, though the box cannot bring it to the top', async () => {
    render(<Page />)
    const box = screen.getByTestId('box')
    await userEvent.click(link('附件'))
    expect(highlighted()).toEqual(['附件'])
    await settled(box, box.scrollHeight - box.clientHeight)
    expect(highlighted()).toEqual(['附件'])
  })

  it('keeps it highlighted on a busy machine, whose frames come too late for the jump to move in steps', async () => {
    render(<Page />)
    const box = screen.getByTestId('box')
    await userEvent.click(link('附件'))
    // The page is busy for longer than the jump: its next frame moves the box all the way at once.
    busy(400)
    await settled(box, box.scrollHeight - box.clientHeight)
    expect(highlighted()).toEqual(['附件'])
  })

  it('goes where the last click says when a second click comes during the first jump', async () => {
    render(<Page />)
    const box = screen.getByTestId('box')
    await userEvent.click(link('附件'))
    await userEvent.click(link('补充信息'))
    expect(highlighted()).toEqual(['补充信息'])
    await settled(box, 500)
    expect(highlighted()).toEqual(['补充信息'])
    // Nothing of the first jump moves the box afterwards.
    await new Promise((r) => setTimeout(r, 400))
    expect(box.scrollTop).toBe(500)
    expect(highlighted()).toEqual(['补充信息'])
  })

  it('follows the user’s own scrolling after a jump', async () => {
    render(<Page />)
    const box = screen.getByTestId('box')
    await userEvent.click(link('附件'))
    await settled(box, box.scrollHeight - box.clientHeight)
    box.scrollTop = 0
    await frames()
    expect(highlighted()).toEqual(['基础信息'])
    box.scrollTop = 520
    await frames()
    expect(highlighted()).toEqual(['补充信息'])
  })
})
