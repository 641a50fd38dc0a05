import type { FamilyData } from './familyData';

export const homeDiy: FamilyData = {
  id: 'homeDiy',
  label: 'Home and DIY',
  strong: ['renovat*', 'diy', 'bathroom', 'bedroom', 'living room', 'garage', 'shelves', 'shelf', 'furniture', 'paint the', 'repaint', 'wallpaper', 'tiles', 'tiling', 'flooring', 'insulation', 'plumbing', 'leak*', 'drywall', 'attic', 'loft', 'basement', 'declutter*', 'closet', 'wardrobe', 'cupboard*', 'deck', 'fence', 'roof', 'windows', 'contractor*', 'handyman', 'ikea', 'storage'],
  weak: ['home', 'house', 'room', 'kitchen', 'fix', 'repair*', 'paint*', 'walls', 'organise', 'organize', 'tidy', 'cosier', 'cozier'],
  missionQuestions: [
    'Which rooms or parts of the home does "{title}" cover, and what should they look and work like when done?',
    'What is the budget, and does it include tools, materials and any tradespeople?',
    'Which parts will you do yourself, and which need a professional (electrics, gas, structural work)?',
    'By when must it be done, and does anyone need the room in the meantime?',
    'Do you rent or own, and is there permission to ask for (landlord, building rules, permits)?',
  ],
  odysseyQuestions: [
    'What should living in the home feel like when "{title}" is done?',
    'Which projects are on the list, and which matter most?',
    'What is the total budget and time frame?',
    'What can you do yourself, and where do you need help?',
    'What must keep working while the work goes on (kitchen, bathroom, a home office)?',
  ],
  todos: [
    {
      title: 'Measure and photograph the space',
      description: 'Measure walls, floors, windows and doors, photograph the current state, and note what must stay.',
      criteria: ['Measurements written down with a simple sketch', 'Before photos taken'],
      priority: 'high',
    },
    {
      title: 'Decide the scope and the budget',
      description: 'List each job, mark what you will do yourself, and set a budget with about 15% for surprises{by_deadline}.',
      criteria: ['Job list with DIY or professional marked', 'Budget with a contingency written down'],
      priority: 'high',
      budgetCriterion: 'Planned spending',
    },
    {
      title: 'Get quotes for the professional work',
      description: 'Ask at least three tradespeople for written quotes for the jobs you will not do yourself, and check reviews and insurance.',
      criteria: ['At least 3 written quotes compared', 'Tradesperson booked'],
      priority: 'medium',
      when: 'notShort',
    },
    {
      title: 'Buy tools and materials in one list',
      description: 'Make one shopping list per job (paint and primer, fixings, tools to borrow or hire) and buy {budget}.',
      criteria: ['Shopping list per job', 'Materials delivered before the work day'],
      priority: 'medium',
      budgetCriterion: 'Materials',
    },
    {
      title: 'Prepare the room',
      description: 'Clear and cover the floor and furniture, fill holes, sand and clean: preparation decides how the result looks.',
      criteria: ['Room cleared and covered', 'Surfaces prepared'],
      priority: 'medium',
    },
    {
      title: 'Do the work one job at a time',
      description: 'Finish each job before starting the next, in order: dirty and structural work first, paint and fittings last.',
      criteria: ['Each job finished before the next starts', 'Work checked for safety (electrics, water) where it applies'],
      priority: 'medium',
    },
    {
      title: 'Finish, clean up and snag',
      description: 'Walk through with a snag list, fix the small things, clean up and take after photos{by_deadline}.',
      criteria: ['Snag list done', 'After photos taken{by_deadline}'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Scope and budget', description: 'Measurements, job list, budget and any permissions.' },
    { title: 'Line up help and materials', description: 'Quotes compared, tradespeople booked, materials bought.' },
    { title: 'Do the work', description: 'Preparation, then one job at a time.' },
    { title: 'Finish and enjoy', description: 'Snag list, clean-up and after photos{by_deadline}.' },
  ],
  stepTips: [{ title: 'Check the tools and materials first', description: 'Lay out everything this job needs before you start; a missing fixing halfway costs an afternoon.' }],
  chatTip: 'Preparation is most of the result: clear, clean, fill and sand before you paint or fit anything, and turn off power or water before touching electrics or pipes.',
};
