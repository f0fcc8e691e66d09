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
import { AppConfig } from '../config/app-config.js';
/** CONTRACT §5: at most IMPORT_CONCURRENCY imports run at once in this instance. */
let ImportSlots = class ImportSlots {
    taken = 0;
    limit;
    constructor(config) {
        this.limit = config.IMPORT_CONCURRENCY;
    }
    tryTake() {
        if (this.taken >= this.limit)
            return false;
        this.taken += 1;
        return true;
    }
    give() {
        this.taken = Math.max(0, this.taken - 1);
    }
};
ImportSlots = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [AppConfig])
], ImportSlots);
export { ImportSlots };
//# sourceMappingURL=import-slots.js.map