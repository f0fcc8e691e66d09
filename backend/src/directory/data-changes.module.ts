import { Module } from '@nestjs/common';
import { DataChangesService } from './data-changes.service.js';
import { SummariesService } from './summaries.service.js';

/** Every bulk or single write that public pages can see goes through here (summaries, data version, events). */
@Module({ providers: [SummariesService, DataChangesService], exports: [SummariesService, DataChangesService] })
export class DataChangesModule {}
