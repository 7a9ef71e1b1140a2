import { ErrorCodes, type ErrorCodeName } from '@yunying/contracts'

/**
 * The one error a service throws. The error handler turns it into the envelope with
 * the catalogue's HTTP status; `message` overrides the catalogue text where the rule
 * has a more precise one, and `data` travels to the client (for 30012's `errorType`).
 */
export class AppError extends Error {
  readonly code: number
  readonly httpStatus: number
  constructor(
    readonly codeName: ErrorCodeName,
    message?: string,
    readonly data: unknown = null,
    /** What went wrong underneath (a gateway's answer): logged, never sent to the client. */
    cause?: unknown,
  ) {
    const info = ErrorCodes[codeName]
    super(message ?? info.message, cause === undefined ? undefined : { cause })
    this.code = info.code
    this.httpStatus = info.httpStatus
  }
}
