import type { LoginResult } from '@yunying/contracts'
import { queryOptions } from '@tanstack/react-query'
import { QR_POLL_MS, QrState } from '../lib/login-constants.js'
import { get, post } from '../../../shared/lib/request.js'

export interface QrCode {
  imgSrc: string
  key: string
  expiresInSeconds: number
}
export interface QrStatus {
  state: number
  authToken: string | null
}

export const fetchQrCode = () => get<QrCode>('org-center', 'account/get-qrcode')

/** A fresh code each time the QR view opens or is refreshed; never served from cache. */
export const qrCodeQuery = () => queryOptions({ queryKey: ['auth', 'qr-code'], queryFn: fetchQrCode, staleTime: Infinity, gcTime: 0, retry: false })

export const fetchQrStatus = (key: string) => get<QrStatus>('org-center', 'account/get-qrcode-status', { key }, { silent: true })

const isFinal = (state: number | undefined) => state === QrState.expired || state === QrState.confirmed

/** Polled every second (spec 1 §9) until the code expires or is confirmed; stops when the view unmounts. */
export const qrStatusQuery = (key: string | undefined) =>
  queryOptions({
    queryKey: ['auth', 'qr-status', key],
    queryFn: () => fetchQrStatus(key!),
    enabled: Boolean(key),
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.error || isFinal(query.state.data?.state) ? false : QR_POLL_MS),
    refetchIntervalInBackground: true,
  })

/** Spends the confirmed key for a session. */
export const loginByAppScanner = (key: string, authToken: string) =>
  post<LoginResult>('org-center', 'account/login-by-app-scanner', { authToken, id: key }, { silent: true })
