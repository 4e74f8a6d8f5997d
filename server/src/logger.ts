import pino, { type Logger } from 'pino';
import type { AppConfig } from './config.ts';

/** JSON logs in production, readable ones in development. */
export function createLogger(config: Pick<AppConfig, 'env' | 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(config.env === 'development' ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  });
}
