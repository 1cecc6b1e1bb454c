/** The validate middleware: the schema's own texts, and the platform's for a body that is no object at all. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { Messages } from '#shared/messages.js';
import type { HttpError } from '../errors.js';
import { validate } from './validate.js';

const schema = z.object({ name: z.string({ error: 'Name is required' }) });

function refusal(body: string): HttpError | undefined {
  const before = validate({ body: schema }).before as (request: unknown) => void;
  try {
    before({ event: { body } as APIGatewayProxyEventV2, context: { app: {} } });
  } catch (error) {
    return error as HttpError;
  }
  return undefined;
}

describe('validate', () => {
  it('answers a body that is not an object with the platform\u2019s text', () => {
    // It answered zod's 'Invalid input: expected object, received array'.
    for (const body of ['[]', 'null', '"text"', '12'])
      expect([refusal(body)?.statusCode, refusal(body)?.message], body).toEqual([
        400,
        Messages.invalidRequest,
      ]);
  });

  it('keeps the schema\u2019s own message for a field', () => {
    expect(refusal('{}')?.message).toBe('Name is required');
    expect(refusal('{"name":"x"}')).toBeUndefined();
  });
});
