import { planner } from '../support/offlinePlans';
import type { FindingInput, StepChatInput } from '../../commands/ports/planner';
import { distanceTimeAnswer } from '../../planner/offline/distanceTime';

/** How long a step of covering a distance takes follows from the distance and the sport. */
const chat = (todoTitle: string, stepTitle: string, message = 'How long will this take?', findings: FindingInput[] = []): StepChatInput => ({
  todo: { title: todoTitle, description: null, success_criteria: 'Done without stopping' },
  step: { title: stepTitle, description: null, status: 'pending' },
  history: [],
  message,
  evidence: [],
  findings,
});
const ask = (...args: Parameters<typeof chat>) => planner.stepChat(chat(...args));
const timeOf = (stepTitle: string, todoTitle: string) => distanceTimeAnswer(chat(todoTitle, stepTitle));

describe('offline step chat: how long a distance takes', () => {
  it('answers the long run of 18 km with its time at an easy pace, not a fixed session length', async () => {
    const { response } = await ask('Long run of 18 km', 'Do the long run of 18 km');
    expect(response).toContain('18 km takes about 1 h 50 min to 2 h 15 min');
    expect(response).not.toContain('30 to 60-minute session');
  });

  it.each([
    ['Build up to 50 km', 'Ride 50 km on Sunday', 'about 17 to 25 km/h', '50 km takes about 2 h to 2 h 55 min'],
    ['Swim 25 m', 'Swim 16 lengths', 'about 2 to 3 minutes per 100 m', '16 lengths takes about 10 minutes'],
    ['Walk the coast path', 'Walk 12 km', 'about 10 to 14 minutes per km', '12 km takes about 2 h to 2 h 50 min'],
    ['Run a half marathon', 'Run 5 miles easy', 'about 6 to 7:30 minutes per km', '5 miles takes about 50 minutes to 1 h'],
  ])('answers "%s" / "%s" at %s', async (todo, step, pace, time) => {
    const { response } = await ask(todo, step);
    expect(response).toContain(pace);
    expect(response).toContain(time);
  });

  it('reads the sport from the todo when the step names only the distance', () => {
    expect(timeOf('Do 10 km', 'Weekly long run')).toContain('10 km takes about 1 h to 1 h 15 min');
  });

  it('leaves steps with no distance of a sport to the usual answer', () => {
    expect(timeOf('Write 500 words', 'Draft chapter one')).toBeNull();
    expect(timeOf('Run for 30 min', 'Start running')).toBeNull();
    expect(timeOf('Paint 20 m of fence', 'Paint the fence')).toBeNull();
  });

  it('times a run at the pace the person reported in the question, not at an assumed easy pace', async () => {
    const { response } = await ask('Long run of 18 km', 'Do the long run of 18 km', 'My easy pace is 6:30 per km, how long will this take?');
    expect(response).toContain('At your pace (6:30 per km, your message), 18 km takes about 1 h 55 min');
    expect(response).not.toContain('about 6 to 7:30 minutes per km');
  });

  it('times a run at the pace of a run the person noted earlier', async () => {
    const { response } = await ask('Long run of 18 km', 'Do the long run of 18 km', 'How long will this take?', [{ finding_type: 'information', title: 'Sunday run', content: 'Ran 10 km in 55 minutes' }]);
    expect(response).toContain('18 km takes about 1 h 40 min');
    expect(response).toContain('your note "Sunday run"');
  });

  it('keeps easy paces for a ride even when a running pace was noted', async () => {
    const { response } = await ask('Build up to 50 km', 'Ride 50 km on Sunday', 'How long will this take?', [{ finding_type: 'information', title: 'Run', content: 'Ran 10 km in 55 minutes' }]);
    expect(response).toContain('50 km takes about 2 h to 2 h 55 min');
  });
});
