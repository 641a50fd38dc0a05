import type { FamilyData } from './familyData';

/** Languages get their own frame: the skills (listening, speaking, reading, writing) and CEFR levels. */
export const languages: FamilyData = {
  id: 'languages',
  label: 'Languages',
  strong: ['cefr', 'a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'dele', 'delf', 'jlpt', 'hsk', 'goethe', 'language exchange', 'conversation partner', 'native speaker*', 'speak fluently', 'duolingo', 'italki'],
  weak: ['speak', 'speaking', 'conversation', 'accent', 'pronunciation'],
  missionQuestions: [
    'What is your level today (none, A1-A2, B1-B2, C1) in listening, speaking, reading and writing?',
    'What do you need the language for: travel, family, work, an exam, and by when?',
    'How many minutes a day or hours per week can you practise?',
    'Do you have someone to speak with (a tutor, a partner, family), and a budget for lessons?',
    'Which skill matters most to you: speaking, listening, reading or writing?',
  ],
  odysseyQuestions: [
    'Why does "{title}" matter to you, and who will you speak it with?',
    'Which level (CEFR) do you want to reach, and by when?',
    'How much time per week can you keep up for months?',
    'Is there an exam or a stay abroad that anchors the plan?',
    'What has worked or failed when you learned languages before?',
  ],
  todos: [
    {
      title: 'Test your level and set a CEFR target',
      description: 'Take a free placement test and write the level you want to reach{by_deadline} in each skill.',
      criteria: ['Placement result recorded', 'Target level per skill written down'],
      priority: 'high',
    },
    {
      title: 'Pick one course and one tutor or partner',
      description: 'Choose one structured course and a tutor or language-exchange partner {budget}.',
      criteria: ['Course chosen', 'First session with a tutor or partner booked'],
      priority: 'high',
      budgetCriterion: 'Lessons and materials',
    },
    {
      title: 'Daily vocabulary with spaced repetition',
      description: 'Review flashcards every day (the 1,000 most common words first, then words from your own life).',
      criteria: ['Flashcards reviewed daily', 'New words added from real use'],
      priority: 'medium',
      when: 'beginner',
    },
    {
      title: 'Speak every week',
      description: 'Hold a conversation with your tutor or partner {time}, and note the phrases you were missing.',
      criteria: ['Weekly speaking sessions held', 'Missing phrases noted and learned'],
      priority: 'medium',
    },
    {
      title: 'Listen and read real material',
      description: 'Use podcasts, series with subtitles in the language, and graded readers at your level.',
      criteria: ['Listening or reading most days', 'One graded reader or series finished'],
      priority: 'medium',
      when: 'notShort',
    },
    {
      title: 'Prepare the situation you need it for',
      description: 'Script and rehearse the real situations (ordering, small talk with family, a work meeting, an exam task).',
      criteria: ['Scripts for the key situations', 'Each rehearsed out loud with feedback'],
      priority: 'medium',
    },
    {
      title: 'Re-test your level',
      description: 'Take the placement test or the exam again{by_deadline} and compare with the start.',
      criteria: ['Level re-tested{by_deadline}', 'Result compared with the target'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Level and routine', description: 'Placement test, target level, course and a daily routine.' },
    { title: 'Build the basics', description: 'Core vocabulary and grammar with daily spaced repetition.', when: 'beginner' },
    { title: 'Speak and listen every week', description: 'Conversations {time} and real listening material.' },
    { title: 'Reach the target level', description: 'Rehearse the real situations and re-test{by_deadline}.' },
  ],
  stepTips: [{ title: 'Say it out loud', description: 'Speak every new phrase out loud three times and use it in a sentence about your own life.' }],
  chatTip: 'Speak from the first week, even badly; daily spaced repetition plus a weekly conversation beats long weekend sessions.',
};
