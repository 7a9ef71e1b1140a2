import path from 'node:path'
import { z } from 'zod'

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')

const hostList = z
  .string()
  .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))

const bytes = z.coerce.number().int().positive()

/** A variable holding JSON, checked against `schema`. */
const json = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' })
        return z.NEVER
      }
    })
    .pipe(schema)

const syncSecret = z.string().min(32, 'a sync secret must be at least 32 characters')

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  CALLBACK_ALLOWED_HOSTS: hostList.default([]),
  /**
   * Running for real (issue 29): seconds between a SIGTERM marking the instance draining (/readyz 503)
   * and the server no longer accepting; at least the balancer's check interval times its fall count.
   */
  DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** `/metrics` (issue 29): served only to these addresses or CIDR ranges, or with the bearer token; neither set: not served. */
  METRICS_ALLOW: z
    .string()
    .transform((v) => v.split(',').map((h) => h.trim()).filter(Boolean))
    .default([]),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_PHONE: z.string().regex(/^1\d{10}$/, 'must be 1 followed by 10 digits').default('13800000000'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: flag.default(true),
  UPLOAD_IMAGE_MAX_BYTES: bytes.default(10 * 1024 * 1024),
  UPLOAD_VIDEO_MAX_BYTES: bytes.default(200 * 1024 * 1024),
  UPLOAD_FILE_MAX_BYTES: bytes.default(50 * 1024 * 1024),
  /** Uploads a client address may make per minute on each upload route (files, images, the super-admin import); 429 beyond. */
  UPLOAD_RATE_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Answers to unknown paths (404) a client address may get per minute (429 beyond); console page loads do not count. */
  NOT_FOUND_RATE_PER_MINUTE: z.coerce.number().int().positive().default(120),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(24 * 7),
  PGLITE_SHARED_BUFFERS: z.string().regex(/^\d+(kB|MB)$/).default('32MB'),
  /**
   * V8 collects when the old generation reaches (1 + this/100) × what the last full collection kept
   * (ADR 0014); 0 leaves V8's own factor, up to about 4 with much memory, whose peaks are bulk work's +200 MB.
   */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(400).default(100),
  TRUST_PROXY: flag.default(false),
  BUILD_NAME: z.string().default('运营平台'),
  // Sign-in (issue 3)
  SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
  /** The offline provider's outbox route (/sellers/exclude/dev/sms-outbox), for browser tests and local development only. */
  SMS_OUTBOX: flag.default(false),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SMS_HOURLY_CAP: z.coerce.number().int().positive().default(5),
  SMS_DAILY_CAP: z.coerce.number().int().positive().default(10),
  SMS_IP_HOURLY_CAP: z.coerce.number().int().positive().default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  QR_TTL_SECONDS: z.coerce.number().int().min(10).default(120),
  WECOM_CORP_ID: z.string().optional(),
  WECOM_AGENT_ID: z.string().optional(),
  WECOM_SECRET: z.string().optional(),
  WECOM_REDIRECT_URI: z.url({ protocol: /^https?$/ }).optional(),
  WECOM_API_BASE: z.url({ protocol: /^https?$/ }).default('https://qyapi.weixin.qq.com'),
  WECOM_AUTHORIZE_URL: z.url({ protocol: /^https?$/ }).default('https://login.work.weixin.qq.com/wwlogin/sso/login'),
  LEGAL_DIR: z.string().optional(),
  /** The console shell (issue 6): the user menu's help-centre link and the map picker's AMap JS API credentials. */
  HELP_CENTER_URL: z.url({ protocol: /^https?$/ }).optional(),
  AMAP_KEY: z.string().regex(/^[A-Za-z0-9]{8,64}$/, 'must be an AMap Web (JS API) key').optional(),
  AMAP_SECURITY_CODE: z.string().regex(/^[A-Za-z0-9]{8,64}$/, 'must be the AMap security code of the key').optional(),
  // Jobs, exports and imports (issue 4)
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(32).default(2),
  JOB_POLL_MS: z.coerce.number().int().min(10).default(1000),
  JOB_HEARTBEAT_SECONDS: z.coerce.number().min(0.1).default(5),
  JOB_STALE_SECONDS: z.coerce.number().min(1).default(30),
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
  EXPORT_PAGE_ROWS: z.coerce.number().int().min(100).max(100_000).default(10_000),
  /** Keep a brand search's capped count until brands change (ADR 0011); off counts on every call (bench:brands measures both). */
  BRAND_COUNT_MEMO: flag.default(true),
  EXPORT_PAUSE_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  EXPORT_LINK_TTL_MINUTES: z.coerce.number().int().positive().default(15),
  FILE_RETENTION_DAYS: z.coerce.number().int().positive().default(7),
  CLEANUP_INTERVAL_MINUTES: z.coerce.number().int().positive().default(60),
  IMPORT_MAX_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
  IMPORT_MAX_ROWS: z.coerce.number().int().positive().default(5000),
  /** The public resolve call and landing page (issue 25): requests per minute per client address. */
  QR_RESOLVE_RATE_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Keep resolved codes in memory until rules or codes change (ADR 0011's announced memo); bench:qr measures both. */
  QR_RESOLVE_MEMO: flag.default(true),
  /**
   * The merchant app's server keys for `POST /cmk-center/qrcode/app-bind` (docs/qr-rules.md), JSON:
   * {"<keyId>":{"secret":"…16+ chars","brandIds":[1,2]}}; brandIds "all" for every brand.
   */
  /** Douyin's open platform app (its client_key and client_secret) for 生成 Link; without them the landing page says the link is not made. */
  QR_DOUYIN_CLIENT_KEY: z.string().max(100).optional(),
  QR_DOUYIN_CLIENT_SECRET: z.string().max(200).optional(),
  QR_DOUYIN_API_BASE: z.url({ protocol: /^https?$/ }).default('https://open.douyin.com'),
  QR_DOUYIN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** How long a generated Douyin link lasts (Douyin allows at most 180 days). */
  QR_DOUYIN_LINK_DAYS: z.coerce.number().int().min(1).max(180).default(30),
  QR_APP_BIND_KEYS: json(z.record(z.string().regex(/^[A-Za-z0-9_-]{3,64}$/), z.strictObject({ secret: z.string().min(16).max(200), brandIds: z.union([z.literal('all'), z.array(z.number().int().positive()).min(1)]) }))).default({}),
  /** WeChat's daily cap of URL Scheme opens per mini-program (its documentation: 3,000,000); the console warns at 80 %. */
  /** The data standards (issue 27): whether a submitter may review their own submission (single-operator installs). */
  METADATA_SELF_REVIEW: flag.default(false),
  QR_WECHAT_DAILY_CAP: z.coerce.number().int().positive().default(3_000_000),
  // The configuration centre (issue 14): which deployment this is; dictionary create and one-key sync only where it is not 'pro'.
  DEPLOYMENT_STAGE: z.enum(['dev', 'test', 'beta', 'pro']).default('dev'),
  /** One-key sync targets by syncType, JSON: {"test":{"url":"http://…","secret":"…"},…} (docs/configuration.md "One-key sync"). */
  SYNC_PEERS: json(z.partialRecord(z.enum(['test', 'beta', 'pro']), z.strictObject({ url: z.url({ protocol: /^https?$/ }), secret: syncSecret }))).default({}),
  /** The deployments allowed to push fields here, by their DEPLOYMENT_STAGE, JSON: {"dev":"secret",…}. */
  SYNC_ACCEPT: json(z.partialRecord(z.enum(['dev', 'test', 'beta', 'pro']), syncSecret)).default({}),
  SYNC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Remote assistance (issue 26, docs/remote-assistance.md): the built-in relay, or a third-party tool over HTTP.
  REMOTE_PROVIDER: z.enum(['relay', 'http']).default('relay'),
  REMOTE_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  REMOTE_HTTP_KEY: z.string().max(200).optional(),
  REMOTE_HTTP_SECRET: z.string().min(16).max(200).optional(),
  REMOTE_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** This instance's own address as the other instances reach it (several instances behind a balancer). */
  RELAY_INSTANCE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The secret the instances sign their relay calls to each other with (16+ characters, the same on every instance). */
  RELAY_PEER_SECRET: z.string().min(16).max(200).optional(),
  /** Applications not handled within this many hours expire (status 3). */
  REMOTE_APPLY_EXPIRY_HOURS: z.coerce.number().positive().default(24),
})

/** Variables that hold secrets: an error names the variable and the place, never echoes the value. */
const SECRET_VARIABLES = new Set(['SYNC_PEERS', 'SYNC_ACCEPT', 'REMOTE_HTTP_SECRET', 'RELAY_PEER_SECRET', 'QR_APP_BIND_KEYS', 'QR_DOUYIN_CLIENT_SECRET'])

export type Config = Omit<z.infer<typeof ConfigSchema>, 'DATA_DIR'> & {
  DATA_DIR: string
  /** Where uploaded and generated files live: DATA_DIR/files. */
  FILES_DIR: string
  /** Where the console's built files are, served at `/`. */
  CONSOLE_DIR: string | null
}

export class ConfigError extends Error {}

/**
 * Reads and validates the configuration once, at start. Nothing else reads `process.env`.
 * A wrong value throws a `ConfigError` whose message is one line naming the variable.
 */
export const loadConfig = (
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config => {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = ConfigSchema.safeParse(cleaned)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const name = String(issue.path[0] ?? 'configuration')
    if (SECRET_VARIABLES.has(name)) throw new ConfigError(`Invalid environment variable ${name} at ${issue.path.slice(1).join('.') || '(the whole value)'}: ${issue.message}`)
    throw new ConfigError(`Invalid environment variable ${name}=${JSON.stringify(cleaned[name] ?? '')}: ${issue.message}`)
  }
  const data = parsed.data
  if (data.SMS_PROVIDER === 'log' && data.NODE_ENV === 'production') {
    throw new ConfigError('Invalid environment variable SMS_PROVIDER="log": the log provider writes codes to the log and is refused when NODE_ENV=production')
  }
  if (data.SMS_OUTBOX && data.NODE_ENV === 'production') {
    throw new ConfigError('Invalid environment variable SMS_OUTBOX="true": the outbox shows every sign-in code and is refused when NODE_ENV=production')
  }
  if (data.SMS_PROVIDER === 'http' && (!data.SMS_HTTP_URL || !data.SMS_HTTP_SECRET)) {
    throw new ConfigError(`Invalid environment variable ${data.SMS_HTTP_URL ? 'SMS_HTTP_SECRET' : 'SMS_HTTP_URL'}="": required when SMS_PROVIDER=http`)
  }
  if (data.DEPLOYMENT_STAGE in data.SYNC_PEERS) {
    throw new ConfigError(`Invalid environment variable SYNC_PEERS at ${data.DEPLOYMENT_STAGE}: a deployment does not sync to its own stage (DEPLOYMENT_STAGE=${data.DEPLOYMENT_STAGE})`)
  }
  if (data.RELAY_INSTANCE_URL && !data.RELAY_PEER_SECRET) {
    throw new ConfigError('Invalid environment variable RELAY_PEER_SECRET="": required when RELAY_INSTANCE_URL is set')
  }
  if (data.REMOTE_PROVIDER === 'http' && (!data.REMOTE_HTTP_URL || !data.REMOTE_HTTP_SECRET)) {
    throw new ConfigError(`Invalid environment variable ${data.REMOTE_HTTP_URL ? 'REMOTE_HTTP_SECRET' : 'REMOTE_HTTP_URL'}="": required when REMOTE_PROVIDER=http`)
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR)
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    FILES_DIR: path.join(dataDir, 'files'),
    CONSOLE_DIR: null,
    ...overrides,
  }
}
