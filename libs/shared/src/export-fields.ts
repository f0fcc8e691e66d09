/** docs/behaviour.md §6 CSV export fields with their header labels, in the order the dialog lists them. */
export const EXPORT_FIELD_LABELS = {
  name: 'Firma Adı',
  address: 'Adres',
  phone: 'Telefon',
  category: 'Kategori',
  reviewCount: 'Yorum Sayısı',
  rating: 'Değerlendirme',
  placeId: 'Place ID',
  countryCode: 'Ülke Kodu',
  url: 'URL Link',
  latitude: 'Enlem',
  longitude: 'Boylam',
  slug: 'Slug',
  city: 'Şehir',
  website: 'Web Sitesi',
} as const;

export type ExportField = keyof typeof EXPORT_FIELD_LABELS;

export const EXPORT_FIELDS = Object.keys(EXPORT_FIELD_LABELS) as ExportField[];

/** docs/screens.md §9 "Export: default fields name, address, phone, category." */
export const DEFAULT_EXPORT_FIELDS: readonly ExportField[] = ['name', 'address', 'phone', 'category'];

export function isExportField(value: string): value is ExportField {
  return Object.hasOwn(EXPORT_FIELD_LABELS, value);
}
