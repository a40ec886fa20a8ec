import { statusOf, type ErrorBody, type ErrorName } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/languages';
import { errorMessage } from './error-messages';

/**
 * The one error type of the API: a name from the catalogue (which fixes the status) and optional
 * details. Services throw it; the error middleware turns it into `{ error, message, details }`.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly errorName: ErrorName,
    readonly details?: unknown,
  ) {
    super(errorName);
    this.name = 'AppError';
    this.status = statusOf(errorName);
  }

  toBody(language: Language): ErrorBody {
    const body: ErrorBody = { error: this.errorName, message: errorMessage(language, this.errorName) };
    if (this.details !== undefined) body.details = this.details;
    return body;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
