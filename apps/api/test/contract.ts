import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';

/**
 * The body of an API answer, parsed with its contract schema (packages/contracts): a handler whose
 * answer drifts from the contract fails the test. Returns the parsed, typed body.
 */
export function expectContract<S extends z.ZodType>(response: LightMyRequestResponse, schema: S): z.output<S> {
  const result = schema.safeParse(response.json());
  if (!result.success) {
    expect.fail(
      `${response.statusCode} answer does not match its contract:\n${z.prettifyError(result.error)}\nbody: ${response.body}`,
    );
  }
  return result.data;
}
