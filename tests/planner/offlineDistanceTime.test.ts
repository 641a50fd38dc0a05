import { planner } from '../support/offlinePlans';
import { distanceTimeAnswer } from '../../planner/offline/distanceTime';

/** How long a step of covering a distance takes follows from the distance and the sport. */
const ask = (todoTitle: string, stepTitle: string, message = 'How long will this take?') =>
  planner.stepChat({ todo: { title: todoTitle, description: null, success_criteria: 'Done without stopping' }, step: { title: stepTitle, description: null, status: 'pending' }, history: [], message, evidence: [], findings: [] });

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
    expect(distanceTimeAnswer('Do 10 km', 'Weekly long run')).toContain('10 km takes about 1 h to 1 h 15 min');
  });

  it('leaves steps with no distance of a sport to the usual answer', () => {
    expect(distanceTimeAnswer('Write 500 words', 'Draft chapter one')).toBeNull();
    expect(distanceTimeAnswer('Run for 30 min', 'Start running')).toBeNull();
    expect(distanceTimeAnswer('Paint 20 m of fence', 'Paint the fence')).toBeNull();
  });
});
