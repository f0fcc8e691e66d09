var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var DatabaseModule_1;
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { migrations } from './migrations/index.js';
let DatabaseModule = DatabaseModule_1 = class DatabaseModule {
    /** Connects to `url`; entities come from each feature module, migrations run at start. */
    static forRoot(url) {
        return {
            module: DatabaseModule_1,
            imports: [
                TypeOrmModule.forRoot({
                    type: 'postgres',
                    url,
                    autoLoadEntities: true,
                    synchronize: false,
                    migrations,
                    migrationsRun: true,
                    migrationsTransactionMode: 'each',
                    // Fail fast while PostgreSQL is away (a request answers 503 rather than waiting); keepAlive notices a dead peer.
                    extra: { max: 20, connectionTimeoutMillis: 2000, keepAlive: true },
                }),
            ],
        };
    }
};
DatabaseModule = DatabaseModule_1 = __decorate([
    Module({})
], DatabaseModule);
export { DatabaseModule };
//# sourceMappingURL=database.module.js.map