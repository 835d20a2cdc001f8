import { z } from 'zod';

// Every id on the wire is a database integer: positive and at most 2^31-1 (PostgreSQL `integer`).
// One helper for params, queries, JSON and multipart fields, so a larger number is a Spanish 422
// and never reaches SQL.

export const MAX_ID = 2_147_483_647;

/**
 * A positive integer id ≤ MAX_ID; strings of digits are accepted (params, queries, multipart).
 * `requiredMessage` answers a missing value (defaults to `message`).
 */
export function idSchema(message: string, requiredMessage = message) {
  return z.coerce
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage : message) })
    .int(message)
    .positive(message)
    .max(MAX_ID, message);
}
