/** What a category is like: drives its opening hours, amenities, name words and descriptions. */
export type CategoryKind =
  | 'food'
  | 'cafe'
  | 'nightlife'
  | 'grocery'
  | 'retail'
  | 'health'
  | 'pet'
  | 'beauty'
  | 'fitness'
  | 'auto'
  | 'trades'
  | 'professional'
  | 'lodging'
  | 'travel'
  | 'education'
  | 'leisure'
  | 'worship'
  | 'public'
  | 'always';

/** Google-Maps-like category names, grouped by kind. */
export const CATEGORIES: Record<CategoryKind, readonly string[]> = {
  food: [
    'Restaurant', 'Italian Restaurant', 'Pizza Restaurant', 'Pizza Takeaway', 'Chinese Restaurant', 'Japanese Restaurant',
    'Sushi Restaurant', 'Ramen Restaurant', 'Thai Restaurant', 'Vietnamese Restaurant', 'Korean Restaurant',
    'Korean Barbecue Restaurant', 'Indian Restaurant', 'Pakistani Restaurant', 'Nepalese Restaurant', 'Mexican Restaurant',
    'Tex-Mex Restaurant', 'Spanish Restaurant', 'Tapas Restaurant', 'Greek Restaurant', 'Turkish Restaurant', 'Kebab Shop',
    'Döner Kebab Restaurant', 'Lebanese Restaurant', 'Middle Eastern Restaurant', 'Persian Restaurant', 'Moroccan Restaurant',
    'Ethiopian Restaurant', 'French Restaurant', 'Bistro', 'Brasserie', 'German Restaurant', 'Austrian Restaurant',
    'Swiss Restaurant', 'Polish Restaurant', 'Russian Restaurant', 'Ukrainian Restaurant', 'Georgian Restaurant',
    'Hungarian Restaurant', 'Portuguese Restaurant', 'Brazilian Restaurant', 'Steak House', 'Argentinian Restaurant',
    'Peruvian Restaurant', 'Caribbean Restaurant', 'American Restaurant', 'Southern Restaurant (US)', 'Soul Food Restaurant',
    'Cajun Restaurant', 'Hamburger Restaurant', 'Fast Food Restaurant', 'Fried Chicken Takeaway', 'Chicken Wings Restaurant',
    'Barbecue Restaurant', 'Seafood Restaurant', 'Fish and Chips Takeaway', 'Oyster Bar Restaurant', 'Vegetarian Restaurant',
    'Vegan Restaurant', 'Health Food Restaurant', 'Salad Shop', 'Sandwich Shop', 'Deli', 'Bagel Shop', 'Breakfast Restaurant',
    'Brunch Restaurant', 'Diner', 'Buffet Restaurant', 'Family Restaurant', 'Fine Dining Restaurant', 'Noodle Shop',
    'Dumpling Restaurant', 'Dim Sum Restaurant', 'Cantonese Restaurant', 'Sichuan Restaurant', 'Hot Pot Restaurant',
    'Indonesian Restaurant', 'Malaysian Restaurant', 'Filipino Restaurant', 'Sri Lankan Restaurant', 'Afghan Restaurant',
    'Falafel Restaurant', 'Shawarma Restaurant', 'Gyro Restaurant', 'Meatball Restaurant', 'Pide Restaurant',
    'Lahmacun Restaurant', 'Mediterranean Restaurant', 'Fusion Restaurant', 'Asian Restaurant', 'Taco Restaurant',
    'Burrito Restaurant', 'Poke Bar', 'Food Court', 'Food Truck', 'Takeout Restaurant', 'Hot Dog Stand', 'Creperie',
    'Fondue Restaurant', 'Paella Restaurant', 'Trattoria', 'Osteria', 'Tavern Restaurant', 'Grill', 'Rotisserie Chicken Restaurant',
    'Soup Restaurant', 'Scandinavian Restaurant', 'British Restaurant', 'Irish Restaurant', 'African Restaurant',
    'Nigerian Restaurant', 'Colombian Restaurant', 'Venezuelan Restaurant', 'Cuban Restaurant', 'Hawaiian Restaurant',
    'Kosher Restaurant', 'Halal Restaurant', 'Uzbek Restaurant', 'Armenian Restaurant', 'Balkan Restaurant',
  ],
  cafe: [
    'Cafe', 'Coffee Shop', 'Espresso Bar', 'Coffee Roasters', 'Tea House', 'Bubble Tea Store', 'Bakery', 'Pastry Shop',
    'Patisserie', 'Cake Shop', 'Donut Shop', 'Ice Cream Shop', 'Frozen Yogurt Shop', 'Gelato Shop', 'Dessert Shop',
    'Chocolate Shop', 'Juice Shop', 'Smoothie Shop', 'Internet Cafe', 'Cat Cafe', 'Board Game Cafe', 'Baklava Shop',
    'Waffle Shop', 'Pancake Restaurant', 'Simit Bakery', 'Cupcake Shop', 'Pretzel Store',
  ],
  nightlife: [
    'Bar', 'Pub', 'Irish Pub', 'Sports Bar', 'Cocktail Bar', 'Wine Bar', 'Beer Garden', 'Brewpub', 'Brewery', 'Night Club',
    'Karaoke Bar', 'Lounge', 'Hookah Bar', 'Gay Bar', 'Jazz Club', 'Live Music Venue', 'Tapas Bar', 'Whiskey Bar',
    'Rooftop Bar', 'Dance Club', 'Comedy Club', 'Cigar Lounge', 'Beer Hall', 'Meyhane', 'Piano Bar',
  ],
  grocery: [
    'Supermarket', 'Grocery Store', 'Convenience Store', 'Organic Food Store', 'Asian Grocery Store', 'Halal Grocery Store',
    'Butcher Shop', 'Fish Market', 'Greengrocer', 'Farmers Market', 'Cheese Shop', 'Wine Store', 'Liquor Store',
    'Beer Store', 'Spice Store', 'Health Food Store', 'Natural Foods Store', 'Delicatessen', 'Candy Store', 'Dried Fruit Store',
    'Tea Store', 'Coffee Store', 'Hypermarket', 'Discount Supermarket', 'Market', 'Kiosk',
  ],
  retail: [
    'Clothing Store', "Women's Clothing Store", "Men's Clothing Store", "Children's Clothing Store", 'Shoe Store',
    'Sportswear Store', 'Lingerie Store', 'Bridal Shop', 'Tailor', 'Boutique', 'Jewelry Store', 'Watch Store', 'Optician',
    'Book Store', 'Used Book Store', 'Comic Book Store', 'Stationery Store', 'Office Supply Store', 'Gift Shop',
    'Souvenir Store', 'Toy Store', 'Hobby Store', 'Video Game Store', 'Music Store', 'Musical Instrument Store',
    'Record Store', 'Electronics Store', 'Cell Phone Store', 'Computer Store', 'Camera Store', 'Appliance Store',
    'Furniture Store', 'Mattress Store', 'Home Goods Store', 'Kitchen Supply Store', 'Lighting Store', 'Carpet Store',
    'Flooring Store', 'Tile Store', 'Paint Store', 'Hardware Store', 'Home Improvement Store', 'Garden Center',
    'Plant Nursery', 'Florist', 'Bicycle Shop', 'Sporting Goods Store', 'Outdoor Sports Store', 'Fishing Store',
    'Golf Shop', 'Ski Shop', 'Surf Shop', 'Skate Shop', 'Department Store', 'Discount Store', 'Dollar Store',
    'Thrift Store', 'Second Hand Store', 'Antique Store', 'Pawn Shop', 'Art Supply Store', 'Craft Store', 'Fabric Store',
    'Yarn Store', 'Sewing Machine Store', 'Party Store', 'Costume Store', 'Baby Store', 'Cosmetics Store', 'Perfume Store',
    'Beauty Supply Store', 'Drugstore', 'Medical Supply Store', 'Shopping Mall', 'Outlet Mall', 'Flea Market',
    'Frame Shop', 'Leather Goods Store', 'Handbag Store', 'Luggage Store', 'Hat Shop', 'Uniform Store', 'Workwear Store',
    'Religious Goods Store', 'Candle Store', 'Home Decor Store', 'Bathroom Supply Store', 'Plumbing Supply Store',
    'Electrical Supply Store', 'Building Materials Store', 'Lumber Store', 'Tool Store', 'Boat Dealer', 'Electric Bicycle Store',
    'Newsstand', 'Lottery Retailer', 'Tobacco Shop', 'Vape Shop', 'Mobile Phone Accessories Store', 'Curtain Store',
    'Bedding Store', 'Glassware Store', 'Kilim Store', 'Rug Store', 'Eyewear Store', 'Wedding Store', 'Fireworks Store',
    'Aquarium Shop', 'Pet Store', 'Pet Supply Store', 'Swimming Pool Supply Store', 'Solar Panel Store', 'Tractor Dealer',
    'Agricultural Supply Store', 'Trophy Shop', 'Magic Store', 'Knife Store', 'Tent Rental Service', 'Party Equipment Rental Service',
  ],
  health: [
    'Dentist', 'Dental Clinic', 'Orthodontist', 'Pediatric Dentist', 'Oral Surgeon', 'Cosmetic Dentist', 'Doctor',
    'General Practitioner', 'Family Practice Physician', 'Pediatrician', 'Dermatologist', 'Cardiologist', 'Gynecologist',
    'Ophthalmologist', 'Optometrist', 'Otolaryngologist', 'Orthopedic Surgeon', 'Neurologist', 'Psychiatrist',
    'Psychologist', 'Psychotherapist', 'Counselor', 'Physical Therapist', 'Physiotherapy Center', 'Chiropractor',
    'Osteopath', 'Podiatrist', 'Urologist', 'Gastroenterologist', 'Endocrinologist', 'Oncologist', 'Allergist',
    'Medical Imaging Center', 'Medical Laboratory', 'Medical Clinic', 'Walk-in Clinic', 'Urgent Care Center',
    'Pharmacy', 'Hearing Aid Store', 'Speech Pathologist', 'Dietitian', 'Nutritionist', 'Acupuncturist', 'Homeopath',
    'Massage Therapist', 'Rehabilitation Center', 'Nursing Home', 'Assisted Living Facility', 'Home Health Care Service',
    'Plastic Surgeon', 'Fertility Clinic', 'Addiction Treatment Center', 'Medical Center', 'Eye Care Center',
    'Hair Transplantation Clinic', 'Sports Medicine Clinic', 'Dialysis Center', 'Blood Donation Center', 'Midwife',
    'Occupational Therapist', 'Pulmonologist', 'Rheumatologist', 'Nephrologist', 'Vascular Surgeon', 'Diagnostic Center',
  ],
  pet: [
    'Veterinarian', 'Animal Hospital', 'Pet Groomer', 'Dog Trainer', 'Pet Boarding Service', 'Dog Day Care Center',
    'Pet Sitter', 'Animal Shelter', 'Horse Boarding Stable',
  ],
  beauty: [
    'Hair Salon', 'Hairdresser', 'Barber Shop', 'Beauty Salon', 'Nail Salon', 'Day Spa', 'Massage Spa', 'Tanning Salon',
    'Waxing Hair Removal Service', 'Laser Hair Removal Service', 'Eyelash Salon', 'Eyebrow Bar', 'Threading Service',
    'Make-up Artist', 'Skin Care Clinic', 'Tattoo Shop', 'Body Piercing Shop', 'Hammam', 'Sauna', 'Wellness Center',
    'Medical Spa', 'Foot Massage Parlor', "Men's Hair Salon", 'Hair Extension Technician', 'Permanent Make-up Clinic',
    'Facial Spa', 'Beauty Parlor', 'Thai Massage Therapist',
  ],
  fitness: [
    'Gym', 'Fitness Center', 'Yoga Studio', 'Pilates Studio', 'Crossfit Gym', 'Boxing Gym', 'Martial Arts School',
    'Karate School', 'Judo School', 'Taekwondo School', 'Kickboxing School', 'Dance School', 'Swimming Pool',
    'Climbing Gym', 'Tennis Club', 'Golf Course', 'Sports Club', 'Personal Trainer', 'Squash Court', 'Badminton Court',
    'Soccer Field', 'Basketball Court', 'Ice Skating Rink', 'Horse Riding School', 'Cycling Studio', 'Golf Driving Range',
    'Padel Court', 'Aikido School',
  ],
  auto: [
    'Auto Repair', 'Car Dealer', 'Used Car Dealer', 'Toyota Dealer', 'Ford Dealer', 'Volkswagen Dealer', 'BMW Dealer',
    'Mercedes-Benz Dealer', 'Hyundai Dealer', 'Renault Dealer', 'Fiat Dealer', 'Honda Dealer', 'Nissan Dealer', 'Kia Dealer',
    'Peugeot Dealer', 'Audi Dealer', 'Car Wash', 'Car Detailing Service', 'Tire Shop', 'Auto Body Shop', 'Auto Glass Shop',
    'Oil Change Service', 'Transmission Shop', 'Brake Shop', 'Muffler Shop', 'Auto Electrical Service',
    'Car Inspection Station', 'Truck Repair Shop', 'Motorcycle Dealer', 'Motorcycle Repair Shop', 'Auto Parts Store',
    'Car Accessories Store', 'Wheel Alignment Service', 'Scooter Repair Shop', 'Truck Dealer', 'RV Dealer',
    'Car Battery Store', 'Auto Upholsterer', 'Car Stereo Store', 'Smog Inspection Station', 'Motorcycle Parts Store',
    'Auto Radiator Repair Service', 'Parking Lot',
  ],
  trades: [
    'Plumber', 'Electrician', 'HVAC Contractor', 'Air Conditioning Contractor', 'Heating Contractor', 'Roofing Contractor',
    'General Contractor', 'Construction Company', 'Carpenter', 'Cabinet Maker', 'Painter', 'Flooring Contractor',
    'Tile Contractor', 'Drywall Contractor', 'Masonry Contractor', 'Concrete Contractor', 'Landscaper',
    'Landscape Designer', 'Lawn Care Service', 'Tree Service', 'Gardener', 'Pool Cleaning Service', 'Pest Control Service',
    'Glazier', 'Window Installation Service', 'Fence Contractor', 'Deck Builder', 'Handyman', 'Home Inspector',
    'Kitchen Remodeler', 'Bathroom Remodeler', 'Solar Energy Company', 'Insulation Contractor', 'Waterproofing Service',
    'Chimney Sweep', 'Septic System Service', 'Well Drilling Contractor', 'Gutter Cleaning Service',
    'Appliance Repair Service', 'Upholsterer', 'Shoe Repair Shop', 'Watch Repair Service', 'Jewelry Repair Service',
    'Dry Cleaner', 'Laundromat', 'Laundry Service', 'House Cleaning Service', 'Carpet Cleaning Service',
    'Janitorial Service', 'Window Cleaning Service', 'Moving Company', 'Self Storage Facility', 'Junk Removal Service',
    'Waste Management Service', 'Recycling Center', 'Security System Supplier', 'Garage Door Supplier', 'Elevator Service',
    'Welder', 'Metal Fabricator', 'Sign Shop', 'Key Duplication Service', 'Water Damage Restoration Service',
    'Demolition Contractor', 'Excavating Contractor', 'Scaffolding Rental Service', 'TV Repair Shop', 'Bicycle Repair Shop',
    'Computer Repair Service', 'Mobile Phone Repair Shop', 'Furniture Maker', 'Stone Carving', 'Sandblasting Service',
    'Boiler Repair Service', 'Satellite Dish Installer', 'Piano Tuning Service', 'Sewing Service', 'Alterations Shop',
  ],
  professional: [
    'Lawyer', 'Law Firm', 'Criminal Justice Attorney', 'Divorce Lawyer', 'Immigration Attorney', 'Personal Injury Attorney',
    'Real Estate Attorney', 'Notary Public', 'Accountant', 'Accounting Firm', 'Tax Preparation Service', 'Tax Consultant',
    'Bookkeeping Service', 'Financial Planner', 'Financial Consultant', 'Investment Company', 'Bank', 'Credit Union',
    'Currency Exchange Service', 'Money Transfer Service', 'Insurance Agency', 'Life Insurance Agency',
    'Car Insurance Agency', 'Mortgage Broker', 'Loan Agency', 'Real Estate Agency', 'Real Estate Agent',
    'Property Management Company', 'Architect', 'Engineering Consultant', 'Land Surveyor', 'Marketing Agency',
    'Advertising Agency', 'Digital Marketing Agency', 'Web Designer', 'Software Company', 'Computer Support and Services',
    'Internet Service Provider', 'Telecommunications Service Provider', 'Graphic Designer', 'Photographer',
    'Photography Studio', 'Video Production Service', 'Wedding Photographer', 'Wedding Planner', 'Event Planner',
    'Event Venue', 'Wedding Venue', 'Banquet Hall', 'Caterer', 'Print Shop', 'Copy Shop', 'Translation Service',
    'Employment Agency', 'Recruiter', 'Business Management Consultant', 'Coworking Space', 'Office Space Rental Agency',
    'Courier Service', 'Shipping Service', 'Freight Forwarding Service', 'Logistics Service', 'Trucking Company',
    'Funeral Home', 'Security Service', 'Private Investigator', 'Publisher', 'Newspaper Publisher', 'Radio Station',
    'Television Station', 'Non-Profit Organization', 'Life Coach', 'Career Counselor', 'Visa Consulting Service',
    'Corporate Office', 'Manufacturer', 'Wholesaler', 'Warehouse', 'Import Export Company', 'Interior Designer',
    'Patent Attorney', 'Auditor', 'Customs Broker', 'Stock Broker', 'Pension Fund', 'Data Recovery Service',
    'Sound Studio', 'Recording Studio', 'Modeling Agency', 'Talent Agency', 'Public Relations Firm', 'Market Researcher',
    'Textile Manufacturer', 'Furniture Manufacturer', 'Food Manufacturer', 'Packaging Company', 'Chemical Manufacturer',
  ],
  lodging: [
    'Hotel', 'Motel', 'Hostel', 'Resort Hotel', 'Bed & Breakfast', 'Guest House', 'Inn', 'Serviced Apartment',
    'Vacation Home Rental Agency', 'Holiday Apartment Rental', 'Campground', 'RV Park', 'Boutique Hotel', 'Pension',
    'Spa Hotel', 'Lodge', 'Chalet', 'Farm Stay',
  ],
  travel: [
    'Travel Agency', 'Tour Operator', 'Tourist Information Center', 'Car Rental Agency', 'Bus Charter', 'Limousine Service',
    'Airport Shuttle Service', 'Bus Station', 'Train Station', 'Ferry Service', 'Boat Tour Agency', 'Bicycle Rental Service',
    'Scooter Rental Service', 'Yacht Charter', 'Diving Center', 'Sightseeing Tour Agency', 'Moving and Storage Service',
  ],
  education: [
    'School', 'Primary School', 'Middle School', 'High School', 'Private School', 'International School', 'Preschool',
    'Kindergarten', 'Day Care Center', 'University', 'College', 'Community College', 'Language School', 'Music School',
    'Art School', 'Driving School', 'Tutoring Service', 'Exam Preparation Center', 'Vocational School',
    'Computer Training School', 'Cooking School', 'Flight School', 'Beauty School', 'Swimming School', 'Montessori School',
    'Boarding School', 'Educational Consultant', 'Nursery School', 'Sailing School', 'Ski School', 'Chess Club',
  ],
  leisure: [
    'Museum', 'Art Gallery', 'Art Museum', 'History Museum', 'Science Museum', "Children's Museum", 'Movie Theater',
    'Theater', 'Concert Hall', 'Opera House', 'Amusement Park', 'Water Park', 'Zoo', 'Aquarium', 'Botanical Garden',
    'Park', 'Playground', 'Dog Park', 'Tourist Attraction', 'Historical Landmark', 'Monument', 'Castle', 'Beach', 'Marina',
    'Casino', 'Escape Room Center', 'Laser Tag Center', 'Paintball Center', 'Go-Kart Track', 'Miniature Golf Course',
    'Bowling Alley', 'Pool Hall', 'Video Arcade', 'Trampoline Park', 'Indoor Playground', 'Stadium', 'Sports Complex',
    'Hiking Area', 'Cultural Center', 'Community Center', 'Observatory', 'Planetarium', 'Farm', 'Winery', 'Distillery',
    'Cidery', 'Nature Preserve', 'Scenic Spot', 'Hot Spring', 'Ski Resort',
  ],
  worship: [
    'Church', 'Catholic Church', 'Protestant Church', 'Orthodox Church', 'Evangelical Church', 'Baptist Church', 'Mosque',
    'Synagogue', 'Hindu Temple', 'Buddhist Temple', 'Sikh Temple', 'Place of Worship', 'Monastery', 'Chapel',
  ],
  public: [
    'City Hall', 'Courthouse', 'Post Office', 'Government Office', 'Tax Office', 'Embassy', 'Consulate', 'Library',
    'Cemetery', 'Social Services Organization', 'Charity', 'Youth Organization', 'Chamber of Commerce', 'Registry Office',
    'Job Center', 'Public Swimming Pool', 'Local Government Office', 'Citizens Advice Bureau', 'Passport Office',
    'Vehicle Registration Office',
  ],
  always: [
    'Hospital', 'Emergency Room', 'Emergency Veterinarian Service', 'Ambulance Service', 'Gas Station',
    'Electric Vehicle Charging Station', 'Towing Service', 'Parking Garage', 'ATM', 'Taxi Service', 'Locksmith',
    'Police Station', 'Fire Station', 'Airport', '24 Hour Pharmacy', 'Emergency Locksmith Service', 'Truck Stop',
  ],
};

/** Share of demo businesses per kind (weights, not percentages): shops and food dominate real listings. */
export const KIND_WEIGHTS: Record<CategoryKind, number> = {
  food: 22,
  cafe: 7,
  nightlife: 4,
  grocery: 6,
  retail: 16,
  health: 9,
  pet: 1.5,
  beauty: 7,
  fitness: 3,
  auto: 6,
  trades: 7,
  professional: 8,
  lodging: 3,
  travel: 2,
  education: 3,
  leisure: 2.5,
  worship: 1.5,
  public: 1,
  always: 2,
};

/** A few categories listed far more often than their neighbours, as in real map data. */
export const POPULAR_CATEGORIES: Readonly<Record<string, number>> = {
  Restaurant: 25,
  Cafe: 12,
  'Coffee Shop': 8,
  'Hair Salon': 10,
  'Barber Shop': 6,
  Dentist: 10,
  'Auto Repair': 10,
  Supermarket: 10,
  'Clothing Store': 8,
  Pharmacy: 8,
  Hotel: 10,
  Bar: 8,
  Bakery: 6,
  'Real Estate Agency': 6,
  Lawyer: 5,
  Doctor: 6,
  'Gas Station': 8,
  'Fast Food Restaurant': 6,
  'Pizza Restaurant': 6,
  Gym: 5,
  'Beauty Salon': 6,
  Plumber: 4,
  Electrician: 4,
  'Car Dealer': 4,
  School: 4,
  Church: 4,
  Mosque: 3,
  Bank: 4,
  'Convenience Store': 5,
  'Grocery Store': 6,
};
