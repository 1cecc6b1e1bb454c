/**
 * One contract per endpoint: its method and path as the spec writes them, who may call it, the
 * zod schemas of its request and of its response. The functions validate requests with it and
 * type their replies by it, the web app types its calls by it, and the OpenAPI document of the
 * API is generated from it (scripts/openapi.ts).
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** public: no token. token: a verified token of an active user. session: also role and site headers. */
export type AuthLevel = 'public' | 'token' | 'session';

export interface Endpoint<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path under /api/, with `{name}` placeholders for path parameters. */
  path: string;
  summary: string;
  auth: AuthLevel;
  /** Active roles allowed (others get a refusal that does not sign them out); every role when absent. */
  roles?: readonly number[];
  body?: B;
  query?: Q;
  params?: P;
  /** The success response: an envelope schema, or a file. */
  response: R;
  /** Set when success answers with a file instead of JSON (the response schema then describes refusals only). */
  file?: { contentType: string };
}

export const endpoint = <
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(
  definition: Endpoint<B, Q, P, R>,
): Endpoint<B, Q, P, R> => definition;

/** The spec 7 envelope `{ success, message, data }`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(1), message: z.string(), data });

/** Lists of spec 7 put `list` and `listsize` on top, and in `data` for clients that read them there. */
export const listEnvelope = <T extends z.ZodType>(row: T) =>
  z.object({
    success: z.literal(1),
    message: z.string(),
    list: z.array(row),
    listsize: z.number().int().min(0),
    data: z.object({ list: z.array(row), listsize: z.number().int().min(0) }),
  });

/** `data: { list, listsize }` without the top-level copy (choice lists). */
export const dataList = <T extends z.ZodType>(row: T) =>
  envelope(z.object({ list: z.array(row), listsize: z.number().int().min(0) }));

/** A refusal or error: `success: 0` with the message the user reads. */
export const failureEnvelope = lazySchema(() =>
  z.object({ success: z.literal(0), message: z.string(), data: z.unknown() }),
);

export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;
/** The input type of an optional schema (`body?: B` reads as `B | undefined`). */
type InputOf<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.input<NonNullable<S>>
    : undefined;
export type BodyOf<E extends Endpoint> = InputOf<E['body']>;
export type QueryOf<E extends Endpoint> = InputOf<E['query']>;
export type ParamsOf<E extends Endpoint> = InputOf<E['params']>;
