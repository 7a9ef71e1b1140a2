import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, PictureOutlined, RedoOutlined, StrikethroughOutlined, UnderlineOutlined, UndoOutlined, UnorderedListOutlined, VideoCameraOutlined } from '@ant-design/icons'
import { mergeAttributes, Node } from '@tiptap/core'
import { Image } from '@tiptap/extension-image'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import { StarterKit } from '@tiptap/starter-kit'
import { UploadFileType } from '@yunying/contracts'
import { App, Button, Divider, Select, Tooltip } from 'antd'
import { useEffect, useRef, type ReactNode } from 'react'
import { RequestError } from '../lib/request.js'
import { uploadFile } from '../lib/upload-request.js'
import styles from './rich-text.module.css'

/** A block video (the service detail and the QR rules' description take video, DESIGN.md). */
const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  addAttributes: () => ({ src: { default: null } }),
  parseHTML: () => [{ tag: 'video[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['video', mergeAttributes(HTMLAttributes, { controls: 'controls', style: 'max-width:100%' })],
})

const upload = async (file: File, type: number) => {
  return (await uploadFile(file, type)).url
}

interface Props {
  value?: string
  onChange?: (html: string) => void
  disabled?: boolean
  placeholder?: string
  'aria-label'?: string
}

/**
 * The rich-text editor (TipTap 3, ADR 0008): headings, bold, italic, underline, strike, lists,
 * quote, links, images and videos uploaded through the console's upload route. The server
 * sanitises what is saved; a preview sanitises what it shows.
 */
export const RichTextEditor = ({ value, onChange, disabled, 'aria-label': label = '富文本内容' }: Props) => {
  const { message } = App.useApp()
  const imageInput = useRef<HTMLInputElement>(null)
  const videoInput = useRef<HTMLInputElement>(null)
  const valueRef = useRef(value)
  valueRef.current = value
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https'] } }), Image, Video],
    content: value ?? '',
    editable: !disabled,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'rich-text-content' } },
    // Only a change of the document is reported: the editor also runs transactions of its own once it is
    // created (its extensions' housekeeping), and reporting those would mark a form's untouched field as
    // changed, so a leave guard would ask about edits nobody made.
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML()
      if (html !== (valueRef.current ?? '')) onChange?.(html)
    },
  })
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      strike: e?.isActive('strike') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      heading: ([1, 2, 3] as const).find((level) => e?.isActive('heading', { level })) ?? 0,
    }),
  })

  // A value set from outside (the saved detail arriving) replaces the document; typing does not loop back.
  useEffect(() => {
    if (!editor) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false })
  }, [editor, value])
  useEffect(() => editor?.setEditable(!disabled), [editor, disabled])

  const insert = async (file: File | undefined, kind: 'image' | 'video') => {
    if (!file || !editor) return
    try {
      const src = await upload(file, kind === 'image' ? UploadFileType.image : UploadFileType.video)
      if (kind === 'image') editor.chain().focus().setImage({ src, alt: file.name }).run()
      else editor.chain().focus().insertContent({ type: 'video', attrs: { src } }).run()
    } catch (e) {
      message.error(e instanceof RequestError ? e.message : '上传失败，请重试')
    }
  }

  const setLink = () => {
    if (!editor) return
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://'
    const href = window.prompt('链接地址（http:// 或 https:// 开头，留空则取消链接）', previous)
    if (href === null) return
    if (!href.trim()) editor.chain().focus().extendMarkRange('link').unsetLink().run()
    else if (/^https?:\/\//i.test(href.trim())) editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run()
    else message.error('链接须以 http:// 或 https:// 开头')
  }

  const tool = (title: string, icon: ReactNode, run: () => void, active = false) => (
    <Tooltip title={title}>
      <Button type={active ? 'primary' : 'text'} size="small" icon={icon} aria-label={title} aria-pressed={active} disabled={disabled || !editor} onClick={run} />
    </Tooltip>
  )

  return (
    <div style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6 }}>
      {!disabled && (
        <div role="toolbar" aria-label="格式" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, padding: 4, borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)' }}>
          <Select
            size="small"
            aria-label="段落格式"
            style={{ width: 90 }}
            value={state?.heading ?? 0}
            onChange={(level: number) => (level ? editor?.chain().focus().toggleHeading({ level: level as 1 | 2 | 3 }).run() : editor?.chain().focus().setParagraph().run())}
            options={[
              { value: 0, label: '正文' },
              { value: 1, label: '标题 1' },
              { value: 2, label: '标题 2' },
              { value: 3, label: '标题 3' },
            ]}
          />
          {tool('粗体', <BoldOutlined />, () => editor?.chain().focus().toggleBold().run(), state?.bold)}
          {tool('斜体', <ItalicOutlined />, () => editor?.chain().focus().toggleItalic().run(), state?.italic)}
          {tool('下划线', <UnderlineOutlined />, () => editor?.chain().focus().toggleUnderline().run(), state?.underline)}
          {tool('删除线', <StrikethroughOutlined />, () => editor?.chain().focus().toggleStrike().run(), state?.strike)}
          <Divider type="vertical" />
          {tool('无序列表', <UnorderedListOutlined />, () => editor?.chain().focus().toggleBulletList().run(), state?.bullet)}
          {tool('有序列表', <OrderedListOutlined />, () => editor?.chain().focus().toggleOrderedList().run(), state?.ordered)}
          {tool('链接', <LinkOutlined />, setLink, state?.link)}
          {tool('插入图片', <PictureOutlined />, () => imageInput.current?.click())}
          {tool('插入视频', <VideoCameraOutlined />, () => videoInput.current?.click())}
          <Divider type="vertical" />
          {tool('撤销', <UndoOutlined />, () => editor?.chain().focus().undo().run())}
          {tool('重做', <RedoOutlined />, () => editor?.chain().focus().redo().run())}
          <input ref={imageInput} type="file" hidden accept="image/png,image/jpeg,image/gif,image/webp,image/bmp,image/svg+xml" aria-label="选择要插入的图片" onChange={(e) => void insert(e.target.files?.[0], 'image').finally(() => (e.target.value = ''))} />
          <input ref={videoInput} type="file" hidden accept="video/mp4,video/quicktime,video/webm" aria-label="选择要插入的视频" onChange={(e) => void insert(e.target.files?.[0], 'video').finally(() => (e.target.value = ''))} />
        </div>
      )}
      <EditorContent editor={editor} className={styles.content} style={{ minHeight: 200, padding: '4px 12px', maxHeight: 480, overflow: 'auto' }} />
    </div>
  )
}
