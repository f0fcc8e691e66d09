// Letters that NFKD does not decompose into a base letter plus combining marks.
const LETTER_MAP: Readonly<Record<string, string>> = {
  ı: 'i',
  İ: 'I',
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
  ŋ: 'n',
  Ŋ: 'N',
  ĸ: 'k',
  ſ: 's',
};

const COMBINING_MARKS = /\p{M}/gu;

/** Maps Latin letters with diacritics to their ASCII base letters; other characters pass through. */
export function transliterate(text: string): string {
  let mapped = '';
  for (const char of text) mapped += LETTER_MAP[char] ?? char;
  return mapped.normalize('NFKD').replace(COMBINING_MARKS, '');
}
