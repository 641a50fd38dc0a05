/**
 * Countries a person may name as where they move to ("Move to Canada"): a move there is a move
 * abroad (a visa, work and a home there), not a house move. Names that are also a region or a
 * state of another country ("Georgia", "England", "New Mexico") are left out: a move there may be
 * within the country.
 */
const COUNTRIES = [
  'Afghanistan', 'Albania', 'Algeria', 'Andorra', 'Angola', 'Argentina', 'Armenia', 'Australia', 'Austria', 'Azerbaijan',
  'the Bahamas', 'Bahrain', 'Bangladesh', 'Barbados', 'Belarus', 'Belgium', 'Belize', 'Benin', 'Bhutan', 'Bolivia',
  'Bosnia', 'Bosnia and Herzegovina', 'Botswana', 'Brazil', 'Brunei', 'Bulgaria', 'Burkina Faso', 'Cambodia', 'Cameroon', 'Canada',
  'Cape Verde', 'Chile', 'China', 'Colombia', 'Costa Rica', 'Croatia', 'Cuba', 'Cyprus', 'Czechia', 'the Czech Republic',
  'Denmark', 'the Dominican Republic', 'Ecuador', 'Egypt', 'El Salvador', 'Estonia', 'Ethiopia', 'Fiji', 'Finland', 'France',
  'Gabon', 'Germany', 'Ghana', 'Greece', 'Guatemala', 'Honduras', 'Hong Kong', 'Hungary', 'Iceland', 'India',
  'Indonesia', 'Iran', 'Iraq', 'Ireland', 'Israel', 'Italy', 'Jamaica', 'Japan', 'Jordan', 'Kazakhstan',
  'Kenya', 'Kosovo', 'Kuwait', 'Kyrgyzstan', 'Laos', 'Latvia', 'Lebanon', 'Liechtenstein', 'Lithuania', 'Luxembourg',
  'Madagascar', 'Malawi', 'Malaysia', 'the Maldives', 'Mali', 'Malta', 'Mauritius', 'Mexico', 'Moldova', 'Monaco',
  'Mongolia', 'Montenegro', 'Morocco', 'Mozambique', 'Myanmar', 'Namibia', 'Nepal', 'the Netherlands', 'Holland', 'New Zealand',
  'Nicaragua', 'Nigeria', 'North Macedonia', 'Norway', 'Oman', 'Pakistan', 'Panama', 'Paraguay', 'Peru', 'the Philippines',
  'Poland', 'Portugal', 'Qatar', 'Romania', 'Russia', 'Rwanda', 'Saudi Arabia', 'Senegal', 'Serbia', 'Singapore',
  'Slovakia', 'Slovenia', 'South Africa', 'South Korea', 'Korea', 'Spain', 'Sri Lanka', 'Sweden', 'Switzerland', 'Taiwan',
  'Tanzania', 'Thailand', 'Tunisia', 'Turkey', 'Türkiye', 'Uganda', 'Ukraine', 'the United Arab Emirates', 'the UAE', 'Dubai',
  'the United Kingdom', 'the UK', 'Britain', 'Great Britain', 'the United States', 'the US', 'the USA', 'America', 'Uruguay', 'Uzbekistan',
  'Venezuela', 'Vietnam', 'Zambia', 'Zimbabwe',
];

const COUNTRY = COUNTRIES.map((c) => c.replace(/^the\s+/i, '').replace(/\s+/g, '\\s+'))
  .sort((a, b) => b.length - a.length)
  .join('|');

/** "Move to Canada", "relocating to the Netherlands", "emigrate to New Zealand": a verb of moving, then a country. */
const MOVE_TO_COUNTRY = new RegExp(`\\b(mov(?:e|es|ed|ing)|relocat(?:e|es|ed|ing)|emigrat(?:e|es|ed|ing))\\s+(?:(?:back|over|out)\\s+)?to\\s+(?:the\\s+)?(?:${COUNTRY})(?![\\p{L}-])`, 'giu');

/** The text with a move to a country written as the move abroad it is ("Move to Canada" -> "Move abroad"). */
export function movesAbroadNamed(text: string): string {
  return text.replace(MOVE_TO_COUNTRY, '$1 abroad');
}

/** Cities people travel to that a trip names without their country ("a weekend in Paris"). */
const CITIES = [
  'Paris', 'Rome', 'Madrid', 'Barcelona', 'Lisbon', 'Porto', 'Amsterdam', 'Berlin', 'Munich', 'Vienna', 'Prague', 'Budapest', 'Copenhagen',
  'Stockholm', 'Oslo', 'Helsinki', 'Athens', 'Istanbul', 'Venice', 'Florence', 'Milan', 'Naples', 'Nice', 'Brussels', 'Bruges', 'Reykjavik',
  'Krakow', 'Dubrovnik', 'Seville', 'Valencia', 'Tokyo', 'Kyoto', 'Osaka', 'Seoul', 'Bangkok', 'Bali', 'Hanoi', 'Beijing', 'Shanghai', 'Delhi',
  'Mumbai', 'New York', 'Boston', 'Chicago', 'Los Angeles', 'San Francisco', 'Las Vegas', 'Miami', 'Toronto', 'Vancouver', 'Montreal',
  'Sydney', 'Melbourne', 'Cape Town', 'Marrakech', 'Cairo', 'Mexico City', 'Rio', 'Buenos Aires', 'Lima',
];

const PLACE_ABROAD = new RegExp(`(?<![\\p{L}-])(?:${[COUNTRY, ...CITIES.map((c) => c.replace(/\s+/g, '\\s+'))].join('|')})(?![\\p{L}-])`, 'u');

/** Whether a text names a country or a city a trip goes abroad to ("my trip to Japan", "a weekend in Paris"), as names are written, capitalised. */
export function namesPlaceAbroad(text: string): boolean {
  return PLACE_ABROAD.test(text);
}
