import { ERRORS, type ErrorName, type MessageParams } from '../../shared/errors.ts';

/** A business or contract error: becomes `{ code, msg }` with the catalogue's HTTP status. */
export class AppError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  constructor(
    readonly errorName: ErrorName,
    readonly params?: MessageParams,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(errorName);
    this.name = 'AppError';
    this.code = ERRORS[errorName].code;
    this.httpStatus = ERRORS[errorName].httpStatus;
  }
}
