import { useMutation } from '@tanstack/react-query'
import type { QrSimulateBody, QrSimulation } from '@yunying/contracts'
import { post } from '../../../shared/lib/request.js'
import { QR_APP } from './qr-keys.js'

/** `POST …/qrcode-config/simulate`: what a scan of the code opens, through the resolve call's own matching. */
export const simulateQrScan = (body: Omit<QrSimulateBody, 'operatingUrl'>) => post<QrSimulation>(QR_APP, 'cmk-operating/qrcode-config/simulate', body)

export const useSimulateQrScan = () => useMutation({ mutationFn: simulateQrScan })
