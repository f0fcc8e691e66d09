/** A server a test or benchmark may stop and start again, without touching anyone else's. */
export interface OwnServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  remove(): Promise<void>;
}

export function freePort(): Promise<number>;
export function startOwnPostgres(options?: { database?: string; persistent?: boolean }): Promise<OwnServer>;
export interface OwnRedis extends OwnServer {
  /** SIGSTOP: it keeps accepting connections and never answers. */
  freeze(): void;
  /** SIGCONT. */
  thaw(): void;
}

export function startOwnRedis(options?: { started?: boolean }): Promise<OwnRedis>;
