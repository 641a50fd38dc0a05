import type { FamilyData } from './familyData';

export const community: FamilyData = {
  id: 'community',
  label: 'Community and volunteering',
  strong: ['volunteer*', 'charity', 'charities', 'nonprofit', 'non-profit', 'fundrais*', 'bake sale', 'neighbourhood', 'neighborhood', 'neighbours', 'neighbors', 'community', 'food bank', 'clean-up', 'cleanup', 'pta', 'mentor*', 'donat*', 'local club', 'residents', 'campaign'],
  weak: ['club', 'local', 'school', 'help', 'give back', 'people'],
  missionQuestions: [
    'Which cause or group is "{title}" for, and what should be different for them when it is done?',
    'Who else is involved already (an organisation, a club, neighbours), and who decides?',
    'How much time per week can you give, and is there a date it works towards?',
    'What money, space or materials are needed, and where could they come from?',
    'How will you find and keep other volunteers?',
  ],
  odysseyQuestions: [
    'Why does this cause matter to you?',
    'What change do you want to see in a year?',
    'Which organisations already work on it, and could you join them?',
    'How much time can you commit, and for how long?',
    'How will you know it made a difference?',
  ],
  todos: [
    {
      title: 'Talk to the people it is for',
      description: 'Ask the group or organisation what they actually need, before deciding what to do.',
      criteria: ['Needs heard from at least three people involved', 'The one most useful contribution chosen'],
      priority: 'high',
    },
    {
      title: 'Agree the plan with the organisers',
      description: 'Agree the aim, the date{by_deadline}, who does what, and any rules (permissions, safeguarding, insurance).',
      criteria: ['Aim, date and roles agreed', 'Permissions checked'],
      priority: 'high',
    },
    {
      title: 'Recruit volunteers',
      description: 'Ask personally first, then post in local groups; give each volunteer one clear task and time slot.',
      criteria: ['Enough volunteers for every task', 'Each volunteer knows their task and time'],
      priority: 'medium',
    },
    {
      title: 'Gather money, space and materials',
      description: 'Ask local businesses, the council or members for what is needed {budget}; keep a simple list of donations.',
      criteria: ['Everything needed secured or borrowed', 'Donations listed'],
      priority: 'medium',
      budgetCriterion: 'Spending',
    },
    {
      title: 'Spread the word',
      description: 'Post in local groups, put up posters and ask partners to share, two to three weeks ahead.',
      criteria: ['Announcement posted in local channels', 'Partners asked to share'],
      priority: 'medium',
      when: 'notShort',
    },
    {
      title: 'Run it and thank everyone',
      description: 'Run the day or the first sessions{by_deadline}, then thank every volunteer and donor by name.',
      criteria: ['Day or first sessions run{by_deadline}', 'Volunteers and donors thanked'],
      priority: 'medium',
    },
    {
      title: 'Report the result and plan what is next',
      description: 'Share what was achieved (money raised, people helped, hours given) and decide with the group whether to repeat it.',
      criteria: ['Result shared with the group', 'Next step decided'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Listen and choose', description: 'Needs heard and the contribution chosen with the organisers.' },
    { title: 'Bring people together', description: 'Volunteers recruited, resources gathered, word spread.' },
    { title: 'Make it happen', description: 'The activity run{by_deadline} and everyone thanked.' },
    { title: 'Keep it going', description: 'Results shared and a regular rhythm agreed.', when: 'long' },
  ],
  stepTips: [{ title: 'Ask one person directly', description: 'A personal ask to one named person works better than a general post; start with them.' }],
  chatTip: 'Ask the people you want to help what they need before you plan, and give every volunteer one clear task.',
};
