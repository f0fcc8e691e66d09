var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module.js';
import { CategoriesController } from './categories.controller.js';
import { CitiesController } from './cities.controller.js';
import { CountriesController } from './countries.controller.js';
import { DirectoryRepository } from './directory.repository.js';
import { DirectoryService } from './directory.service.js';
import { HomepageController } from './homepage.controller.js';
import { SearchController } from './search.controller.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';
/** The public directory: homepage data, category / country / city lists and pages, search. */
let DirectoryModule = class DirectoryModule {
};
DirectoryModule = __decorate([
    Module({
        imports: [BusinessesModule],
        controllers: [HomepageController, CategoriesController, CountriesController, CitiesController, SearchController],
        providers: [DirectoryRepository, DirectoryService, SearchRepository, SearchService],
        exports: [DirectoryService],
    })
], DirectoryModule);
export { DirectoryModule };
//# sourceMappingURL=directory.module.js.map