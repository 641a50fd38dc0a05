import { budgetCriterion, budgetText, byDeadline, timeText, type GoalKind } from './goalKind';

export const learning: GoalKind = {
  id: 'learning',
  keywords:
    /\b(learn\w*|stud(?:y|ying|ies)|course|class(?:es)?|language|spanish|french|german|italian|japanese|chinese|mandarin|korean|portuguese|arabic|exam|certificat\w*|degree|skill|programming|coding|code|python|javascript|typescript|guitar|piano|violin|drawing|paint\w*|photography|fluent|fluency|vocabulary|grammar|tutor)\b/i,
  missionQuestions: ({ subject }) => [
    `What is your current level in ${subject}: complete beginner, some basics, or already intermediate?`,
    `What exactly should you be able to do with ${subject} when this mission is done, and by when?`,
    `How many hours per week can you realistically spend on ${subject}?`,
    'How do you learn best (courses, books, a tutor, hands-on projects), and is there a budget for resources?',
    'What has stopped you before, and how will you notice early that you are slipping?',
  ],
  odysseyQuestions: ({ subject }) => [
    `Why does ${subject} matter to you, and what will it change for you in a year?`,
    'What is your level today, and what level do you want to reach in the long run?',
    'What time frame do you have in mind for the whole journey, and is there a hard date such as an exam?',
    'How much time per week and how much money can you invest?',
    'Which milestones would make you feel real progress (a certificate, a project, a conversation, a performance)?',
  ],
  todos: ({ subject, c }) => [
    {
      title: `Define your target level in ${subject}`,
      description: `Write down what you want to be able to do with ${subject}${byDeadline(c)} and how you will prove it (an exam, a project, a conversation or a performance).${c.level ? ` You start as ${c.level === 'beginner' ? 'a beginner' : `an ${c.level} learner`}.` : ''}`,
      criteria: ['Target level written down in one sentence', `Final test or proof chosen with a date${byDeadline(c)}`],
      priority: 'high',
    },
    {
      title: `Choose your learning resources for ${subject}`,
      description: `Pick one main course or book and one practice resource ${budgetText(c, 'that fits your budget')}. Fewer resources used well beat a pile of bookmarks.`,
      criteria: ['One main course or book chosen', 'One practice resource chosen', ...budgetCriterion(c, 'Total cost')],
      priority: 'high',
    },
    {
      title: 'Block a weekly study schedule',
      description: `Put ${timeText(c, 'fixed study sessions')} into your calendar as recurring events, at times you can actually keep.`,
      criteria: ['Recurring study sessions in the calendar', 'First week of sessions attended'],
      priority: 'high',
    },
    c.level === 'advanced' || c.level === 'intermediate'
      ? {
          title: `Target your weakest area in ${subject}`,
          description: 'Find the skill that holds you back most (from a test or honest self-review) and give it most of your practice time for the next weeks.',
          criteria: ['Weakest area identified from a test or review', 'Focused practice logged for two weeks'],
          priority: 'medium',
        }
      : {
          title: `Work through the fundamentals of ${subject}`,
          description: 'Finish the first units of your main resource. After each session, write the three most important things you learned.',
          criteria: ['First module of the main resource finished', 'Notes of key concepts written after each session'],
          priority: 'medium',
        },
    {
      title: `Practise ${subject} on a real task`,
      description: 'Use what you learned outside of exercises: a small project, a real conversation, a piece of work someone else sees.',
      criteria: ['One practical piece finished', 'Feedback collected from a person or a test'],
      priority: 'medium',
    },
    {
      title: 'Take a halfway progress check',
      description: `Take a practice test or self-assessment halfway${c.deadline ? ` to your deadline (${c.deadline})` : ''} and adjust the plan to your weak spots.`,
      criteria: ['Practice test taken', 'Score or result recorded', 'Plan adjusted for weak spots'],
      priority: 'medium',
    },
    {
      title: `Take the final test for ${subject}`,
      description: `Do the test or proof you chose at the start${byDeadline(c)} and record the result.`,
      criteria: [`Final test taken${byDeadline(c)}`, 'Result recorded and compared with the target level'],
      priority: 'low',
    },
  ],
  missions: ({ subject, c }) => [
    { title: `Foundations of ${subject}`, description: `Set the target, choose resources and build a study routine${c.timeBudget ? ` around ${c.timeBudget}` : ''}; finish the fundamentals.` },
    { title: 'Consistent practice', description: 'Practise every week, track what you learn and fix the weakest area first.' },
    { title: `Use ${subject} in real situations`, description: 'Apply the skill in projects, conversations or work that other people see, and collect feedback.' },
    { title: `Prove your ${subject}`, description: `Pass the exam, finish the project or give the performance that shows you reached your goal${byDeadline(c)}.` },
  ],
  stepTips: () => [
    { title: 'Practise with active recall', description: 'Close the material and explain or reproduce what you just learned from memory; note what you could not recall and review only that.' },
  ],
  chatTip: 'Short daily sessions with active recall (testing yourself) work better than long passive reading.',
};
