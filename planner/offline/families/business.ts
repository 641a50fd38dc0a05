import type { FamilyData } from './familyData';

export const business: FamilyData = {
  id: 'business',
  label: 'Starting a business or side project',
  strong: ['business', 'side project', 'side hustle', 'startup', 'start-up', 'company', 'entrepreneur*', 'etsy', 'llc', 'business plan', 'small business', 'cafe', 'café', 'bakery', 'consultancy', 'agency', 'sole trader', 'self-employed', 'first customers', 'first clients', 'food truck'],
  weak: ['shop', 'store', 'clients', 'customers', 'revenue', 'profit', 'sell', 'selling', 'own'],
  missionQuestions: [
    'What will you sell, to whom, and what problem does it solve for them?',
    'Have you talked to potential customers yet, and what did they say?',
    'How much money can you put in, and how long can you go before it must pay for itself?',
    'How many hours per week can you work on it next to your other commitments?',
    'What must be sorted legally (registration, tax, insurance, permits) where you live?',
  ],
  odysseyQuestions: [
    'Why do you want to start "{title}", and what would success look like in a year?',
    'Who are your customers, and how will they find you?',
    'What is the time frame for the first sale and for it paying you?',
    'What money and time can you invest before it earns?',
    'Who can advise you (an accountant, a mentor, someone in the trade)?',
  ],
  todos: [
    {
      title: 'Describe the offer and the customer',
      description: 'Write one paragraph: who the customer is, the problem, what you sell and at what price.',
      criteria: ['Offer, customer and price written in one paragraph'],
      priority: 'high',
    },
    {
      title: 'Talk to ten potential customers',
      description: 'Ask people who match the customer how they solve the problem today and what they pay; do not pitch.',
      criteria: ['Ten conversations held', 'Notes with what they pay today'],
      priority: 'high',
    },
    {
      title: 'Work out the numbers',
      description: 'Estimate costs per sale, fixed costs and the price, and how many sales cover your costs {budget}.',
      criteria: ['Break-even number of sales calculated', 'Start-up costs listed'],
      priority: 'high',
      budgetCriterion: 'Start-up costs',
    },
    {
      title: 'Register and set up the basics',
      description: 'Register the business, open a separate bank account, and check tax, insurance and permits for your trade.',
      criteria: ['Business registered where required', 'Separate bank account open', 'Tax and insurance duties noted'],
      priority: 'medium',
      when: 'notShort',
    },
    {
      title: 'Make the smallest sellable version',
      description: 'Prepare a first version you can sell this month (a simple page, a sample batch, a service package), using {time}.',
      criteria: ['First version ready to sell', 'A way to take payment set up'],
      priority: 'medium',
    },
    {
      title: 'Get the first paying customers',
      description: 'Offer it to the people you interviewed and your network; ask every buyer for feedback and a referral.',
      criteria: ['First paying customers{by_deadline}', 'Feedback collected from each'],
      priority: 'medium',
    },
    {
      title: 'Review the first month\'s numbers',
      description: 'Compare sales, costs and hours with the plan{by_deadline} and decide: continue, change the offer or stop.',
      criteria: ['Sales, costs and hours compared with the plan', 'Decision written down'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Validate the idea', description: 'Offer described and tested in ten customer conversations.' },
    { title: 'Set up the business', description: 'Numbers, registration, bank account and the basics.' },
    { title: 'First sales', description: 'The smallest sellable version and the first paying customers{by_deadline}.' },
    { title: 'Grow what works', description: 'Monthly review of numbers, and more of what sells.', when: 'long' },
  ],
  stepTips: [{ title: 'Ask about the past, not the future', description: 'In customer talks, ask what they did last time they had the problem and what it cost, not whether they would buy.' }],
  chatTip: 'Sell before you build: a first paying customer tells you more than a finished product nobody asked for.',
};
