import type { FamilyData } from './familyData';

export const moving: FamilyData = {
  id: 'moving',
  label: 'Moving home',
  strong: ['relocat*', 'move to', 'move house', 'move out', 'move abroad', 'move in', 'moving to', 'moving house', 'moving out', 'moving abroad', 'moving day', 'moving date', 'mover', 'movers', 'landlord', 'new city', 'apartment hunt*', 'flat hunt*', 'house hunt*', 'emigrat*'],
  weak: ['move', 'moving', 'apartment', 'flat', 'house', 'home', 'rent*', 'lease', 'pack*', 'boxes', 'abroad', 'utilities', 'deposit'],
  missionQuestions: [
    'Where are you moving from and to, and what is the moving date?',
    'What is your budget for the move (movers, deposit, rent overlap)?',
    'How big is the household: rooms, people, pets, large items?',
    'Will you use movers, rent a van, or move with friends?',
    'Which contracts and registrations must change (lease, utilities, internet, address, school)?',
  ],
  odysseyQuestions: [
    'Why are you moving, and what must the new place give you?',
    'Which city or area, and what is the time frame?',
    'What is the total budget, including deposit and double rent?',
    'Who moves with you, and what do they need?',
    'What must be sorted before you can move (job, visa, school, selling or ending a lease)?',
  ],
  todos: [
    {
      title: 'Set the moving date and budget',
      description: 'Fix the date{by_deadline} and a budget that covers movers, deposit, rent overlap and new essentials.',
      criteria: ['Moving date fixed', 'Budget written down[ ({budget_amount})]'],
      priority: 'high',
    },
    {
      title: 'Secure the new place',
      description: 'Shortlist homes that fit the must-haves, visit, and sign the lease or contract.',
      criteria: ['Lease or contract signed', 'Key handover date known'],
      priority: 'high',
    },
    {
      title: 'Book movers or a van',
      description: 'Compare quotes on price, insurance and availability[ {budget}] and book for the moving date.',
      criteria: ['At least 3 quotes compared', 'Movers or van booked for the moving date'],
      priority: 'high',
      budgetCriterion: 'Moving cost',
    },
    {
      title: 'Declutter and pack room by room',
      description: 'Sell, give away or throw out what you will not move; pack one room at a time and label boxes by room.',
      criteria: ['Unneeded items sold, donated or discarded', 'All boxes packed and labelled by room'],
      priority: 'medium',
    },
    {
      title: 'Transfer utilities, internet and address',
      description: 'Cancel or move electricity, gas, water, internet and insurance, and register the new address.',
      criteria: ['Utilities and internet arranged for the new home', 'Address changed with bank, employer and authorities'],
      priority: 'medium',
    },
    {
      title: 'Hand over the old home',
      description: 'Clean, repair small damage, take photos and hand over the keys to get the deposit back.',
      criteria: ['Old home cleaned and photographed', 'Keys handed over and deposit requested'],
      priority: 'medium',
    },
    {
      title: 'Unpack the essentials',
      description: 'Set up bed, kitchen and work space first; the rest can follow over the next weeks.',
      criteria: ['Bed, kitchen and work space set up'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Decide and budget', description: 'Set the date{by_deadline}, area and budget for the move.' },
    { title: 'Find the new home', description: 'Search, visit and sign for a place that fits the must-haves.' },
    { title: 'Move', description: 'Book movers, pack, transfer contracts and move.' },
    { title: 'Settle in', description: 'Hand over the old home, unpack and get to know the new area.' },
  ],
  stepTips: [{ title: 'Keep one moving folder', description: 'Store contracts, quotes, receipts and photos in one folder (paper or digital) so nothing is lost on the way.' }],
  chatTip: 'Label every box with its room and a short content list; it saves hours when unpacking.',
};
