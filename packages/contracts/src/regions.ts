import { z } from 'zod'

/**
 * Administrative divisions served by our own server (spec 1 §2.11, replacing the CDN JSON) and the
 * offline geocoder behind the map picker (spec 1 §2.10, §5).
 */
export interface RegionNode {
  /** GB/T 2260 code, six digits. */
  code: string
  name: string
  /** Centroid (seat of government), GCJ-02 as map services in China use, rounded to 0.01°. */
  lng: number
  lat: number
  children?: RegionNode[]
}

export const RegionNodeSchema: z.ZodType<RegionNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    lng: z.number(),
    lat: z.number(),
    children: z.array(RegionNodeSchema).optional(),
  }),
)

export const GeocodeQuerySchema = z.object({ address: z.string().trim().min(1).max(100) })

export const GeocodeResultSchema = z.object({
  lng: z.number(),
  lat: z.number(),
  /** The matched division's full name, e.g. 安徽省合肥市. */
  street: z.string(),
  code: z.string(),
})
export type GeocodeResult = z.infer<typeof GeocodeResultSchema>

export const ReverseGeocodeQuerySchema = z.object({
  lng: z.coerce.number().min(-180).max(180),
  lat: z.coerce.number().min(-90).max(90),
})

export const ReverseGeocodeResultSchema = z.object({
  street: z.string(),
  code: z.string(),
  /** Distance in km from the point to the nearest division's centroid. */
  distanceKm: z.number(),
})
export type ReverseGeocodeResult = z.infer<typeof ReverseGeocodeResultSchema>

/** The map picker's default (spec 1 §5): Hefei, Anhui. */
export const DEFAULT_MAP_POSITION = { lng: '117.30794', lat: '31.79322', street: '安徽省合肥市' } as const
/** Default zoom of the map picker (spec 1 §9). */
export const MAP_DEFAULT_ZOOM = 12
