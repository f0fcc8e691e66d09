import ExcelJS from 'exceljs';

/** docs/screens.md §5 "Sample template columns", with one example row. */
export const TEMPLATE_COLUMNS = [
  'name',
  'address',
  'phone',
  'category',
  'latitude',
  'longitude',
  'rating',
  'reviewCount',
  'place_id',
  'country_code',
];
const EXAMPLE = [
  'Örnek Kafe',
  'Bağdat Cd. No:1, 34710 Kadıköy/İstanbul, Türkiye',
  '+90 216 123 45 67',
  'Cafe',
  40.9862,
  29.027,
  4.5,
  120,
  'ChIJexample-place-id-0001',
  'TR',
];

export const TEMPLATE_FILE_NAME = 'isletme_yukleme_sablonu.xlsx';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function buildUploadTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Businesses');
  sheet.addRow(TEMPLATE_COLUMNS).font = { bold: true };
  sheet.addRow(EXAMPLE);
  sheet.columns.forEach((column) => (column.width = 22));
  return Buffer.from(await book.xlsx.writeBuffer());
}
