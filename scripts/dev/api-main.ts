/** Runs the local API as its own process: `tsx scripts/dev/api-main.ts <port> [staticDir]`. */
import { createApiServer } from './api-server.js';

const port = Number(process.argv[2] ?? process.env.AC_API_PORT ?? 3001);
const staticDir = process.argv[3];
const server = createApiServer({ staticDir });
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(
    `${JSON.stringify({ level: 'info', message: 'local API listening', port, staticDir })}\n`,
  );
});
const close = () => server.close(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
