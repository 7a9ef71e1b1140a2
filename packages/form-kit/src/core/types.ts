import type { ReactNode } from 'react'

/** The upload response the spec fixes: `{ status, message, data.url }`. */
export interface UploadResponse {
  status: boolean
  message?: string
  data?: { url?: string } | null
}

/** Sends one file and resolves with the server's response. */
export type UploadRequest = (file: File, options: { url: string; signal?: AbortSignal }) => Promise<UploadResponse>

/** An image chosen from the image library. Its address is `domain` joined with `path`. */
export interface ImageLibraryItem {
  domain: string
  path: string
}

/** What the image uploader passes to the image-library slot. */
export interface ImageLibrarySlotProps {
  open: boolean
  multiple: boolean
  /** How many more images may be chosen. */
  max: number
  onCancel: () => void
  onSelect: (items: ImageLibraryItem[]) => void
}

/** Renders the host application's image-library dialog. */
export type ImageLibrarySlot = (props: ImageLibrarySlotProps) => ReactNode

/** The coupon part of a marketing row (the spec's `coupon.*` fields). */
export interface CouponInfo {
  id: string | number
  name: string
  [field: string]: unknown
}

/** The activity part of a marketing row (the spec's `activity.*` fields). */
export interface ActivityInfo {
  id: string | number
  name: string
  [field: string]: unknown
}

/** A row of the coupon and activity pickers: type 1 is an activity, type 2 a coupon. */
export type MarketingRow =
  | { type: 1; activity: ActivityInfo; coupon?: undefined }
  | { type: 2; coupon: CouponInfo; activity?: undefined }

/** A page request from a picker. */
export interface MarketingQuery {
  page: number
  pageSize: number
  keyword?: string
}

/** One page of picker rows. */
export interface MarketingPage {
  list: MarketingRow[]
  total: number
}

/** Where a picker reads its rows; the package itself knows no server. */
export type MarketingDataSource = (query: MarketingQuery) => Promise<MarketingPage>
