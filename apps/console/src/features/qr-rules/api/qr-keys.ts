/** The gateway app of the aggregate-QR calls (spec 2 §7 cmk-center). */
export const QR_APP = 'cmk-center'

/** The query keys of the feature: every change to a rule or a code refreshes `all`. */
export const qrKeys = {
  all: ['qr-rules'] as const,
  list: (params: object) => ['qr-rules', 'list', params] as const,
  detail: (id: number) => ['qr-rules', 'detail', id] as const,
  dict: (code: string) => ['qr-rules', 'dict', code] as const,
  stores: (params: object) => ['qr-rules', 'stores', params] as const,
  apps: ['qr-rules', 'apps'] as const,
  blanks: (params: object) => ['qr-rules', 'blanks', params] as const,
}
