// Typed errors mapped to HTTP status + Spanish message in one handler (plugins/error-handler.ts).

import { type ErrorCode, errorCodeForStatus } from '@cotizador/contracts/errors';
import { GENERIC_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@cotizador/domain/messages';

export { GENERIC_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE };
export const VALIDATION_MESSAGE = 'Los datos proporcionados no son válidos.';

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  /** Sent beside the message; derived from the status unless a more precise one is given. */
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? errorCodeForStatus(statusCode);
  }
}

export class ValidationError extends AppError {
  constructor(errors: FieldErrors, message?: string) {
    super(422, message ?? Object.values(errors)[0]?.[0] ?? VALIDATION_MESSAGE, errors);
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

export class UnauthorizedError extends AppError {
  constructor() {
    super(401, SESSION_EXPIRED_MESSAGE);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'No tienes permiso para realizar esta acción.') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'El recurso solicitado no existe.') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = 'Demasiados intentos. Espera un momento e inténtalo de nuevo.') {
    super(429, message);
  }
}
