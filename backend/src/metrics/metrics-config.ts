/** `METRICS_TOKEN` (AppConfig): unset, there is no `/metrics`; set, a scraper sends it as `Authorization: Bearer …`. */
export class MetricsConfig {
  constructor(readonly token: string | null) {}
}
