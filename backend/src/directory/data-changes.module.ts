import { Global, Module } from '@nestjs/common';
import { DataChangesService } from './data-changes.service.js';
import { SummariesService } from './summaries.service.js';

@Global()
@Module({ providers: [SummariesService, DataChangesService], exports: [SummariesService, DataChangesService] })
export class DataChangesModule {}
