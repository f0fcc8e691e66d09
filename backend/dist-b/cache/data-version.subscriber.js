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
import { DataSource } from 'typeorm';
import { DataVersionService } from './data-version.service.js';
/**
 * Tells DataVersionService when a transaction that bumped the version commits or rolls back,
 * so this instance switches at its own commit without waiting for the NOTIFY round trip.
 * Registered as the NestJS TypeORM docs show for injectable subscribers.
 */
let DataVersionSubscriber = class DataVersionSubscriber {
    versions;
    constructor(db, versions) {
        this.versions = versions;
        db.subscribers.push(this);
    }
    afterTransactionCommit(event) {
        if (!event.queryRunner.isTransactionActive)
            this.versions.committed(event.queryRunner);
    }
    afterTransactionRollback(event) {
        if (!event.queryRunner.isTransactionActive)
            this.versions.rolledBack(event.queryRunner);
    }
};
DataVersionSubscriber = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource,
        DataVersionService])
], DataVersionSubscriber);
export { DataVersionSubscriber };
//# sourceMappingURL=data-version.subscriber.js.map