import { z } from 'zod'

/**
 * Every POST body may carry `operatingUrl`: the console page that made the call (spec 1 §7).
 * The server records it in the operation log; it never changes what a call does.
 */
export const OperatingUrlSchema = z.string().max(500).optional()

/** Extends a body schema with the optional `operatingUrl`. */
export const withOperatingUrl = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, operatingUrl: OperatingUrlSchema })

export const EmptyBodySchema = withOperatingUrl({}).optional()

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() })

/** A page of rows as `pageOf` answers it: the one page type of every list (the console defines none of its own). */
export interface Page<T> {
  list: T[]
  total: number
  pageNum: number
  pageSize: number
}

/** Mainland mobile: 1 followed by 10 digits (spec 1 §5). */
export const CN_MOBILE = /^1\d{10}$/

/** Masks a phone as the task centre shows it: first 3 digits, four asterisks, digits 7 to 11 (spec 1 §3). */
export const maskPhone = (phone: string): string =>
  phone.length >= 11 ? `${phone.slice(0, 3)}****${phone.slice(7, 11)}` : phone

/**
 * The metadata key (also the JSON-schema / OpenAPI keyword) that marks a request field as carrying
 * another tenant's ids (see `tenantField`).
 */
export const TENANT_META = 'x-tenant'

/**
 * Marks a request field as naming a tenant's rows, with what it names: `brand`, `group`, `store`,
 * `plan`…, or `brand:filter` for a field that only narrows a search (the server's `TenantIdKind`).
 * The route that takes the field must declare the same kind in `config.tenantIds`; the access matrix
 * finds a marked field a route does not declare, and fills declared ones with another tenant's ids.
 */
export const tenantField = <T extends z.ZodType>(schema: T, kind: string): T => schema.meta({ [TENANT_META]: kind }) as T
