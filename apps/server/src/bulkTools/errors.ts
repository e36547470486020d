import { ApiError } from '../http/errors';

/**
 * A bulk-tool request refused as a whole, nothing written (unknown conference, conference without cnum, unknown
 * papers): the API's error handler answers its status with `{message}`.
 */
export class BulkToolError extends ApiError {
  constructor(status: 400 | 404, message: string) {
    super(status, message);
    this.name = 'BulkToolError';
  }
}
