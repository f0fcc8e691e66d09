import { countryName } from '../common/country-names.js';
export function toAdminBusiness(b) {
    return {
        id: b.id,
        name: b.name,
        slug: b.slug,
        category: b.category,
        categorySlug: b.categorySlug,
        address: b.address,
        city: b.city,
        citySlug: b.citySlug,
        countryCode: b.countryCode,
        country: countryName(b.countryCode).name,
        phone: b.phone,
        website: b.website,
        imageUrl: b.imageUrl,
        description: b.description,
        rating: b.rating === null ? null : Number(b.rating),
        reviewCount: b.reviewCount,
        latitude: b.latitude,
        longitude: b.longitude,
        placeId: b.placeId,
        isApproved: b.isApproved,
        createdAt: b.createdAt.toISOString(),
    };
}
export function toHours(h) {
    return { dayOfWeek: h.dayOfWeek, openTime: h.openTime, closeTime: h.closeTime, isClosed: h.isClosed };
}
export function toAmenity(a) {
    return { id: a.id, amenityType: a.amenityType, hasAmenity: a.hasAmenity };
}
export function toAdminBusinessDetail(b, hours, amenities) {
    return { ...toAdminBusiness(b), hours: hours.map(toHours), amenities: amenities.map(toAmenity) };
}
//# sourceMappingURL=admin-business.mapper.js.map