import { Module } from '@nestjs/common';
import { DataChangesService } from './data-changes.service.js';
import { SummariesRepository } from './summaries.repository.js';

/** Every bulk or single write that public pages can see goes through here (summaries, data version, events). */
@Module({ providers: [SummariesRepository, DataChangesService], exports: [SummariesRepository, DataChangesService] })
export class DataChangesModule {}
