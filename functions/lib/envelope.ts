/** The response envelope of spec 7: `{ success, message, data }`, or lists with `list`/`listsize` on top. */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export interface Envelope {
  success: 0 | 1;
  message: string;
  data?: unknown;
  [extra: string]: unknown;
}

export const ok = (data: unknown = null, message = 'Success'): Envelope => ({ success: 1, message, data });
export const okList = (list: unknown[], listsize: number, message = 'Success'): Envelope => ({
  success: 1,
  message,
  list,
  listsize,
  data: { list, listsize },
});
export const failure = (message: string, data: unknown = null): Envelope => ({ success: 0, message, data });

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

export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

const isRaw = (body: Envelope | RawReply): body is RawReply => (body as RawReply).raw === true;

export function toHttp(statusCode: number, body: Envelope | RawReply): APIGatewayProxyStructuredResultV2 {
  if (isRaw(body)) {
    return {
      statusCode: body.statusCode ?? statusCode,
      headers: {
        'content-type': body.contentType,
        ...(body.fileName ? { 'content-disposition': `attachment; filename="${body.fileName}"` } : {}),
      },
      isBase64Encoded: true,
      body: body.body.toString('base64'),
    };
  }
  return { statusCode, headers: JSON_HEADERS, body: JSON.stringify(body) };
}
