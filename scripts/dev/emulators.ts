/**
 * The cloud parts of the local twin: DynamoDB Local, cognito-local, s3rver and the SES v2
 * emulator, each a child process on 127.0.0.1 (DynamoDB Local has no bind option and listens on
 * every interface; nothing here sends it traffic from elsewhere).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { httpOk, portInUse, startChild, waitUntil, type Child } from './process.js';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

export interface EmulatorPorts {
  dynamodb: number;
  cognito: number;
  s3: number;
  ses: number;
}

export interface EmulatorOptions {
  ports: EmulatorPorts;
  /** Where data persists; ignored for DynamoDB when inMemory. */
  dataDir: string;
  logDir: string;
  inMemory?: boolean;
  /** DynamoDB Local's Java heap (default 512m): benches that hold hundreds of thousands of items in memory need more. */
  dynamoHeap?: string;
  /** DynamoDB Local's JVM flags (SHORT_RUN_JVM_FLAGS for the test runs' instances). */
  dynamoJvmFlags?: string[];
  /** Called with each confirmation code cognito-local would have e-mailed. */
  onCognitoCode?: (delivery: CodeDelivery) => void;
  /**
   * Run s3rver through s3-main.ts, which hands new inspection photos to the thumbnail maker as
   * the cloud's S3 events do (the twin); handler tests call the maker themselves and leave it off.
   */
  thumbnails?: boolean;
  /** False: no stream reader yet (a first start starts it once the seeded file is in place: scripts/dev/twin.ts). */
  streams?: boolean;
}

export interface CodeDelivery {
  username: string;
  destination: string;
  code: string;
}

export const BUCKETS = { files: 'assetcare-files', reports: 'assetcare-reports' };
export const TABLE_NAME = 'assetcare';

export class JavaMissingError extends Error {}

export function checkJava() {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new JavaMissingError(
      'Java is missing: DynamoDB Local needs it. Install it with `sudo apt-get install -y openjdk-17-jre-headless`, then run npm start again.',
    );
  }
}

/** The environment the Lambda handlers (and the AWS SDK) need to talk to the emulators. */
export function emulatorEnv(ports: EmulatorPorts): Record<string, string> {
  return {
    AWS_REGION: 'us-east-1',
    // s3rver accepts only its own key pair; the other emulators accept any.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${ports.cognito}`,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${ports.s3}`,
    AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${ports.ses}`,
    TABLE_NAME,
    FILES_BUCKET: BUCKETS.files,
    REPORTS_BUCKET: BUCKETS.reports,
    SES_SENDER: 'no-reply@assetcare.local',
    COGNITO_LOCAL_URL: `http://127.0.0.1:${ports.cognito}`,
    // Business metrics (functions/lib/metrics.ts) print nothing on the twin: no EMF noise in its
    // output, and the Metrics package is never loaded.
    POWERTOOLS_METRICS_DISABLED: 'true',
  };
}

/** cognito-local prints a boxed 'Confirmation Code Delivery' block instead of sending mail. */
export function parseCodeDeliveries(text: string): CodeDelivery[] {
  const found: CodeDelivery[] = [];
  const blocks = text.split('Confirmation Code Delivery').slice(1);
  for (const block of blocks) {
    const field = (name: string) => block.match(new RegExp(`${name}:\\s+([^\\s│|\\\\"]+)`))?.[1];
    const username = field('Username');
    const destination = field('Destination');
    const code = field('Code');
    if (username && code) found.push({ username, destination: destination ?? username, code });
  }
  return found;
}

/**
 * For a DynamoDB Local that lives minutes under light load (a first seed's, the browser tests'):
 * the JIT's first tier only. The second tier's compiles cost more CPU than they give back there:
 * the seed's instance used 24% less CPU, the browser tests' 19% less, for the same wall time. Not
 * for heavy steady work (the handler tests' import jobs ran 16% longer on it).
 */
export const SHORT_RUN_JVM_FLAGS = ['-XX:TieredStopAtLevel=1'];

/** DynamoDB Local on `port`, its file in `dbDir` (in memory without one). */
export function startDynamo(options: {
  port: number;
  dbDir?: string;
  logDir: string;
  heap?: string;
  /** Extra JVM flags (e.g. SHORT_RUN_JVM_FLAGS). */
  jvmFlags?: string[];
  name?: string;
}): Child {
  const jarDir = path.join(packageDir('amplify-dynamodb-simulator'), 'emulator');
  const args = [
    ...(options.jvmFlags ?? []),
    `-Djava.library.path=${path.join(jarDir, 'DynamoDBLocal_lib')}`,
    `-Xmx${options.heap ?? '512m'}`,
    '-jar',
    path.join(jarDir, 'DynamoDBLocal.jar'),
    '-sharedDb',
    '-disableTelemetry',
    '-port',
    String(options.port),
  ];
  if (options.dbDir) {
    mkdirSync(options.dbDir, { recursive: true });
    args.push('-dbPath', options.dbDir);
  } else args.push('-inMemory');
  return startChild({ name: options.name ?? 'dynamodb', command: 'java', args, logDir: options.logDir });
}

/** The table's stream reader: applies the outbox's deferred writes as the cloud's stream-triggered Lambda does. */
export function startStreamReader(ports: EmulatorPorts, logDir: string, name = 'streams'): Child {
  return startChild({
    name,
    command: path.join(packageDir('tsx'), '..', '.bin', 'tsx'),
    args: [path.join(import.meta.dirname, 'streams-main.ts')],
    env: emulatorEnv(ports),
    logDir,
  });
}

export async function startEmulators(options: EmulatorOptions): Promise<Child[]> {
  checkJava();
  const { ports, dataDir, logDir } = options;
  const children: Child[] = [];
  try {
    const dynamo = startDynamo({
      port: ports.dynamodb,
      dbDir: options.inMemory ? undefined : path.join(dataDir, 'dynamodb'),
      logDir,
      heap: options.dynamoHeap,
      jvmFlags: options.dynamoJvmFlags,
    });
    children.push(dynamo);
    if (options.streams !== false) children.push(startStreamReader(ports, logDir));

    // cognito-local: config and data live in its working directory.
    const cognitoDir = path.join(dataDir, 'cognito');
    mkdirSync(path.join(cognitoDir, '.cognito'), { recursive: true });
    writeFileSync(
      path.join(cognitoDir, '.cognito', 'config.json'),
      JSON.stringify({
        ServerConfig: { hostname: '127.0.0.1', port: ports.cognito },
        TokenConfig: { IssuerDomain: `http://127.0.0.1:${ports.cognito}` },
      }),
    );
    let pending = '';
    const cognito = startChild({
      name: 'cognito',
      command: process.execPath,
      args: [path.join(packageDir('cognito-local'), 'lib', 'bin', 'start.js')],
      cwd: cognitoDir,
      logDir,
      // Empty: cognito-local logs at debug level (each save with its whole store, pretty-printed)
      // when DEBUG is set at all, '0' included.
      env: { DEBUG: '', NO_COLOR: '1', FORCE_COLOR: '0' },
      onOutput: (text) => {
        if (!options.onCognitoCode) return;
        pending += text;
        if (!pending.includes('Confirmation Code Delivery')) {
          pending = pending.slice(-200);
          return;
        }
        const deliveries = parseCodeDeliveries(pending);
        if (deliveries.length) {
          pending = '';
          deliveries.forEach((d) => options.onCognitoCode?.(d));
        }
      },
    });
    children.push(cognito);

    // s3rver with the two buckets and CORS for presigned browser uploads.
    const s3Dir = path.join(dataDir, 's3');
    mkdirSync(s3Dir, { recursive: true });
    const corsFile = path.join(dataDir, 's3-cors.xml');
    writeFileSync(
      corsFile,
      `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`,
    );
    const s3 = options.thumbnails
      ? startChild({
          name: 's3',
          command: path.join(packageDir('tsx'), '..', '.bin', 'tsx'),
          args: [
            path.join(import.meta.dirname, 's3-main.ts'),
            s3Dir,
            String(ports.s3),
            corsFile,
            BUCKETS.files,
            BUCKETS.reports,
          ],
          logDir,
        })
      : startChild({
          name: 's3',
          command: process.execPath,
          args: [
            path.join(packageDir('s3rver'), 'bin', 's3rver.js'),
            '-d',
            s3Dir,
            '-a',
            '127.0.0.1',
            '-p',
            String(ports.s3),
            '--silent',
            '--configure-bucket',
            BUCKETS.files,
            corsFile,
            '--configure-bucket',
            BUCKETS.reports,
            corsFile,
          ],
          logDir,
        });
    children.push(s3);

    const ses = startChild({
      name: 'ses',
      command: process.execPath,
      args: [
        path.join(packageDir('aws-ses-v2-local'), 'dist', 'cli.js'),
        '--host',
        '127.0.0.1',
        '--port',
        String(ports.ses),
      ],
      logDir,
    });
    children.push(ses);

    await Promise.all([
      waitUntil('DynamoDB Local', () => portInUse(ports.dynamodb), dynamo),
      waitUntil('cognito-local', () => httpOk(`http://127.0.0.1:${ports.cognito}/health`), cognito),
      waitUntil('S3 emulator', () => httpOk(`http://127.0.0.1:${ports.s3}/`), s3),
      waitUntil('SES emulator', () => httpOk(`http://127.0.0.1:${ports.ses}/store`), ses),
    ]);
    return children;
  } catch (error) {
    await Promise.all(children.map((c) => c.stop()));
    throw error;
  }
}
