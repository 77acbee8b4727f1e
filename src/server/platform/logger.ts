import pino from 'pino';
import type { Env } from './env.ts';

export type Logger = pino.Logger;

export function createLogger(env: Pick<Env, 'logLevel'>): Logger {
  return pino({
    level: env.logLevel,
    base: undefined,
    // A safety net: our own lines never carry these, but a library's error details might.
    redact: {
      paths: [
        'cookie',
        '*.cookie',
        'authorization',
        '*.authorization',
        'password',
        '*.password',
        'token',
        '*.token',
        'headers',
        '*.headers',
      ],
      censor: '[redacted]',
    },
  });
}
