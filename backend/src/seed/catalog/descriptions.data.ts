import type { CategoryKind } from './categories.data.js';

/**
 * Opening sentences; `{name}`, `{adjective}`, `{category}` (lower case), `{city}`, `{country}`, `{year}` are
 * filled in, and `{a}` with the article the adjective takes ('an independent', 'a friendly').
 */
export const DESCRIPTION_OPENERS = [
  '{name} is {a} {adjective} {category} in {city}.',
  'Family-run {category} in the heart of {city} since {year}.',
  '{name} has served {city} and the surrounding area since {year}.',
  'Welcome to {name}, your {adjective} {category} in {city}, {country}.',
  'Locally owned {category} in {city}, open to new and regular customers alike.',
  '{name} is one of the best-reviewed {category} businesses in {city}.',
] as const;

export const DESCRIPTION_ADJECTIVES = [
  'friendly',
  'modern',
  'well-established',
  'popular',
  'independent',
  'award-winning',
  'trusted',
  'welcoming',
] as const;

/** Second sentences that fit the kind of business. */
export const DESCRIPTION_DETAILS: Record<CategoryKind, readonly string[]> = {
  food: [
    'Fresh seasonal ingredients, generous portions and a warm welcome.',
    'Home-style cooking with recipes passed down through generations.',
    'Ideal for lunch with colleagues or dinner with family and friends.',
    'Takeaway and delivery available every day.',
  ],
  cafe: [
    'Freshly roasted coffee, homemade cakes and pastries baked every morning.',
    'A quiet spot to work, read or meet friends over a good cup of coffee.',
    'Everything is baked on site from early in the morning.',
  ],
  nightlife: [
    'Craft beers on tap, signature cocktails and live music at the weekend.',
    'A relaxed place to unwind after work, with a great selection of drinks.',
    'Big screens for every match and a lively crowd.',
  ],
  grocery: [
    'Fresh produce, everyday essentials and local specialities under one roof.',
    'Daily deliveries of fruit, vegetables and bakery goods.',
    'Friendly staff and fair prices, seven days a week.',
  ],
  retail: [
    'A wide range of quality products and friendly, expert advice.',
    'New arrivals every week and regular seasonal offers.',
    'Browse in store or ask about ordering items not in stock.',
  ],
  health: [
    'New patients welcome; most insurance plans accepted.',
    'A caring team focused on prevention, diagnosis and treatment.',
    'Modern equipment and short waiting times for appointments.',
  ],
  pet: [
    'Compassionate care for dogs, cats and small animals.',
    'Experienced staff who treat every pet like their own.',
  ],
  beauty: [
    'Experienced stylists, premium products and a relaxing atmosphere.',
    'Walk-ins welcome; appointments recommended at weekends.',
    'Treatments tailored to you, from quick touch-ups to full makeovers.',
  ],
  fitness: [
    'Modern equipment, group classes and personal coaching for every level.',
    'Flexible memberships and a free trial session for newcomers.',
  ],
  auto: [
    'Certified mechanics, transparent prices and quick turnaround.',
    'Servicing, repairs and inspections for all makes and models.',
    'Genuine parts and a warranty on every repair.',
  ],
  trades: [
    'Licensed and insured professionals; free estimates on request.',
    'Fast response, tidy work and fair, upfront pricing.',
    'Residential and commercial jobs, large or small.',
  ],
  professional: [
    'Personal advice for private clients and businesses.',
    'An experienced team that puts clients first.',
    'Initial consultations are free of charge.',
  ],
  lodging: [
    'Comfortable rooms, free Wi-Fi and a generous breakfast.',
    'Conveniently located near the city centre and public transport.',
    'Friendly reception open around the clock.',
  ],
  travel: [
    'Tailor-made trips, group tours and last-minute offers.',
    'Reliable transfers and friendly, multilingual staff.',
  ],
  education: [
    'Small classes, qualified teachers and a supportive environment.',
    'Courses for children and adults at every level.',
  ],
  leisure: [
    'A favourite with families, tourists and locals.',
    'Plan at least two hours for your visit; group discounts available.',
  ],
  worship: ['Services held daily; visitors are welcome.', 'An active community with events throughout the year.'],
  public: ['Please bring a valid ID to your visit.', 'Many services are also available online.'],
  always: ['Open 24 hours a day, seven days a week.', 'Available around the clock, including holidays.'],
};

/** Share of businesses with a description. */
export const DESCRIPTION_SHARE = 0.72;
