/** A contact message the server accepts (docs/behaviour.md §3). */
export const CONTACT = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Listing question',
  message: 'How do I add my bakery to the directory?',
};

/** A public business submission the server accepts (docs/behaviour.md §3). */
export const SUBMISSION = {
  name: 'Corner Bakery',
  category: 'Bakery',
  address: 'Hauptstraße 5, 10115 Berlin',
  city: 'Berlin',
  countryCode: 'DE',
  email: 'owner@corner-bakery.example',
};
