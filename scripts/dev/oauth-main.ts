/**
 * Runs the twin's OAuth stand-in (oauth-twin.ts) as its own process over https, which Amplify
 * requires of an OAuth domain: `tsx scripts/dev/oauth-main.ts <port> <dataDir>`. Its certificate
 * is self-signed for 127.0.0.1 and made once with the JDK's keytool (Java is already the twin's
 * prerequisite, for DynamoDB Local): the browser tests accept it, a person accepts it once.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import path from 'node:path';
import { createOAuthTwin } from './oauth-twin.js';

const port = Number(process.argv[2]);
const dataDir = process.argv[3]!;
const PASSPHRASE = 'assetcare-twin-oauth';

function certificate(): Buffer {
  const file = path.join(dataDir, 'oauth-tls.p12');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    execFileSync(
      'keytool',
      ['-genkeypair', '-alias', 'oauth', '-keyalg', 'RSA', '-keysize', '2048', '-validity', '3650']
        .concat(['-dname', 'CN=127.0.0.1', '-ext', 'SAN=ip:127.0.0.1,dns:localhost'])
        .concat([
          '-storetype',
          'PKCS12',
          '-keystore',
          file,
          '-storepass',
          PASSPHRASE,
          '-keypass',
          PASSPHRASE,
        ]),
      { stdio: 'ignore' },
    );
  }
  return readFileSync(file);
}

const handle = createOAuthTwin({
  origin: `https://127.0.0.1:${port}`,
  cognitoUrl: process.env.COGNITO_LOCAL_URL!,
});
const server = createServer(
  { pfx: certificate(), passphrase: PASSPHRASE },
  (req, res) => void handle(req, res),
);
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ level: 'info', message: 'OAuth twin listening', port })}\n`);
});
const close = () => server.close(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
