import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';

/** docs/behaviour.md §5: at most IMPORT_CONCURRENCY imports run at once in this instance. */
@Injectable()
export class ImportSlots {
  private taken = 0;
  readonly limit: number;

  constructor(config: AppConfig) {
    this.limit = config.IMPORT_CONCURRENCY;
  }

  tryTake(): boolean {
    if (this.taken >= this.limit) return false;
    this.taken += 1;
    return true;
  }

  give(): void {
    this.taken = Math.max(0, this.taken - 1);
  }
}
