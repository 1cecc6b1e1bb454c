/**
 * Parses the JSON body and validates body, query and path parameters with zod schemas from shared/,
 * after making their text well-formed (shared/common/text.ts).
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ZodType } from 'zod';
import { wellFormedValue } from '#shared/common/text.js';
import { Messages } from '#shared/messages.js';
import { badRequest } from '../errors.js';
import type { AppContext } from './types.js';

export interface Schemas {
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
}

export function parseJson(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return wellFormedValue(JSON.parse(text));
  } catch {
    throw badRequest(Messages.invalidRequest);
  }
}

function check(schema: ZodType | undefined, value: unknown): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  // Schemas carry the spec's texts as messages; the first problem is the one the user sees. A value
  // that is not even the right kind of thing (a body that is an array, null or text) gets the
  // platform's text, not zod's English.
  const first = result.success ? undefined : result.error.issues[0];
  if (!result.success)
    throw badRequest(
      first && !(first.code === 'invalid_type' && first.path.length === 0)
        ? first.message
        : Messages.invalidRequest,
    );
  return result.data;
}

export function validate(
  schemas: Schemas,
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, AppContext> {
  return {
    before: ({ event, context }) => {
      context.app.body = check(schemas.body, schemas.body ? parseJson(event) : undefined);
      context.app.query = check(schemas.query, wellFormedValue(event.queryStringParameters ?? {}));
      context.app.params = check(schemas.params, wellFormedValue(event.pathParameters ?? {}));
    },
  };
}
