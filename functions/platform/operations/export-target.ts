/**
 * Where a tenant export goes (functions/platform/operations/tenant-data.ts): a folder on the
 * operator's machine (`npm run tenant -- export|delete --out <dir>`), or a prefix of the files
 * bucket (Platform/DeleteTenant's runner: `tenant-exports/<tenant>/<time>/`, in the cloud and on the
 * twin's S3 emulator alike). Both hold the same names: items.jsonl, files/<key>, manifest.json.
 */
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** The files bucket's top-level prefix of exports made by the platform: never a tenant's own files. */
export const TENANT_EXPORTS_PREFIX = 'tenant-exports/';

export type ExportTarget = { dir: string } | { bucket: string; prefix: string };

/** A file of `tenant` in the files bucket: every prefix puts the tenant second (`branding/<tenant>/…`). */
export const isTenantFile = (key: string, tenant: string) =>
  !key.startsWith(TENANT_EXPORTS_PREFIX) && key.split('/')[1] === tenant;

/** The target as the registry item records it (`deletion_export`), and back. */
export const describeTarget = (target: ExportTarget) =>
  'dir' in target ? `file:${path.resolve(target.dir)}` : `s3://${target.bucket}/${target.prefix}`;
export function parseTarget(described: string): ExportTarget {
  if (described.startsWith('file:')) return { dir: described.slice('file:'.length) };
  const match = /^s3:\/\/([^/]+)\/(.*)$/.exec(described);
  if (!match) throw new Error(`not an export target: ${described}`);
  return { bucket: match[1], prefix: match[2] };
}

export interface ExportSink {
  put(name: string, body: string | Uint8Array): Promise<void>;
  /** The file's text, or undefined when there is none. */
  read(name: string): Promise<string | undefined>;
  /** Lines written one by one (a folder streams them; a bucket object is put at the end). */
  lines(name: string): { write(line: string): void; end(): Promise<void> };
}

export function sinkFor(target: ExportTarget): ExportSink {
  if ('dir' in target) {
    const file = (name: string) => path.join(target.dir, name);
    return {
      put: async (name, body) => {
        mkdirSync(path.dirname(file(name)), { recursive: true });
        writeFileSync(file(name), body);
      },
      read: async (name) => (existsSync(file(name)) ? readFileSync(file(name), 'utf8') : undefined),
      lines: (name) => {
        mkdirSync(path.dirname(file(name)), { recursive: true });
        const out = createWriteStream(file(name));
        return {
          write: (line) => out.write(line),
          end: () =>
            new Promise<void>((resolve, reject) =>
              out.end((error?: Error | null) => (error ? reject(error) : resolve())),
            ),
        };
      },
    };
  }
  const s3 = new S3Client({ forcePathStyle: true });
  const key = (name: string) => `${target.prefix}${name}`;
  const put = async (name: string, body: string | Uint8Array) => {
    await s3.send(new PutObjectCommand({ Bucket: target.bucket, Key: key(name), Body: body }));
  };
  return {
    put,
    read: async (name) => {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: target.bucket, Key: key(name) }));
        return await object.Body!.transformToString();
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    lines: (name) => {
      // Held in memory until the end: the runner's Lambda has the memory of its largest tenant's items.
      const chunks: string[] = [];
      return { write: (line) => void chunks.push(line), end: () => put(name, chunks.join('')) };
    },
  };
}
