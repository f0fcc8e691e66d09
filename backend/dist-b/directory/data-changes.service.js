var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { DataSource } from 'typeorm';
import { DataVersionService } from '../cache/data-version.service.js';
import { SummariesRepository } from './summaries.repository.js';
/**
 * The one door every write to businesses goes through afterwards, so that summaries,
 * public caches (data version) and sitemaps follow the data.
 * Listen to `bulk-changed` (e.g. the sitemap debounce) with `changes.events.on(...)`.
 */
let DataChangesService = class DataChangesService {
    db;
    summaries;
    dataVersion;
    events = new EventEmitter();
    constructor(db, summaries, dataVersion) {
        this.db = db;
        this.summaries = summaries;
        this.dataVersion = dataVersion;
    }
    /** After imports, bulk deletes, delete-all, test-data deletes: set-wise refresh. */
    async bulkChanged(reason) {
        await this.db.transaction(async (m) => {
            await this.summaries.refreshAll(m);
            await this.dataVersion.bump(m);
        });
        this.events.emit('bulk-changed', reason);
    }
    /** Inside the transaction of a single-row write (edit, approval, delete): recounts only the groups the row touches. */
    async rowChanged(manager, before, after) {
        await this.summaries.applyRowChange(manager, publicKeys(before), publicKeys(after));
        await this.dataVersion.bump(manager);
    }
    /** Writes that change no business (site settings, clear-cache). */
    async settingsChanged() {
        await this.dataVersion.bump();
    }
};
DataChangesService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource,
        SummariesRepository,
        DataVersionService])
], DataChangesService);
export { DataChangesService };
/** Only approved rows count in the summaries. */
function publicKeys(state) {
    return state?.isApproved
        ? { categorySlug: state.categorySlug, countryCode: state.countryCode, citySlug: state.citySlug }
        : null;
}
//# sourceMappingURL=data-changes.service.js.map