import type { FamilyData } from './familyData';

export const learning: FamilyData = {
  id: 'learning',
  label: 'Learning a skill or a language',
  strong: ['course', 'class', 'classes', 'language', 'languages', 'spanish', 'french', 'german', 'italian', 'japanese', 'chinese', 'mandarin', 'korean', 'portuguese', 'arabic', 'dutch', 'certificat*', 'skill', 'skills', 'programming', 'coding', 'python', 'javascript', 'typescript', 'rust', 'fluent', 'fluency', 'vocabulary', 'grammar', 'tutor', 'chess', 'sign language'],
  weak: ['learn*', 'study', 'studying', 'studies', 'master', 'practise', 'practice', 'lesson', 'lessons'],
  missionQuestions: [
    'What is your current level in {subject}: complete beginner, some basics, or already intermediate?',
    'What exactly should you be able to do with {subject} when this mission is done, and by when?',
    'How many hours per week can you realistically spend on {subject}?',
    'How do you learn best (courses, books, a tutor, hands-on projects), and is there a budget for resources?',
    'What has stopped you before, and how will you notice early that you are slipping?',
  ],
  odysseyQuestions: [
    'Why does {subject} matter to you, and what will it change for you in a year?',
    'What is your level today, and what level do you want to reach in the long run?',
    'What time frame do you have in mind for the whole journey, and is there a hard date such as an exam?',
    'How much time per week and how much money can you invest?',
    'Which milestones would make you feel real progress (a certificate, a project, a conversation, a performance)?',
  ],
  todos: [
    {
      title: 'Define your target level in {subject}',
      description: 'Write down what you want to be able to do with {subject}{by_deadline} and how you will prove it (an exam, a project, a conversation or a performance).[ You start at the {level} level.]',
      criteria: ['Target level written down in one sentence', 'Final test or proof chosen with a date{by_deadline}'],
      priority: 'high',
    },
    {
      title: 'Choose your learning resources for {subject}',
      description: 'Pick one main course or book and one practice resource {budget}. Fewer resources used well beat a pile of bookmarks.',
      criteria: ['One main course or book chosen', 'One practice resource chosen'],
      priority: 'high',
      budgetCriterion: 'Total cost',
    },
    {
      title: 'Block a weekly study schedule',
      description: 'Put {time} into your calendar as recurring events, at times you can actually keep.',
      criteria: ['Recurring study sessions in the calendar', 'First week of sessions attended'],
      priority: 'high',
    },
    {
      title: 'Target your weakest area in {subject}',
      description: 'Find the skill that holds you back most (from a test or honest self-review) and give it most of your practice time for the next weeks.',
      criteria: ['Weakest area identified from a test or review', 'Focused practice logged for two weeks'],
      priority: 'medium',
      when: 'experienced',
    },
    {
      title: 'Work through the fundamentals of {subject}',
      description: 'Finish the first units of your main resource. After each session, write the three most important things you learned.',
      criteria: ['First module of the main resource finished', 'Notes of key concepts written after each session'],
      priority: 'medium',
      when: 'beginner',
    },
    {
      title: 'Practise {subject} on a real task',
      description: 'Use what you learned outside of exercises: a small project, a real conversation, a piece of work someone else sees.',
      criteria: ['One practical piece finished', 'Feedback collected from a person or a test'],
      priority: 'medium',
    },
    {
      title: 'Take a halfway progress check',
      description: 'Take a practice test or self-assessment halfway[ to your deadline ({deadline})] and adjust the plan to your weak spots.',
      criteria: ['Practice test taken', 'Score or result recorded', 'Plan adjusted for weak spots'],
      priority: 'medium',
    },
    {
      title: 'Take the final test for {subject}',
      description: 'Do the test or proof you chose at the start{by_deadline} and record the result.',
      criteria: ['Final test taken{by_deadline}', 'Result recorded and compared with the target level'],
      priority: 'low',
    },
  ],
  missions: [
    { title: 'Foundations of {subject}', description: 'Set the target, choose resources and build a study routine[ around {time_budget}]; finish the fundamentals.' },
    { title: 'Consistent practice', description: 'Practise every week, track what you learn and fix the weakest area first.' },
    { title: 'Use {subject} in real situations', description: 'Apply the skill in projects, conversations or work that other people see, and collect feedback.' },
    { title: 'Prove your {subject}', description: 'Pass the exam, finish the project or give the performance that shows you reached your goal{by_deadline}.' },
  ],
  stepTips: [{ title: 'Practise with active recall', description: 'Close the material and explain or reproduce what you just learned from memory; note what you could not recall and review only that.' }],
  chatTip: 'Short daily sessions with active recall (testing yourself) work better than long passive reading.',
};
