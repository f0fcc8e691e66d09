import { countryName } from '../common/country-names.js';
const toNumberOrNull = (value) => (value === null ? null : Number(value));
export function toBusinessCard(b) {
    return {
        id: b.id,
        name: b.name,
        slug: b.slug,
        category: b.category,
        categorySlug: b.categorySlug,
        address: b.address,
        city: b.city,
        countryCode: b.countryCode,
        phone: b.phone,
        imageUrl: b.imageUrl,
        rating: toNumberOrNull(b.rating),
        reviewCount: b.reviewCount,
    };
}
export function toBusinessDetail(b) {
    return {
        ...toBusinessCard(b),
        citySlug: b.citySlug,
        country: countryName(b.countryCode).name,
        website: b.website,
        description: b.description,
        latitude: toNumberOrNull(b.latitude),
        longitude: toNumberOrNull(b.longitude),
        placeId: b.placeId,
        isApproved: b.isApproved,
        createdAt: new Date(b.createdAt).toISOString(),
        hours: b.hours,
        amenities: b.amenities,
    };
}
//# sourceMappingURL=business.mappers.js.map