import { criterionStep, thingCriterion } from '../../planner/offline/actions';
import { planner } from '../support/offlinePlans';

/** "Aim for" leads a thing to reach ("Aim for 25 m without stopping"); a criterion that is an action on a measure is the step itself. */

const stepTitlesOf = async (title: string, success_criteria: string) => (await planner.todoSteps({ title, description: '', success_criteria })).steps.map((s) => s.title);

describe('a criterion that does something to a measure', () => {
  it.each([
    ['Swim 25 m without stopping', 'Swim 25 m without stopping'],
    ['Swim 25 m', 'Swim 25 m'],
    ['Lift 60 kg', 'Lift 60 kg'],
    ['Lift 60 kg for 5 reps', 'Lift 60 kg for 5 reps'],
    ['Hike 15 km with a full pack', 'Hike 15 km with a full pack'],
    ['Cycle 40 km without a break', 'Cycle 40 km without a break'],
  ])('is the action itself: "%s" -> "%s"', (criterion, step) => {
    expect(criterionStep(criterion)).toBe(step);
    expect(thingCriterion(criterion)).toBeNull();
  });

  it.each([
    ['25 m without stopping', 'Aim for 25 m without stopping'],
    ['5 km at threshold pace', 'Aim for 5 km at threshold pace'],
    ['One page', 'Aim for one page'],
    ['Two signed copies', 'Aim for two signed copies'],
    ['Level 3 certificate', 'Aim for a level 3 certificate'],
  ])('leaves a measure or a thing to aim for: "%s" -> "%s"', (criterion, step) => {
    expect(criterionStep(criterion)).toBe(step);
  });

  it.each([
    ['Swim 25 m', 'Swim 25 m without stopping'],
    ['Swim 25 m', 'Swim 25 m'],
    ['Lift 60 kg', 'Lift 60 kg'],
    ['Hike 15 km', 'Hike 15 km with a full pack'],
  ])('plans the todo "%s" (criterion "%s") with no "Aim for" before a verb and no step twice', async (title, criterion) => {
    const titles = await stepTitlesOf(title, criterion);

    expect(titles.filter((t) => /^Aim for (?:an? )?(?:swim|lift|hike)\b/i.test(t))).toEqual([]);
    expect(new Set(titles.map((t) => t.toLowerCase())).size).toBe(titles.length);
  });
});
