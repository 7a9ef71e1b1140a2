import { useEffect, useRef, useState, type ReactNode } from 'react'
import { DEFAULTS } from '../core/constants.js'
import { useFormKit } from '../core/provider.js'
import { findActiveSection, scrollTopOf, scrollToSection, type ScrollContainer } from './scroll-to-section.js'

/** An entry of the directory: the id of a section (see `FormSection`) and its title. */
export interface DirectoryItem {
  id: string
  title: ReactNode
}

/** Props of `Directory`. */
export interface DirectoryProps {
  items: DirectoryItem[]
  /** Default 180 px. */
  width?: number
  /** Default the window. */
  container?: ScrollContainer
  /** Space left above a section when scrolling to it, for a fixed header. */
  offset?: number
}

/** A jump to a clicked entry: running until `restsAt` (where it left the container) is known. */
interface Jump {
  stop: AbortController
  restsAt?: number
}

/**
 * The side list of sections: click to scroll there in 300 ms; the visible section is highlighted.
 * A clicked entry stays highlighted during its jump and after it, until the user scrolls elsewhere,
 * even when the container cannot bring its section to the top (the last, short ones) and whenever
 * the jump's scroll events arrive: on a busy machine the last of them comes after the jump ended.
 */
export function Directory({ items, width = DEFAULTS.directoryWidth, container, offset = 0 }: DirectoryProps) {
  const { t } = useFormKit()
  const [active, setActive] = useState(items[0]?.id)
  const jump = useRef<Jump | null>(null)
  const ids = items.map((item) => item.id).join('\n')

  useEffect(() => {
    const target = container ?? window
    const list = ids.split('\n')
    const update = () => {
      const current = jump.current
      if (current) {
        // The jump's own scrolling, including its last move announced after it ended.
        if (current.restsAt === undefined || Math.abs(scrollTopOf(target) - current.restsAt) < 1) return
        jump.current = null
      }
      setActive(findActiveSection(list, target, offset))
    }
    // A new list (a wizard's next step) or container: the highlight follows where the box is now.
    update()
    target.addEventListener('scroll', update, { passive: true })
    return () => target.removeEventListener('scroll', update)
  }, [ids, container, offset])

  const go = async (id: string) => {
    jump.current?.stop.abort()
    const current: Jump = { stop: new AbortController() }
    jump.current = current
    setActive(id)
    const target = container ?? window
    await scrollToSection(id, { container: target, offset, signal: current.stop.signal })
    if (jump.current === current) current.restsAt = scrollTopOf(target)
  }

  return (
    <nav aria-label={t('directory')} style={{ width, flex: `0 0 ${width}px`, position: 'sticky', top: 16, alignSelf: 'flex-start' }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, borderLeft: '2px solid #f0f0f0' }}>
        {items.map((item) => {
          const current = item.id === active
          return (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                aria-current={current ? 'location' : undefined}
                onClick={(event) => {
                  event.preventDefault()
                  void go(item.id)
                }}
                style={{
                  display: 'block',
                  padding: '4px 12px',
                  marginLeft: -2,
                  borderLeft: `2px solid ${current ? '#1677ff' : 'transparent'}`,
                  color: current ? '#1677ff' : 'inherit',
                }}
              >
                {item.title}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
