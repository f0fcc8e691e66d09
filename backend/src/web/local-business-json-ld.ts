import type { PublicBusinessDetail, PublicReview } from '@directory/shared';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type JsonLdInput = Pick<
  PublicBusinessDetail,
  | 'name'
  | 'address'
  | 'city'
  | 'countryCode'
  | 'phone'
  | 'imageUrl'
  | 'latitude'
  | 'longitude'
  | 'hours'
  | 'website'
  | 'siteRating'
>;

/** A published review of this site as schema.org Review: its author's display name, date, rating and text. */
const reviewJsonLd = (review: PublicReview) => ({
  '@type': 'Review',
  author: { '@type': 'Person', name: review.author.displayName },
  datePublished: review.createdAt.slice(0, 10),
  reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  reviewBody: review.text,
});

/**
 * schema.org LocalBusiness for a business page. `aggregateRating` and `review` come only from the
 * published reviews written here (`siteRating`, and the reviews the page shows): the imported rating is
 * a third party's, which Google's review-snippet rules forbid marking up. Both are left out while there
 * are none.
 */
export function localBusinessJsonLd(business: JsonLdInput, url: string, reviews: PublicReview[] = []): object {
  const openings = business.hours
    .filter((h) => !h.isClosed && h.dayOfWeek >= 0 && h.dayOfWeek <= 6)
    .map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAYS[h.dayOfWeek]}`,
      opens: h.openTime ?? '00:00',
      closes: h.closeTime ?? '23:59',
    }));
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: business.name,
    url,
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(business.imageUrl ? { image: business.imageUrl } : {}),
    ...(business.website ? { sameAs: [business.website] } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address,
      ...(business.city ? { addressLocality: business.city } : {}),
      addressCountry: business.countryCode,
    },
    ...(business.latitude !== null && business.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: business.latitude, longitude: business.longitude } }
      : {}),
    ...(openings.length ? { openingHoursSpecification: openings } : {}),
    ...(business.siteRating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: business.siteRating.average,
            reviewCount: business.siteRating.count,
            bestRating: 5,
            worstRating: 1,
          },
          ...(reviews.length ? { review: reviews.map(reviewJsonLd) } : {}),
        }
      : {}),
  };
}
