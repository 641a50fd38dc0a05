import type { FamilyData } from './familyData';

export const writing: FamilyData = {
  id: 'writing',
  label: 'Writing and publishing',
  strong: ['write', 'writing', 'writer', '/\\b(?:my|a|the|our)\\s+(?:first\\s+)?book\\b/', 'novel', 'blog', 'article', 'articles', 'thesis', 'dissertation', 'essay', 'essays', 'publish*', 'manuscript', 'chapter', 'chapters', 'newsletter', 'screenplay', 'poem', 'poems', 'poetry', 'short story', 'short stories', 'memoir'],
  weak: ['story', 'stories', 'draft*', 'word', 'words', 'book'],
  missionQuestions: [
    'What is {subject} about, who is it for, and how long should it be?',
    'What is your deadline, or when do you want the finished piece?',
    'How much time can you write each week, and at what time of day?',
    'How much already exists: notes, an outline, a draft?',
    'Where will it go when finished (publisher, blog, submission, self-publishing), and who will give feedback?',
  ],
  odysseyQuestions: [
    'What do you want this writing to do for you or your readers?',
    'Who is the reader?',
    'What is your writing routine today, and what gets in the way?',
    'What time frame do you have in mind for the full work?',
    'How do you want to publish or share it?',
  ],
  todos: [
    {
      title: 'Define the premise and reader',
      description: 'Write one paragraph on what {subject} is about and who it is for. Every later decision checks against it.',
      criteria: ['One-paragraph premise written', 'Target reader described'],
      priority: 'high',
    },
    {
      title: 'Write the outline',
      description: 'List every section or chapter with one line on what it does, and a target length for each.',
      criteria: ['Outline lists every section or chapter', 'Target length set per section'],
      priority: 'high',
    },
    {
      title: 'Set a writing routine',
      description: 'Block {time} for writing and set a word-count target per session.',
      criteria: ['Writing sessions in the calendar', 'Word-count target per session set'],
      priority: 'high',
    },
    {
      title: 'Write the first draft',
      description: 'Write forward without editing. Mark problems with a note and keep going.',
      criteria: ['Complete first draft written', 'Target word count reached'],
      priority: 'high',
    },
    {
      title: 'Revise the draft',
      description: 'First fix structure (order, missing parts), then the sentences. Read it aloud.',
      criteria: ['Structural revision done', 'Line edit done'],
      priority: 'medium',
    },
    {
      title: 'Get feedback from readers',
      description: 'Send the revised draft to two or three readers with specific questions, and sort the feedback into must-fix and maybe.',
      criteria: ['Draft sent to at least 2 readers', 'Feedback collected and sorted'],
      priority: 'medium',
    },
    {
      title: 'Publish or submit',
      description: 'Make the final pass and publish or submit{by_deadline}.',
      criteria: ['Final version published or submitted{by_deadline}'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Shape the idea', description: 'Premise, reader and outline for {subject}.' },
    { title: 'Write the draft', description: 'A complete first draft[, written in {time_budget}].' },
    { title: 'Revise with feedback', description: 'Structural and line edits, with feedback from real readers.' },
    { title: 'Publish and share', description: 'Publish or submit{by_deadline} and tell the readers who want it.' },
  ],
  stepTips: [{ title: 'Write a rough version first', description: 'Get the whole thing down in one sitting without editing, then improve it in a second pass.' }],
  chatTip: 'A bad first draft you can edit is worth more than a perfect paragraph: write forward and fix later.',
};
