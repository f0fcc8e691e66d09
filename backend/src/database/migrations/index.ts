import { InitialSchema1763800000000 } from './1763800000000-initial-schema.js';
import { PublicDirectory1763800100000 } from './1763800100000-public-directory.js';
import { AdminSecurity1763800200000 } from './1763800200000-admin-security.js';
import { SitemapGzip1763800400000 } from './1763800400000-sitemap-gzip.js';
import { DropRedundantNameIndex1763800500000 } from './1763800500000-drop-redundant-name-index.js';
import { ImportControl1763800600000 } from './1763800600000-import-control.js';
import { PagedCityLists1763800700000 } from './1763800700000-paged-city-lists.js';
import { BusinessTimeZones1763800800000 } from './1763800800000-business-time-zones.js';
import { NearbyBusinesses1763800810000 } from './1763800810000-nearby-businesses.js';
import { SearchDictionary1763800900000 } from './1763800900000-search-dictionary.js';
import { OpenWeeks1763801000000 } from './1763801000000-open-weeks.js';
import { CompletenessStats1763801050000 } from './1763801050000-completeness-stats.js';
import { AdminListOrder1763801100000 } from './1763801100000-admin-list-order.js';
import { ImportFailureReason1763801200000 } from './1763801200000-import-failure-reason.js';
import { SearchTermCounts1763801300000 } from './1763801300000-search-term-counts.js';
import { SearchPostingIndexes1763801400000 } from './1763801400000-search-posting-indexes.js';
import { SearchPostingLocations1763801500000 } from './1763801500000-search-posting-locations.js';
import { InlineDayMinute1763801600000 } from './1763801600000-inline-day-minute.js';
import { OpenWeekFromHours1763801700000 } from './1763801700000-open-week-from-hours.js';
import { ContactMessageRead1763801820000 } from './1763801820000-contact-message-read.js';
import { FoldedAdminSearch1763801950000 } from './1763801950000-folded-admin-search.js';
import { AccountsAndMail1763802000000 } from './1763802000000-accounts-and-mail.js';
import { Reviews1763802100000 } from './1763802100000-reviews.js';
import { Claims1763802200000 } from './1763802200000-claims.js';
import { DictionaryWorkMem1763802300000 } from './1763802300000-dictionary-work-mem.js';

/** Every migration, in order. Listed explicitly: ES modules rule out glob loading. */
export const migrations = [
  InitialSchema1763800000000,
  PublicDirectory1763800100000,
  AdminSecurity1763800200000,
  SitemapGzip1763800400000,
  DropRedundantNameIndex1763800500000,
  ImportControl1763800600000,
  PagedCityLists1763800700000,
  BusinessTimeZones1763800800000,
  NearbyBusinesses1763800810000,
  SearchDictionary1763800900000,
  OpenWeeks1763801000000,
  CompletenessStats1763801050000,
  AdminListOrder1763801100000,
  ImportFailureReason1763801200000,
  SearchTermCounts1763801300000,
  SearchPostingIndexes1763801400000,
  SearchPostingLocations1763801500000,
  InlineDayMinute1763801600000,
  OpenWeekFromHours1763801700000,
  ContactMessageRead1763801820000,
  FoldedAdminSearch1763801950000,
  AccountsAndMail1763802000000,
  Reviews1763802100000,
  Claims1763802200000,
  DictionaryWorkMem1763802300000,
];
