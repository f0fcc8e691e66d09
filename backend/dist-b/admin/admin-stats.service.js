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
import { AdminStatsRepository } from './admin-stats.repository.js';
let AdminStatsService = class AdminStatsService {
    figures;
    constructor(figures) {
        this.figures = figures;
    }
    async stats() {
        const [{ approved, pending, countries, cities }, categories] = await Promise.all([
            this.figures.totals(),
            this.figures.categoryCounts(),
        ]);
        return {
            totalBusinesses: approved + pending,
            approvedBusinesses: approved,
            pendingBusinesses: pending,
            totalCategories: categories.length,
            totalCountries: countries,
            totalCities: cities,
            categories: categories.map(({ category, count }) => ({ category, count })),
        };
    }
    categories() {
        return this.figures.categoryCounts();
    }
    countryCodes() {
        return this.figures.countryCodes();
    }
};
AdminStatsService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [AdminStatsRepository])
], AdminStatsService);
export { AdminStatsService };
//# sourceMappingURL=admin-stats.service.js.map