/**
 * docs/behaviour.md §10 synonyms: what people type for the directory's categories, reviewed by hand.
 * A meaning of one word is a word to match as well (`burger` also matches `hamburger`); a meaning of
 * several words is a category name, and matches that category's businesses only (`haircut` finds
 * Hair Salon and Barber Shop, not every business with `hair` in its name). Plurals and singulars
 * come from the `pluralize` rules, not from this table.
 */
export interface SynonymFamily {
  /** What the entries have in common, for the tests and for whoever edits the table. */
  family: string;
  entries: Readonly<Record<string, readonly string[]>>;
  /**
   * The meanings hold only beside another word (`thai food` is a Thai restaurant; `food` alone stays
   * food, rather than every restaurant).
   */
  besideAnotherWord?: boolean;
}

export const SEARCH_SYNONYMS: readonly SynonymFamily[] = [
  {
    family: 'everyday names for categories',
    entries: {
      haircut: ['Hair Salon', 'Barber Shop', 'Hairdresser', "Men's Hair Salon"],
      hairdressers: ['Hair Salon', 'Hairdresser'],
      barber: ['Barber Shop'],
      barbers: ['Barber Shop'],
      chemist: ['pharmacy', 'drugstore'],
      chemists: ['pharmacy', 'drugstore'],
      mechanic: ['Auto Repair'],
      mechanics: ['Auto Repair'],
      garage: ['Auto Repair'],
      vet: ['veterinarian', 'Animal Hospital', 'Emergency Veterinarian Service'],
      vets: ['veterinarian', 'Animal Hospital', 'Emergency Veterinarian Service'],
      flowers: ['florist'],
      flower: ['florist'],
      gym: ['Fitness Center'],
      fitness: ['Gym'],
      petrol: ['Gas Station'],
      gas: ['Gas Station'],
      fuel: ['Gas Station'],
      cinema: ['Movie Theater'],
      movies: ['Movie Theater'],
      lawyer: ['attorney'],
      attorney: ['lawyer'],
      solicitor: ['lawyer', 'attorney'],
      doctor: ['Medical Clinic', 'Walk-in Clinic'],
      gp: ['doctor', 'Medical Clinic'],
      dentist: ['Dental Clinic'],
      dental: ['dentist'],
      groceries: ['Grocery Store', 'Supermarket'],
      grocery: ['Supermarket'],
      pharmacy: ['drugstore'],
      drugstore: ['pharmacy'],
      laundromat: ['Laundry Service'],
      laundry: ['Dry Cleaner'],
      takeaway: ['Takeout Restaurant'],
      takeout: ['Takeaway'],
      tyres: ['Tire Shop'],
      tyre: ['Tire Shop'],
      kindergarten: ['Nursery School', 'Preschool'],
      daycare: ['Day Care Center'],
      eyeglasses: ['optician', 'Optometrist'],
      glasses: ['optician', 'Optometrist'],
      groomer: ['Pet Groomer'],
      jeweller: ['Jewelry Store'],
      jewellers: ['Jewelry Store'],
      manicure: ['Nail Salon'],
      pedicure: ['Nail Salon'],
      movers: ['Moving Company', 'Moving and Storage Service'],
      removals: ['Moving Company', 'Moving and Storage Service'],
      realtor: ['Real Estate Agency', 'Real Estate Agent'],
      realtors: ['Real Estate Agency', 'Real Estate Agent'],
      estate: ['Real Estate Agency', 'Real Estate Agent'],
      newsagent: ['Newsstand'],
      exterminator: ['Pest Control Service'],
      roofer: ['Roofing Contractor'],
      bbq: ['barbecue'],
      shrink: ['psychologist', 'psychiatrist'],
      therapist: ['psychologist'],
      accommodation: ['hotel', 'motel', 'hostel', 'Guest House', 'Bed & Breakfast'],
      lodging: ['hotel', 'motel', 'hostel', 'Guest House'],
      hire: ['rental'],
      licence: ['Liquor Store'],
      offlicence: ['Liquor Store'],
      eats: ['restaurant'],
      brunch: ['Breakfast Restaurant', 'Brunch Restaurant'],
      groomers: ['Pet Groomer'],
      grooming: ['Pet Groomer'],
    },
  },
  {
    family: 'words that name a kind of place beside a cuisine or a thing',
    besideAnotherWord: true,
    entries: {
      food: ['restaurant'],
      cuisine: ['restaurant'],
      dishes: ['restaurant'],
    },
  },
  {
    family: 'word forms a plural rule does not give',
    entries: {
      cleaning: ['cleaner'],
      repairs: ['repair'],
      repairing: ['repair'],
      baking: ['bakery'],
      bakers: ['bakery'],
      baker: ['bakery'],
      dining: ['restaurant'],
      dentistry: ['dentist'],
      plumbing: ['plumber'],
      electrical: ['electrician'],
      tattoos: ['tattoo'],
      jewellery: ['jewelry'],
      massages: ['massage'],
      swimming: ['pool'],
      drinks: ['bar'],
    },
  },
  {
    family: 'compounds written as one word',
    entries: {
      bookstore: ['Book Store', 'Used Book Store', 'Comic Book Store'],
      bookshop: ['Book Store', 'Used Book Store', 'Comic Book Store'],
      carwash: ['Car Wash'],
      icecream: ['Ice Cream Shop'],
      steakhouse: ['Steak House'],
      postoffice: ['Post Office'],
      nailsalon: ['Nail Salon'],
      petshop: ['Pet Store'],
      coffeeshop: ['Coffee Shop'],
      drycleaner: ['Dry Cleaner'],
    },
  },
  {
    family: 'parts of words people search by',
    entries: {
      burger: ['hamburger'],
      burgers: ['hamburger'],
      bike: ['bicycle'],
      bikes: ['bicycle'],
      cycle: ['bicycle'],
      pizzeria: ['pizza'],
      doughnut: ['donut'],
      doughnuts: ['donut'],
    },
  },
];

/** The meanings of a typed (folded) word, from every family; `alone` when the query has no other word. */
export function synonymsOf(word: string, alone = false): readonly string[] {
  return SEARCH_SYNONYMS.flatMap((family) => (alone && family.besideAnotherWord ? [] : (family.entries[word] ?? [])));
}
