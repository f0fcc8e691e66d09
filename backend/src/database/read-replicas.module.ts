import { Global, Module } from '@nestjs/common';
import { ReadDatabase } from './read-database.js';
import { ReadReplicas } from './read-replicas.js';

/** DATABASE_REPLICA_URLS and `ReadDatabase`, the handle public-read repositories query through. */
@Global()
@Module({
  providers: [ReadReplicas, ReadDatabase],
  exports: [ReadReplicas, ReadDatabase],
})
export class ReadReplicasModule {}
