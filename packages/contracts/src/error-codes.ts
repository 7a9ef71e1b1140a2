/**
 * The error-code catalogue. Codes named by the specifications keep their meaning
 * (0, 2000, 50002, 490401, 17001, 30012); the rest are ours. `docs/error-codes.md`
 * is generated from this table (`npm run docs:error-codes`) and checked by a test.
 */
export interface ErrorCodeInfo {
  code: number
  httpStatus: number
  message: string
  /** Whether the console shows a toast for it (spec 1 §8: 490401, 17001 and 30012 stay silent). */
  silent?: boolean
  note: string
}

const defineCodes = <K extends string>(codes: Record<K, ErrorCodeInfo>) => codes

export const ErrorCodes = defineCodes({
  OK: { code: 0, httpStatus: 200, message: '操作成功', note: 'Success. `save-brand` answers code 0 on success (spec 2 §7).' },
  IMAGE_UPLOAD_OK: { code: 2000, httpStatus: 200, message: '上传成功', note: 'Success of `POST /coroutine/open/upload/image`; the path is in `data.path` (spec 2 §7).' },
  VALIDATION_FAILED: { code: 40000, httpStatus: 400, message: '请求参数不正确', note: 'The request failed its schema; `data` lists `{ path, message }` for every failing field.' },
  BAD_REQUEST: { code: 40001, httpStatus: 400, message: '请求无法处理', note: 'A well-formed request that the rules refuse; the message says why.' },
  FILE_MISSING: { code: 40002, httpStatus: 400, message: '请选择要上传的文件', note: 'An upload without its `file` part.' },
  LOGIN_FAILED: { code: 10001, httpStatus: 401, message: '账号或密码错误', note: 'Wrong password or unknown account: one answer for both, so accounts cannot be enumerated.' },
  ACCOUNT_LOCKED: { code: 10002, httpStatus: 429, message: '尝试次数过多，账号已临时锁定，请稍后再试', note: 'Too many failed sign-ins for the account or the client address.' },
  ACCOUNT_DISABLED: { code: 10003, httpStatus: 403, message: '账号已停用，请联系管理员', note: 'The account exists but is disabled.' },
  PASSWORD_CHANGE_REQUIRED: { code: 10004, httpStatus: 403, message: '管理员已重置您的密码，请先修改密码', note: 'The account signed in with a one-time password an administrator set: until it is changed only changing the password, signing out and user info answer (session routes included).' },
  ACCOUNT_NOT_REGISTERED: { code: 17001, httpStatus: 404, message: '该手机号尚未注册', silent: true, note: 'Spec 1 §8: silent; the login flow sends the user to registration instead of showing a toast.' },
  ORG_NOT_SELECTED: { code: 490401, httpStatus: 403, message: '请先选择品牌或组织', silent: true, note: 'Spec 1 §8: silent; the session has no organisation yet and the console shows the selection step.' },
  SMS_SEND_LIMITED: { code: 30012, httpStatus: 429, message: '验证码发送过于频繁', silent: true, note: 'Spec 1 §8: `data.errorType` is minutes (with the seconds left), hours or days (with `nextSendTime`). Handled by the login screen, never a generic toast.' },
  SESSION_EXPIRED: { code: 50002, httpStatus: 401, message: '您已退出登录，请重新登录', note: 'Spec 1 §8: no, expired or revoked token; the console goes to /login with this message.' },
  SIGNATURE_INVALID: { code: 40100, httpStatus: 401, message: '签名无效', note: 'A machine-to-machine call (one-key sync between deployments) without a valid signature: unknown sender, wrong secret, altered body or a timestamp more than 5 minutes off. No detail, on purpose.' },
  FORBIDDEN: { code: 40300, httpStatus: 403, message: '没有权限执行此操作', note: 'The session lacks the permission code that guards the route.' },
  FOREIGN_TENANT: { code: 40301, httpStatus: 403, message: '无权访问其他品牌的数据', note: 'The resource belongs to another brand or group than the session acts for.' },
  NOT_FOUND: { code: 40400, httpStatus: 404, message: '请求的资源不存在', note: 'Unknown route or unknown id.' },
  CONFLICT: { code: 40900, httpStatus: 409, message: '数据已被修改，请刷新后重试', note: 'A duplicate name or an edit of a row that changed meanwhile.' },
  PAYLOAD_TOO_LARGE: { code: 41300, httpStatus: 413, message: '文件过大', note: 'The body or an uploaded file is over the configured limit; the message names the limit.' },
  UNSUPPORTED_FILE_TYPE: { code: 41500, httpStatus: 415, message: '不支持的文件类型', note: 'The uploaded bytes are not of an allowed type, whatever the file name says.' },
  DOWNLOAD_LINK_EXPIRED: { code: 41000, httpStatus: 410, message: '下载链接已过期，请在下载中心重新下载', note: 'A signed download link past its expiry (`EXPORT_LINK_TTL_MINUTES`); the download centre makes a new one.' },
  IMPORT_FILE_INVALID: { code: 42200, httpStatus: 422, message: '导入文件格式不正确', note: 'An import file that is empty, malformed, has the wrong header row or too many rows; the message says which.' },
  TASK_NOT_DELETABLE: { code: 40910, httpStatus: 409, message: '该任务不可删除', note: 'Imports and batch-shipping plans cannot be deleted (spec 1 §4).' },
  RATE_LIMITED: { code: 42900, httpStatus: 429, message: '请求过于频繁，请稍后再试', note: 'Too many requests from one client.' },
  INTERNAL: { code: 50000, httpStatus: 500, message: '系统繁忙，请稍后再试', note: 'An unexpected fault. The answer carries only the request id; the log has the stack.' },
  SYNC_PEER_FAILED: { code: 50200, httpStatus: 502, message: '同步目标不可达', note: 'One-key sync: the other deployment did not answer in time, refused the signature or answered an error; the message says which, in Chinese.' },
  UNAVAILABLE: { code: 50300, httpStatus: 503, message: '服务暂不可用', note: 'A dependency (the database, Redis) does not answer, or the instance is stopping; used by /readyz.' },
})

export type ErrorCodeName = keyof typeof ErrorCodes

/** Codes for which the console shows no toast (spec 1 §8). */
export const SILENT_CODES: ReadonlySet<number> = new Set(
  Object.values(ErrorCodes as Record<string, ErrorCodeInfo>).filter((c) => c.silent).map((c) => c.code),
)
