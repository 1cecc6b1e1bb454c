/** Errors a handler throws on purpose; the error middleware turns them into the spec's envelope. */
import { Messages } from '#shared/messages.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = Messages.invalidRequest) => new HttpError(400, message);
export const unauthorized = (message: string = Messages.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string = Messages.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * A refusal the user should read without being signed out. Spec 8 makes the web app drop the
 * session on 401 and 403, so role refusals ride on HTTP 200 with `success: 0`, as the spec's
 * other business refusals do.
 */
export class RefusalError extends Error {}
export const refuse = (message: string) => new RefusalError(message);
