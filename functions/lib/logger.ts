/** Structured JSON logs, one line per entry, with the tenant and request id once known. */
type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export class Logger {
  constructor(private readonly keys: Record<string, unknown> = {}) {}

  child(keys: Record<string, unknown>): Logger {
    return new Logger({ ...this.keys, ...keys });
  }

  private write(level: Level, message: string, extra?: Record<string, unknown>) {
    const threshold = (process.env.LOG_LEVEL as Level | undefined) ?? 'info';
    if (threshold === ('silent' as Level) || ORDER[level] < (ORDER[threshold] ?? 20)) return;
    const line = JSON.stringify({ level, timestamp: new Date().toISOString(), message, ...this.keys, ...extra });
    (level === 'error' ? process.stderr : process.stdout).write(line + '\n');
  }

  debug(message: string, extra?: Record<string, unknown>) {
    this.write('debug', message, extra);
  }
  info(message: string, extra?: Record<string, unknown>) {
    this.write('info', message, extra);
  }
  warn(message: string, extra?: Record<string, unknown>) {
    this.write('warn', message, extra);
  }
  error(message: string, extra?: Record<string, unknown>) {
    this.write('error', message, extra);
  }
}

export const logger = new Logger({ service: 'assetcare-api' });
