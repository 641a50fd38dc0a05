import type { SampleData } from '../../commands/ports/planner';

/**
 * The onboarding sample: a side project from idea to launch, part done, with
 * one overdue todo and one due soon, so every screen of the tour has
 * something real to show (progress, health, findings, the graph).
 */
export function sampleData(): SampleData {
  return {
    odyssey: {
      title: 'Launch my side project',
      description: 'Turn my recipe-planning idea into a small web app that 100 people use every week.',
    },
    missions: [
      {
        title: 'Validate the idea',
        description: 'Make sure people actually want a weekly recipe planner before building it.',
        todos: [
          {
            title: 'Interview 5 potential users',
            description: 'Talk to friends and colleagues who cook at home about how they plan meals today.',
            success_criteria: '- 5 interviews held\n- Top 3 problems written down',
            priority: 'high',
            due_in_days: -10,
            steps: [
              { title: 'Write the interview questions', description: 'Five open questions about how they plan meals and shop.', completed: true },
              { title: 'Book 5 interviews', description: 'Ask in the team chat and the neighbourhood group.', completed: true },
              { title: 'Hold the interviews and take notes', description: 'Twenty minutes each; write notes right after.', completed: true },
            ],
          },
          {
            title: 'Write the one-page pitch',
            description: 'Who it is for, the problem, the promise, and what the first version does.',
            success_criteria: '- Pitch fits on one page\n- Reviewed by 2 people',
            priority: 'medium',
            due_in_days: -2,
            steps: [
              { title: 'Draft the pitch', description: 'Use the interview notes for the problem section.', completed: true },
              { title: 'Ask 2 people for feedback', description: 'One potential user and one friend who builds products.', completed: false },
            ],
          },
        ],
      },
      {
        title: 'Build the first version',
        description: 'A web app where a user picks recipes for the week and gets a shopping list.',
        todos: [
          {
            title: 'Design the weekly planner screen',
            description: 'One screen: seven days, drag recipes in, see the shopping list update.',
            success_criteria: '- Sketch of the screen done\n- Tested with 2 people on paper',
            priority: 'high',
            due_in_days: 1,
            steps: [
              { title: 'Sketch the screen on paper', description: 'Three variations, pick the clearest.', completed: false },
              { title: 'Test the sketch with 2 people', description: 'Ask them to plan a week and watch where they hesitate.', completed: false },
            ],
          },
          {
            title: 'Build the shopping list generator',
            description: 'Combine the ingredients of the chosen recipes and group them by aisle.',
            success_criteria: '- Ingredients combined across recipes\n- List grouped by aisle',
            priority: 'medium',
            due_in_days: 7,
            steps: [
              { title: 'Model recipes and ingredients', description: 'Name, quantity, unit, aisle.', completed: false },
              { title: 'Merge quantities of the same ingredient', description: 'Add up 200 g + 300 g of flour into 500 g.', completed: false },
              { title: 'Group the list by aisle', description: 'Produce, dairy, pantry, frozen.', completed: false },
            ],
          },
        ],
      },
      {
        title: 'Launch to the first 100 users',
        description: 'Put the app in front of real cooks and learn from how they use it.',
        todos: [
          {
            title: 'Prepare the launch page',
            description: 'A short page with the promise, a screenshot and a sign-up form.',
            success_criteria: '- Page live\n- Sign-up form tested',
            priority: 'medium',
            due_in_days: 21,
            steps: [
              { title: 'Write the headline and promise', description: 'One line on the problem, one on the result.', completed: false },
              { title: 'Publish the page with a sign-up form', description: 'Test the form with your own address.', completed: false },
            ],
          },
        ],
      },
    ],
  };
}
