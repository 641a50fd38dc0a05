import type { FamilyData } from './familyData';

export const family: FamilyData = {
  id: 'family',
  label: 'Family and memories',
  strong: ['family', 'families', 'kids', 'children', 'parents', 'grandparents', 'grandma', 'grandpa', 'grandmother', 'grandfather', 'memories', 'photo album', 'family photos', 'family history', 'genealogy', 'family tree', 'scrapbook*', 'baby', 'parenting', 'toddler', 'son', 'daughter', 'siblings', 'heirloom*', 'keepsake*', 'ancestors'],
  weak: ['photos', 'together', 'home', 'traditions', 'letters', 'stories'],
  missionQuestions: [
    'Who is "{title}" for, and what should they have or feel when it is done?',
    'Who in the family should take part, and who holds the photos, stories or knowledge?',
    'Is there a date to aim for (a birthday, an anniversary, a holiday gathering){by_deadline}?',
    'How much time per week can you give it, and what budget for printing, tools or outings?',
    'What must be handled with care (privacy, family tensions, fragile originals)?',
  ],
  odysseyQuestions: [
    'Why does "{title}" matter to you and your family?',
    'What would you like the family to have or do together in a year?',
    'Which dates and occasions shape the year?',
    'How much time and money can you give it?',
    'Who could share the work?',
  ],
  todos: [
    {
      title: 'Gather what already exists',
      description: 'Collect photos, documents, recipes or stories from phones, boxes and relatives into one place.',
      criteria: ['Sources listed (phones, boxes, relatives)', 'Everything copied into one folder or box'],
      priority: 'high',
    },
    {
      title: 'Ask relatives to contribute',
      description: 'Message or call the relatives who hold memories; ask each for specific items or a short interview.',
      criteria: ['Relatives asked with a clear request', 'Contributions received from most of them'],
      priority: 'high',
    },
    {
      title: 'Record the stories while you can',
      description: 'Interview older relatives with a few prepared questions and record the audio, with their permission.',
      criteria: ['Interview questions prepared', 'At least one interview recorded'],
      priority: 'medium',
      when: 'notShort',
    },
    {
      title: 'Sort, date and label',
      description: 'Pick the best items, put them in order, and label who, where and when while people still remember.',
      criteria: ['Selection made', 'Each item labelled with who, where and when'],
      priority: 'medium',
    },
    {
      title: 'Back everything up',
      description: 'Scan originals and keep two copies in different places (for example a drive and a cloud folder) shared with family.',
      criteria: ['Originals scanned', 'Two backups in different places'],
      priority: 'medium',
    },
    {
      title: 'Make the finished piece',
      description: 'Make the album, book, video or family tree {budget}, and order prints in time{by_deadline}.',
      criteria: ['Finished piece made', 'Prints or copies ordered in time'],
      priority: 'medium',
      budgetCriterion: 'Printing and materials',
    },
    {
      title: 'Share it with the family',
      description: 'Give or show it at the occasion{by_deadline} and invite everyone to add to it.',
      criteria: ['Shared with the family{by_deadline}', 'A way for others to add to it agreed'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Collect', description: 'Photos, documents and stories gathered from everyone.' },
    { title: 'Preserve', description: 'Sorted, labelled, scanned and backed up.' },
    { title: 'Make and share', description: 'The finished piece shared with the family{by_deadline}.' },
    { title: 'Keep the tradition', description: 'A yearly moment to add to it.', when: 'long' },
  ],
  stepTips: [{ title: 'Label while someone remembers', description: 'Write who, where and when on each item as you go; unlabelled photos lose their story.' }],
  chatTip: 'Ask the oldest relatives first, record their stories with permission, and keep two backups of everything in different places.',
};
