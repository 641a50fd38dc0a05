import type { StepChatInput } from '../../commands/ports/planner';
import { converseOn } from '../support/offlineStepChat';

/**
 * A step chat as one conversation: the step's own description answers what a good one is like, a
 * report that reaches the step's count is taken as such, and the next move is never said twice in a row.
 */
const stories = 'Collect two or three stories';
const toast: Omit<StepChatInput, 'history' | 'message'> = {
  todo: { title: 'Prepare the toast for my sister wedding', description: null, success_criteria: 'A 3 minute speech I can say without notes' },
  step: {
    title: stories,
    description: 'Note short moments that show who the toast is about and that the people listening will recognise; one funny and one warm make a good pair.',
    status: 'pending',
  },
  steps: [
    { title: stories, status: 'pending' },
    { title: 'Write a first draft of the toast', status: 'pending' },
    { title: 'Practise it out loud three times', status: 'pending' },
  ],
  evidence: [],
  findings: [],
};
const quotes: Omit<StepChatInput, 'history' | 'message'> = {
  todo: { title: 'Fix the roof', description: null, success_criteria: 'Roofer booked' },
  step: { title: 'Get three quotes', description: 'Ask roofers who can come this month.', status: 'pending' },
  steps: [
    { title: 'Get three quotes', status: 'pending' },
    { title: 'Book the roofer', status: 'pending' },
  ],
  evidence: [],
  findings: [],
};
const nextLine = (response: string) => /\bNext: (.+)$/s.exec(response)?.[1] ?? null;

describe('offline step chat: a what-is-good question the step describes', () => {
  it.each(['What stories work best?', 'What makes a good story?', 'What kind of stories should I pick?'])('answers "%s" from the step\'s description, as advice', async (question) => {
    const [answer] = await converseOn(toast, [question]);
    expect(answer.response).not.toContain("I can't answer");
    expect(answer.response).toContain('Go by what the step itself says: note short moments');
    expect(answer.response).toContain('one funny and one warm make a good pair');
  });

  it('still says it cannot answer when no description names the thing asked about', async () => {
    const [answer] = await converseOn(toast, ['What venues work best?']);
    expect(answer.response).toContain("I can't answer");
  });
});
