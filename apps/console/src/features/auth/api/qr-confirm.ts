import { post } from '../../../shared/lib/request.js'

export type QrAction = 'scan' | 'confirm' | 'cancel'

/** The signed-in phone's side of QR login: opening the page scans, then confirm or cancel. */
export const actOnQrCode = (action: QrAction, key: string) =>
  post<{ state: number }>('org-center', `account/qrcode-${action}`, { key }, { silent: true })
