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
import { once } from 'node:events';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
let ExportRepository = class ExportRepository {
    db;
    constructor(db) {
        this.db = db;
    }
    /**
     * PostgreSQL's own CSV (`COPY … TO STDOUT`) of `columns` over the businesses of one country
     * (or all), in id order. Resolves once the first bytes are there, so a failing query still
     * rejects before anything is sent; the connection returns to the pool when the stream closes.
     */
    async copyCsv(columns, countryCode) {
        const runner = this.db.createQueryRunner();
        const client = (await runner.connect());
        try {
            // COPY takes no bind parameters: values are quoted as literals.
            const where = countryCode ? `WHERE country_code = ${pg.escapeLiteral(countryCode)}` : '';
            const copy = client.query(copyTo(`COPY (SELECT ${columns(pg.escapeLiteral).join(', ')} FROM businesses ${where} ORDER BY id) TO STDOUT WITH (FORMAT csv)`));
            copy.once('close', () => void runner.release());
            await once(copy, 'readable');
            return copy;
        }
        catch (error) {
            await runner.release();
            throw error;
        }
    }
};
ExportRepository = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource])
], ExportRepository);
export { ExportRepository };
//# sourceMappingURL=export.repository.js.map