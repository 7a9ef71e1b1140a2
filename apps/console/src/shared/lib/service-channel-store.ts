import type { BrandChannel } from '@yunying/contracts'
import { create } from 'zustand'

/**
 * The service channel slice of spec 1 §3: the session brand's marketing channels with their state,
 * as `GET /org-center/service/brand-service-channel-list` answered last. Channel checkboxes read it
 * to mark what is opened, applied for or coming soon.
 */
interface ServiceChannelState {
  brandId: number | null
  channels: BrandChannel[]
  setChannels: (brandId: number, channels: BrandChannel[]) => void
}

export const useServiceChannelStore = create<ServiceChannelState>((set) => ({
  brandId: null,
  channels: [],
  setChannels: (brandId, channels) => set({ brandId, channels }),
}))
