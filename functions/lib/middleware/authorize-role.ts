/** Refuses (without signing the user out) an active role that may not use this route. */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { Messages } from '#shared/messages.js';
import { refuse } from '../errors.js';
import type { AppContext } from './types.js';

export function authorizeRole(
  roles: readonly number[],
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, AppContext> {
  return {
    before: ({ context }) => {
      const roleId = context.app.session?.roleId;
      if (roleId === undefined || !roles.includes(roleId)) throw refuse(Messages.roleNotAuthorised);
    },
  };
}
