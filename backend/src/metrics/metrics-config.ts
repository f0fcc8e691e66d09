const MIN_TOKEN_LENGTH = 16;

/** `METRICS_TOKEN`: unset, there is no `/metrics`; set, a scraper sends it as `Authorization: Bearer …`. */
export class MetricsConfig {
  constructor(readonly token: string | null) {}
}

/** Reads `METRICS_TOKEN` once at start; a short token stops the start like any bad key. */
export function loadMetricsConfig(env: NodeJS.ProcessEnv): MetricsConfig {
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token !== null && token.length < MIN_TOKEN_LENGTH) {
    throw new Error(`Invalid environment:\n  METRICS_TOKEN: must be at least ${MIN_TOKEN_LENGTH} characters`);
  }
  return new MetricsConfig(token);
}
