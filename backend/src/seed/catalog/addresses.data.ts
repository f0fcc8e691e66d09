/** Postal code layouts: `#` a digit, `A` a capital letter. Countries without postal codes are absent. */
export const POSTAL_CODES: Readonly<Record<string, string>> = {
  US: '#####', CA: 'A#A #A#', GB: 'AA# #AA', IE: 'A## A#A#', DE: '#####', AT: '####', CH: '####', LI: '####', FR: '#####',
  BE: '####', LU: '####', MC: '980##', NL: '#### AA', IT: '#####', SM: '4789#', ES: '#####', PT: '####-###', TR: '#####',
  GR: '### ##', PL: '##-###', CZ: '### ##', SK: '### ##', HU: '####', RO: '######', BG: '####', HR: '#####', SI: '####',
  RS: '#####', SE: '### ##', NO: '####', DK: '####', FI: '#####', IS: '###', EE: '#####', LV: 'LV-####', LT: 'LT-#####',
  RU: '######', UA: '#####', BY: '######', KZ: '######', JP: '###-####', CN: '######', TW: '###', KR: '#####', IN: '######',
  PK: '#####', BD: '####', LK: '#####', NP: '#####', ID: '#####', MY: '#####', TH: '#####', VN: '######', PH: '####',
  SG: '######', AU: '####', NZ: '####', ZA: '####', EG: '#####', MA: '#####', DZ: '#####', TN: '####', SA: '#####',
  IL: '#######', JO: '#####', KW: '#####', IR: '##########', MX: '#####', BR: '#####-###', AR: 'A####AAA', CL: '#######',
  CO: '######', PE: '#####', VE: '####', EC: '######', UY: '#####', PY: '####', CR: '#####', DO: '#####', GT: '#####',
  CU: '#####', NG: '######', KE: '#####', ET: '####', AZ: 'AZ ####', GE: '####', AM: '####', CY: '####', MT: 'AAA ####',
};

/** Neighbourhood names used in Turkish addresses ("Moda Mah."). */
export const TURKISH_NEIGHBOURHOODS = [
  'Merkez', 'Cumhuriyet', 'Yenimahalle', 'Atatürk', 'Fatih', 'Bahçelievler', 'Moda', 'Kültür', 'Esentepe', 'Çamlık',
  'Gülbahar', 'Yıldız', 'İnönü', 'Barbaros', 'Kocatepe', 'Zafer', 'Hürriyet', 'Karşıyaka', 'Cevizli', 'Osmanağa',
] as const;

export const JAPANESE_WARDS = ['Chuo City', 'Minato City', 'Shinjuku City', 'Shibuya City', 'Naka Ward', 'Kita Ward', 'Nishi Ward', 'Higashi Ward'] as const;

/** US street types as addresses print them. */
export const ENGLISH_STREET_TYPES = ['St', 'Ave', 'Rd', 'Blvd', 'Dr', 'Ln', 'Way', 'Pl', 'Ct'] as const;
export const BRITISH_STREET_TYPES = ['Street', 'Road', 'Lane', 'Avenue', 'Close', 'Way', 'Terrace', 'Square'] as const;
export const GERMAN_STREET_SUFFIXES = ['straße', 'weg', 'allee', 'gasse', 'platz', 'ring'] as const;
export const DUTCH_STREET_SUFFIXES = ['straat', 'weg', 'laan', 'plein', 'gracht', 'kade'] as const;
export const NORDIC_STREET_SUFFIXES = ['gatan', 'vägen', 'gata', 'gade', 'vej'] as const;
export const FRENCH_STREET_TYPES = ['Rue', 'Rue', 'Avenue', 'Boulevard', 'Place', 'Allée', 'Impasse'] as const;
export const SPANISH_STREET_TYPES = ['Calle', 'Calle', 'Avenida', 'Paseo', 'Plaza', 'Camino'] as const;
export const ITALIAN_STREET_TYPES = ['Via', 'Via', 'Viale', 'Corso', 'Piazza', 'Vicolo'] as const;
export const PORTUGUESE_STREET_TYPES = ['Rua', 'Rua', 'Avenida', 'Travessa', 'Praça', 'Alameda'] as const;
export const TURKISH_STREET_TYPES = ['Cd.', 'Sk.', 'Blv.'] as const;
