/** The response envelope of spec 7: `{ success, message, data }`, or lists with `list`/`listsize` on top. */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export interface SuccessEnvelope<T> {
  success: 1;
  message: string;
  data: T;
}
export interface ListEnvelope<T> extends SuccessEnvelope<{ list: T[]; listsize: number }> {
  list: T[];
  listsize: number;
}
export interface FailureEnvelope {
  success: 0;
  message: string;
  data: unknown;
}
export type Envelope =
  SuccessEnvelope<unknown> | FailureEnvelope | (SuccessEnvelope<unknown> & Record<string, unknown>);

export const ok = <T = null>(data: T = null as T, message = 'Success'): SuccessEnvelope<T> => ({
  success: 1,
  message,
  data,
});
export const okList = <T>(list: T[], listsize: number, message = 'Success'): ListEnvelope<T> => ({
  success: 1,
  message,
  list,
  listsize,
  data: { list, listsize },
});
export const failure = (message: string, data: unknown = null): FailureEnvelope => ({
  success: 0,
  message,
  data,
});

/** A handler may answer with a raw body (a PDF, say) instead of an envelope. */
export interface RawReply {
  raw: true;
  statusCode?: number;
  contentType: string;
  body: Buffer;
  fileName?: string;
}
export const rawFile = (body: Buffer, contentType: string, fileName?: string): RawReply => ({
  raw: true,
  body,
  contentType,
  fileName,
});

/**
 * Headers on every API answer: no cache keeps one user's data (or a file behind a presigned link)
 * from being stored by a browser or proxy and shown to the next; nosniff keeps a file served as
 * data from being run as script.
 */
export const API_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', ...API_HEADERS };

const isRaw = (body: Envelope | RawReply): body is RawReply => (body as RawReply).raw === true;

export function toHttp(statusCode: number, body: Envelope | RawReply): APIGatewayProxyStructuredResultV2 {
  if (isRaw(body)) {
    return {
      statusCode: body.statusCode ?? statusCode,
      headers: {
        ...API_HEADERS,
        'content-type': body.contentType,
        ...(body.fileName ? { 'content-disposition': `attachment; filename="${body.fileName}"` } : {}),
      },
      isBase64Encoded: true,
      body: body.body.toString('base64'),
    };
  }
  return { statusCode, headers: JSON_HEADERS, body: JSON.stringify(body) };
}
