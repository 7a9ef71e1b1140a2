import { screen, waitFor } from '@testing-library/react'
import { objectSchema, renderSchema } from '../../../test/render-schema.js'
import type { ImageLibrarySlot, UploadRequest } from '../../core/types.js'
import { joinImageUrl } from './image-upload.js'

function image(name: string, bytes = 10): File {
  const file = new File(['x'], name, { type: 'image/png' })
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}

function renderImage(props: Record<string, unknown>, options: { uploadRequest?: UploadRequest; imageLibrary?: ImageLibrarySlot } = {}) {
  let count = 0
  const uploadRequest =
    options.uploadRequest ?? vi.fn<UploadRequest>(async () => ({ status: true, data: { url: `https://img.test/${++count}.png` } }))
  const view = renderSchema(
    objectSchema({ cover: { type: 'string', title: '封面', 'x-decorator': 'FormItem', 'x-component': 'ImageUpload', 'x-component-props': props } }),
    { uploadRequest, ...(options.imageLibrary ? { imageLibrary: options.imageLibrary } : {}) },
  )
  const upload = (file: File) => view.user.upload(view.container.querySelector('input[type="file"]') as HTMLInputElement, file)
  return { ...view, upload, uploadRequest }
}

/** A fake image library that offers two images as soon as it is opened. */
const library: ImageLibrarySlot = ({ open, max, onSelect }) =>
  open ? (
    <div role="dialog" aria-label="图片库">
      <span>可选 {max} 张</span>
      <button type="button" onClick={() => onSelect([{ domain: 'https://img.test/', path: '/lib/a.png' }, { domain: 'https://img.test', path: 'lib/b.png' }])}>
        选好了
      </button>
    </div>
  ) : null

describe('ImageUpload', () => {
  it('keeps a single image as a string, replaced by the next upload, in a 100 × 100 tile', async () => {
    const { upload, form } = renderImage({})
    await upload(image('a.png'))
    await waitFor(() => expect(form.values.cover).toBe('https://img.test/1.png'))
    const tile = screen.getByTestId('form-kit-image-tile')
    expect(tile).toHaveStyle({ width: '100px', height: '100px' })
    await upload(image('b.png'))
    await waitFor(() => expect(form.values.cover).toBe('https://img.test/2.png'))
    expect(screen.getAllByTestId('form-kit-image-tile')).toHaveLength(1)
  })

  it('keeps a list when multiple and hides the upload tile at the limit', async () => {
    const { upload, form } = renderImage({ multiple: true, limit: 2 })
    await upload(image('a.png'))
    await waitFor(() => expect(form.values.cover).toEqual(['https://img.test/1.png']))
    await upload(image('b.png'))
    await waitFor(() => expect(form.values.cover).toEqual(['https://img.test/1.png', 'https://img.test/2.png']))
    expect(screen.queryByRole('button', { name: '上传' })).not.toBeInTheDocument()
  })

  it('refuses an image of the default 1024 MB limit', async () => {
    const { upload, uploadRequest } = renderImage({})
    await upload(image('huge.png', 1024 * 1024 * 1024))
    expect(await screen.findByRole('alert')).toHaveTextContent('上传文件大小不能超过1024MB')
    expect(uploadRequest).not.toHaveBeenCalled()
  })

  it('adds images from the library as domain joined with path; a limit of 0 means 100000', async () => {
    const { form, user } = renderImage({ multiple: true }, { imageLibrary: library })
    await user.click(screen.getByRole('button', { name: '从图片库选择' }))
    expect(screen.getByText('可选 100000 张')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '选好了' }))
    expect(form.values.cover).toEqual(['https://img.test/lib/a.png', 'https://img.test/lib/b.png'])
    expect(screen.queryByRole('dialog', { name: '图片库' })).not.toBeInTheDocument()
  })

  it('joins domain and path with exactly one slash', () => {
    expect(joinImageUrl({ domain: 'https://a.test//', path: '//x.png' })).toBe('https://a.test/x.png')
  })
})
