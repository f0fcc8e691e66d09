const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type LogLevel = (typeof LEVELS)[number];

/** `LOG_LEVEL` (default `info`), checked at start like the rest of the environment. */
export function logLevelOf(env: NodeJS.ProcessEnv): LogLevel {
  const value = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!(LEVELS as readonly string[]).includes(value)) {
    throw new Error(`Invalid environment:\n  LOG_LEVEL: must be one of ${LEVELS.join(', ')}`);
  }
  return value as LogLevel;
}
