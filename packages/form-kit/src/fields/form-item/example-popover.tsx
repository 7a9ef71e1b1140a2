import { Button, Popover, type TooltipProps } from 'antd'
import type { ReactNode } from 'react'
import { DEFAULTS } from '../../core/constants.js'
import { useFormKit } from '../../core/provider.js'
import { sanitizeHtml } from '../../core/sanitize-html.js'

/** An example shown in a popover beside a field: an image or a fragment of HTML. */
export interface FieldExample {
  type: 'image' | 'html'
  /** The image address, or the HTML (sanitised with DOMPurify before it is shown). */
  content: string
  title?: ReactNode
  /** Default `right`. */
  placement?: TooltipProps['placement']
  /** Popover width in pixels; default 300. */
  width?: number
  /** Default `hover`. */
  trigger?: 'hover' | 'click'
  /** Default 查看示例. */
  buttonText?: ReactNode
}

/** The 查看示例 link and its popover. */
export function ExamplePopover({ example }: { example: FieldExample }) {
  const { t } = useFormKit()
  const width = example.width ?? DEFAULTS.examplePopoverWidth
  const body =
    example.type === 'image' ? (
      <img src={example.content} alt={typeof example.title === 'string' ? example.title : ''} style={{ width: '100%' }} />
    ) : (
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(example.content) }} />
    )
  return (
    <Popover
      title={example.title}
      placement={example.placement ?? 'right'}
      trigger={example.trigger ?? 'hover'}
      content={<div style={{ width }} data-testid="form-kit-example">{body}</div>}
    >
      <Button autoInsertSpace={false} type="link" size="small" style={{ paddingInline: 4 }}>
        {example.buttonText ?? t('viewExample')}
      </Button>
    </Popover>
  )
}
