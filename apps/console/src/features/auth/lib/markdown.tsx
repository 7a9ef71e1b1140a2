import { Fragment, type ReactNode } from 'react'

/**
 * A small Markdown reader for the legal pages: headings, paragraphs, lists, **bold** and `code`.
 * It builds React elements from text, so nothing in the document can become HTML or script.
 */
export type MarkdownBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; text: string }

const HEADING = /^(#{1,6})\s+(.*)$/
const BULLET = /^\s*[-*+]\s+(.*)$/
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/
const QUOTE = /^\s*>\s?(.*)$/

export const parseMarkdown = (source: string): MarkdownBlock[] => {
  const blocks: MarkdownBlock[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') })
    paragraph = []
  }
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd()
    const heading = HEADING.exec(line)
    const bullet = BULLET.exec(line)
    const numbered = bullet ? null : NUMBERED.exec(line)
    const quote = QUOTE.exec(line)
    if (!line.trim()) {
      flush()
    } else if (quote) {
      flush()
      const last = blocks.at(-1)
      if (last?.kind === 'quote') last.text += ` ${quote[1]!}`
      else blocks.push({ kind: 'quote', text: quote[1]! })
    } else if (heading) {
      flush()
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]!.replace(/\s#+$/, '') })
    } else if (bullet || numbered) {
      flush()
      const ordered = Boolean(numbered)
      const text = (bullet ?? numbered)![1]!
      const last = blocks.at(-1)
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(text)
      else blocks.push({ kind: 'list', ordered, items: [text] })
    } else {
      const last = blocks.at(-1)
      // A line indented under a list item continues it.
      if (!paragraph.length && last?.kind === 'list' && /^\s+/.test(raw)) last.items[last.items.length - 1] += ` ${line.trim()}`
      else paragraph.push(line.trim())
    }
  }
  flush()
  return blocks
}

const INLINE = /(\*\*[^*]+\*\*|`[^`]+`)/g

const inline = (text: string): ReactNode[] =>
  text.split(INLINE).map((part, i) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={i}>{part.slice(2, -2)}</strong>
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2) return <code key={i}>{part.slice(1, -1)}</code>
    return <Fragment key={i}>{part}</Fragment>
  })

export const MarkdownBlocks = ({ blocks }: { blocks: MarkdownBlock[] }) => (
  <>
    {blocks.map((block, i) => {
      if (block.kind === 'heading') {
        const Tag = `h${block.level}` as 'h2'
        return <Tag key={i}>{inline(block.text)}</Tag>
      }
      if (block.kind === 'list') {
        const List = block.ordered ? 'ol' : 'ul'
        return (
          <List key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{inline(item)}</li>
            ))}
          </List>
        )
      }
      if (block.kind === 'quote') return <blockquote key={i}>{inline(block.text)}</blockquote>
      return <p key={i}>{inline(block.text)}</p>
    })}
  </>
)

export const Markdown = ({ source }: { source: string }) => <MarkdownBlocks blocks={parseMarkdown(source)} />
