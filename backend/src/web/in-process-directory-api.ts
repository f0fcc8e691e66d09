import { HttpException, Injectable } from '@nestjs/common';
import type {
  CityListRequest,
  PageDataSource,
  PageRequest,
  ReviewsRequest,
  SearchRequest,
  SuggestRequest,
} from '@directory/shared';
import { BusinessesService } from '../businesses/businesses.service.js';
import { DirectoryService } from '../directory/directory.service.js';
import { SearchService } from '../directory/search.service.js';
import { SuggestService } from '../directory/suggest.service.js';
import { ReviewReadsService } from '../reviews/review-reads.service.js';

/** An HTTP error of a service as the pages see one: its `status` (404: the thing does not exist). */
class DirectoryReadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function read<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof HttpException) throw new DirectoryReadError(error.getStatus(), error.message);
    throw error;
  }
}

/**
 * The public API's answers straight from the services, for the pages the server renders and their
 * meta (never HTTP to itself), and the directory's totals some descriptions quote.
 */
@Injectable()
export class InProcessDirectoryApi implements PageDataSource {
  constructor(
    private readonly directory: DirectoryService,
    private readonly businesses: BusinessesService,
    private readonly searches: SearchService,
    private readonly suggestions: SuggestService,
    private readonly reviewReads: ReviewReadsService,
  ) {}

  homepage = () => read(() => this.directory.homepage());
  totals = () => read(() => this.directory.totals());
  categories = (letter?: string) => read(() => this.directory.categories(letter));
  category = (slug: string, paging: PageRequest) => read(() => this.directory.category(slug, paging));
  countries = () => read(() => this.directory.countries());
  country = (slug: string) => read(() => this.directory.country(slug));
  countryCities = (slug: string, request: CityListRequest) => read(() => this.directory.countryCities(slug, request));
  cities = (request: CityListRequest) => read(() => this.directory.cities(request));
  city = (countryCode: string, citySlug: string, paging: PageRequest) =>
    read(() => this.directory.city(countryCode, citySlug, paging));
  business = (slug: string) => read(() => this.businesses.findBySlug(slug));
  reviews = (slug: string, request: ReviewsRequest) => read(() => this.reviewReads.page(slug, request));
  search = (request: SearchRequest) => read(() => this.searches.find(request));
  suggest = (request: SuggestRequest) => read(() => this.suggestions.suggest(request));
}
