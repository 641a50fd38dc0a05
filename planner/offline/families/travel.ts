import type { FamilyData } from './familyData';

export const travel: FamilyData = {
  id: 'travel',
  label: 'Travel and trips',
  strong: ['travel*', 'trip', 'trips', 'vacation', 'itinerar*', 'flights?', 'backpack*', 'road trip', 'visa', 'passport', 'hostel*', 'hotel*', 'sightseeing', 'interrail', 'tour', 'journey to', 'getaway', 'camping trip', 'safari', 'cruise'],
  weak: ['holiday', 'visit', 'abroad', 'see', 'explore'],
  missionQuestions: [
    'Where do you want to go, for how many days, and on which dates{by_deadline}?',
    'Who is travelling, and what does each person want from the trip?',
    'What is the total budget, and does it include flights, stays, food and activities?',
    'Which documents do you need (passport validity, visa, vaccinations, travel insurance)?',
    'What kind of trip is it: slow or packed, cities or nature, booked ahead or flexible?',
  ],
  odysseyQuestions: [
    'Why does "{title}" matter to you, and what should you come home with?',
    'Which places are on the list, and in what order?',
    'Over what time frame, and how much time off can you take?',
    'What is the budget for the whole journey, and how will you save for it?',
    'Who travels with you, and what do they need?',
  ],
  todos: [
    {
      title: 'Fix dates, destination and budget',
      description: 'Agree the dates{by_deadline}, the destinations and a total budget split into transport, stays, food and activities.',
      criteria: ['Dates agreed by everyone travelling', 'Budget split by category written down'],
      priority: 'high',
      budgetCriterion: 'Total trip cost',
    },
    {
      title: 'Check passports, visas and insurance',
      description: 'Check passport validity (often 6 months beyond return), visa and entry rules, vaccinations, and buy travel insurance.',
      criteria: ['Passports valid for the whole trip', 'Visa or entry rules checked and done', 'Travel insurance bought'],
      priority: 'high',
    },
    {
      title: 'Book transport and the first nights',
      description: 'Compare and book flights or trains, then the stays for the first nights (or all of them for peak season) {budget}.',
      criteria: ['Main transport booked', 'First nights booked with free cancellation where possible'],
      priority: 'high',
    },
    {
      title: 'Sketch a day-by-day itinerary',
      description: 'Plan each day around one main thing, with travel times, opening days and a free half day every few days.',
      criteria: ['Itinerary with one main activity per day', 'Must-book tickets identified'],
      priority: 'medium',
    },
    {
      title: 'Book the must-book activities',
      description: 'Reserve the tours, museums or restaurants that sell out, as early as the rules allow.',
      criteria: ['Must-book activities reserved'],
      priority: 'medium',
      when: 'notShort',
    },
    {
      title: 'Sort money, phone and packing',
      description: 'Arrange a card without foreign fees, a local SIM or eSIM, offline maps, and pack from a list that fits the weather.',
      criteria: ['Payment card and some cash ready', 'Phone data arranged', 'Packing list done'],
      priority: 'medium',
    },
    {
      title: 'Share the plan and go',
      description: 'Share the itinerary and copies of documents with someone at home, check in, and travel{by_deadline}.',
      criteria: ['Itinerary and document copies shared', 'Trip started{by_deadline}'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Decide the trip', description: 'Destination, dates and budget agreed{by_deadline}.' },
    { title: 'Save for the trip', description: 'Put money aside each month until the budget is covered.', when: 'long' },
    { title: 'Book and prepare', description: 'Documents, transport, stays and must-book activities.' },
    { title: 'Travel', description: 'Itinerary shared, money and phone sorted, and the trip itself.' },
  ],
  stepTips: [{ title: 'Check cancellation terms', description: 'Before paying, note the cancellation and change terms; prefer free cancellation while plans can still move.' }],
  chatTip: 'Book transport and the first nights early, keep the rest flexible, and plan one main thing per day with slack in between.',
};
