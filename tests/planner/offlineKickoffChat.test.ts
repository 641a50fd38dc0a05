import type { PlannedStep } from '../../domain/planning';
import { OfflinePlanner } from '../../planner/offlinePlanner';

const planner = new OfflinePlanner();

/**
 * Todos of each kind of work a plan opens with a kickoff for, and the words of that kickoff
 * (its description) the chat's answer to "How do I do this?" must speak in.
 */
const TODOS: Array<[string, string, RegExp]> = [
  ['Long run of 18 km', 'Finished without cramps\nAverage pace under 6:30/km\nGel every 40 minutes', /time.*place/],
  // A job a recipe of its own writes no steps for (painting a room, assembling furniture have theirs).
  ['Build a raised garden bed', 'Frame square and level\nLined with membrane\nFilled with soil', /jobs/],
  ['Write the literature review', '20 sources summarised\nThemes grouped\nGaps named', /notes and sources/],
  ['Research childcare options', 'Three nurseries compared\nCosts listed\nWaiting lists checked', /has to find out.*where you will look/],
  ['Measure my starting fitness', 'Resting heart rate noted\n5 km time noted\nWeight noted', /measure.*the same way/],
  ['Edit the first draft', 'Plot holes fixed\nDialogue tightened\nTypos gone', /latest version/],
  ['Review the first month of spending', 'All transactions sorted\nBiggest leaks named\nBudget adjusted', /notes, numbers and results/],
];

async function kickoffOf(title: string, criteria: string): Promise<PlannedStep> {
  const { steps } = await planner.todoSteps({ title, description: null, success_criteria: criteria });
  const kickoff = steps[0];
  expect(kickoff.title).toBe('Plan the approach');
  return kickoff;
}

async function say(title: string, criteria: string, step: PlannedStep, message: string) {
  return planner.stepChat({
    todo: { title, description: null, success_criteria: criteria },
    step: { title: step.title, description: step.description, status: 'pending' },
    history: [],
    message,
    evidence: [],
    findings: [],
  });
}

describe("offline step chat on a plan's kickoff, worded to the work", () => {
  it.each(TODOS)('answers "How do I do this?" on the kickoff of "%s" in the terms of its own kickoff', async (title, criteria, terms) => {
    const kickoff = await kickoffOf(title, criteria);
    const reply = await say(title, criteria, kickoff, 'How do I do this?');

    expect(reply.response).toMatch(terms);
    expect(reply.response).not.toContain('information, tools or people');
  });

  it.each(TODOS)('completes the kickoff of "%s" on "I\'ve planned it out", "Done, I know the order now" and "I know the order now"', async (title, criteria) => {
    const kickoff = await kickoffOf(title, criteria);

    for (const message of ["I've planned it out", 'Done, I know the order now', 'I know the order now', 'Ok, I know what goes first now']) {
      expect([message, (await say(title, criteria, kickoff, message)).step_completed]).toEqual([message, true]);
    }
    for (const message of ["I don't know the order yet", 'How do I know the order?', 'I know the order now but not where to get the tools']) {
      expect([message, (await say(title, criteria, kickoff, message)).step_completed]).toEqual([message, false]);
    }
  });

  it('knows a kickoff by its wording when the person renamed the step, and completes it on "I\'ve planned it out"', async () => {
    const [title, criteria] = TODOS[0];
    const kickoff = { ...(await kickoffOf(title, criteria)), title: 'Get ready for the long run' };

    expect((await say(title, criteria, kickoff, "I've planned it out")).step_completed).toBe(true);
    expect((await say(title, criteria, kickoff, 'How do I do this?')).response).toMatch(/time.*place/);
  });
});
