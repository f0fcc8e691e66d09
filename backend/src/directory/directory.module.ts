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
import { SearchPlacesService } from './search-places.service.js';
import { SearchQueryReader } from './search-query-reader.service.js';
import { CategoryWordsService } from './category-words.service.js';
import { SearchTermsRepository } from './search-terms.repository.js';
import { SuggestController } from './suggest.controller.js';
import { SuggestService } from './suggest.service.js';

/** The public directory: homepage data, category / country / city lists and pages, search. */
@Module({
  imports: [BusinessesModule],
  controllers: [
    HomepageController,
    CategoriesController,
    CountriesController,
    CitiesController,
    SearchController,
    SuggestController,
  ],
  providers: [
    DirectoryRepository,
    DirectoryService,
    SearchRepository,
    SearchTermsRepository,
    SearchPlacesService,
    SearchQueryReader,
    CategoryWordsService,
    SearchService,
    SuggestService,
  ],
  exports: [DirectoryService, SearchService, SuggestService],
})
export class DirectoryModule {}
