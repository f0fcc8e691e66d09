import { Injectable } from '@nestjs/common';
import { DataSource, EntitySubscriberInterface, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { DataVersionService } from './data-version.service.js';

/**
 * Tells DataVersionService when a transaction that bumped the version commits or rolls back,
 * so this instance switches at its own commit without waiting for the NOTIFY round trip.
 * Registered as the NestJS TypeORM docs show for injectable subscribers.
 */
@Injectable()
export class DataVersionSubscriber implements EntitySubscriberInterface {
  constructor(
    db: DataSource,
    private readonly versions: DataVersionService,
  ) {
    db.subscribers.push(this);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (!event.queryRunner.isTransactionActive) this.versions.committed(event.queryRunner);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.versions.rolledBack(event.queryRunner);
  }
}
