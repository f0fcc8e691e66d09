const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/**
 * schema.org LocalBusiness for a business page. No aggregateRating: the ratings come
 * from third parties, and Google's review-snippet rules forbid marking those up.
 */
export function localBusinessJsonLd(business, url) {
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
    };
}
//# sourceMappingURL=local-business-json-ld.js.map