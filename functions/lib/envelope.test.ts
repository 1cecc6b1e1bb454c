/** The API's answers carry the no-store and nosniff headers, envelopes and raw files alike. */
import { describe, expect, it } from 'vitest';
import { failure, ok, rawFile, toHttp } from './envelope.js';

describe('toHttp', () => {
  it('marks an envelope as JSON, never cached, never sniffed', () => {
    const answer = toHttp(200, ok({ id: 1 }));
    expect(answer.headers).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(JSON.parse(answer.body!)).toEqual({ success: 1, message: 'Success', data: { id: 1 } });
    expect(toHttp(409, failure('Changed')).headers).toMatchObject({ 'cache-control': 'no-store' });
  });

  it('marks a raw file the same way, keeping its type and name', () => {
    const answer = toHttp(200, rawFile(Buffer.from('%PDF'), 'application/pdf', 'labels.pdf'));
    expect(answer.headers).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="labels.pdf"',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(answer.isBase64Encoded).toBe(true);
  });
});
