import { useEffect, useRef, useState, type ReactNode } from 'react'
import { DEFAULTS } from '../core/constants.js'
import { useFormKit } from '../core/provider.js'
import { findActiveSection, scrollToSection, type ScrollContainer } from './scroll-to-section.js'

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

/** The side list of sections: click to scroll there in 300 ms; the visible section is highlighted. */
export function Directory({ items, width = DEFAULTS.directoryWidth, container, offset = 0 }: DirectoryProps) {
  const { t } = useFormKit()
  const [active, setActive] = useState(items[0]?.id)
  const scrolling = useRef(false)
  const ids = items.map((item) => item.id).join('\n')

  useEffect(() => {
    const target = container ?? window
    const list = ids.split('\n')
    const update = () => {
      // While an animated jump runs, the clicked entry stays highlighted.
      if (!scrolling.current) setActive(findActiveSection(list, target, offset))
    }
    target.addEventListener('scroll', update, { passive: true })
    return () => target.removeEventListener('scroll', update)
  }, [ids, container, offset])

  const go = async (id: string) => {
    setActive(id)
    scrolling.current = true
    await scrollToSection(id, { container: container ?? window, offset })
    scrolling.current = false
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
