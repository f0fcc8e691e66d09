var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { DataChangesService } from './data-changes.service.js';
import { SummariesRepository } from './summaries.repository.js';
/** Every bulk or single write that public pages can see goes through here (summaries, data version, events). */
let DataChangesModule = class DataChangesModule {
};
DataChangesModule = __decorate([
    Module({ providers: [SummariesRepository, DataChangesService], exports: [SummariesRepository, DataChangesService] })
], DataChangesModule);
export { DataChangesModule };
//# sourceMappingURL=data-changes.module.js.map