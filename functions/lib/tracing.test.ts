/**
 * X-Ray tracing is on only where a stack turned it on; the route chain then still answers, its
 * middleware loading the Tracer on the first request.
 */
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { tracing, tracingOn } from './tracing.js';

describe('tracing', () => {
  it('is on only in a Lambda runtime whose environment says POWERTOOLS_TRACE_ENABLED=true', () => {
    expect(tracingOn({})).toBe(false);
    expect(tracingOn({ POWERTOOLS_TRACE_ENABLED: 'true' })).toBe(false);
    expect(tracingOn({ AWS_LAMBDA_FUNCTION_NAME: 'assetcare-prod-users' })).toBe(false);
    expect(
      tracingOn({ AWS_LAMBDA_FUNCTION_NAME: 'assetcare-prod-users', POWERTOOLS_TRACE_ENABLED: 'false' }),
    ).toBe(false);
    expect(
      tracingOn({ AWS_LAMBDA_FUNCTION_NAME: 'assetcare-prod-users', POWERTOOLS_TRACE_ENABLED: 'true' }),
    ).toBe(true);
  });

  it('wraps a handler that answers as before, and passes its errors on', async () => {
    const answer = { statusCode: 200, body: 'ok' };
    const ok = middy<unknown, typeof answer, Error, Context>(async () => answer).use(tracing());
    await expect(ok({}, {} as Context)).resolves.toEqual(answer);
    const failing = middy<unknown, typeof answer, Error, Context>(async () => {
      throw new Error('boom');
    }).use(tracing());
    await expect(failing({}, {} as Context)).rejects.toThrow('boom');
  });
});
