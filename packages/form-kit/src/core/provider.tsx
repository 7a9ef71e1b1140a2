import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { formatMessage, type FormKitLocale, type MessageKey } from './locale.js'
import type { ImageLibrarySlot, MarketingDataSource, UploadRequest } from './types.js'
import { deriveUploadUrl, type UploadHostOptions } from './upload-url.js'

/** Everything the host application can plug into the toolkit. All of it is optional. */
export interface FormKitConfig {
  /** Interface and validation language; default `zh-CN`. */
  locale?: FormKitLocale
  /** Upload URL; default derived from the current domain (spec 3 §7.2). */
  uploadUrl?: string
  /** How the default upload URL is derived when `uploadUrl` is not given. */
  uploadHost?: UploadHostOptions
  /** Replaces the built-in multipart request, for example to add headers. */
  uploadRequest?: UploadRequest
  /** Renders the image-library picker used by `ImageUpload`. */
  imageLibrary?: ImageLibrarySlot
  /** Rows for `CouponPicker`. */
  couponSource?: MarketingDataSource
  /** Rows for `ActivityPicker`. */
  activitySource?: MarketingDataSource
}

/** The resolved configuration plus a message formatter, as components read it. */
export interface FormKitContextValue extends Omit<FormKitConfig, 'locale' | 'uploadUrl'> {
  locale: FormKitLocale
  uploadUrl: string
  t: (key: MessageKey, params?: Record<string, string | number>) => string
}

function resolveConfig(config: FormKitConfig): FormKitContextValue {
  const locale = config.locale ?? 'zh-CN'
  const uploadUrl =
    config.uploadUrl ?? (typeof window === 'undefined' ? '' : deriveUploadUrl(window.location, config.uploadHost))
  return { ...config, locale, uploadUrl, t: (key, params) => formatMessage(locale, key, params) }
}

const FormKitContext = createContext<FormKitContextValue | null>(null)

/** Props of `FormKitProvider`. */
export interface FormKitProviderProps extends FormKitConfig {
  children?: ReactNode
}

/**
 * Configures every form-kit component below it: locale, upload, image library and the
 * coupon and activity data sources. Without a provider the defaults apply (Chinese, derived
 * upload URL, no library, no data).
 */
export function FormKitProvider({ children, ...config }: FormKitProviderProps) {
  const { locale, uploadUrl, uploadHost, uploadRequest, imageLibrary, couponSource, activitySource } = config
  const value = useMemo(
    () => resolveConfig({ locale, uploadUrl, uploadHost, uploadRequest, imageLibrary, couponSource, activitySource }),
    [locale, uploadUrl, uploadHost, uploadRequest, imageLibrary, couponSource, activitySource],
  )
  return <FormKitContext.Provider value={value}>{children}</FormKitContext.Provider>
}

let fallback: FormKitContextValue | undefined

/** Reads the nearest `FormKitProvider` configuration, or the defaults. */
export function useFormKit(): FormKitContextValue {
  const value = useContext(FormKitContext)
  if (value) return value
  fallback ??= resolveConfig({})
  return fallback
}
