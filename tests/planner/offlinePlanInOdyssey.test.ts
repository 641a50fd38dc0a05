import { MONTHLY_REVIEW_TITLE } from '../../planner/offline/goalKind';
import { classifyGoal } from '../../planner/offline/goalKinds';
import { subjectOf } from '../../planner/offline/text';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EvalGoal } from '../../planner/eval/scorePlan';
import { now, planner, todoTitlesOf } from '../support/offlinePlans';

/**
 * A mission planned as part of its odyssey: a mission whose own words name no field ("Pack and
 * ship", "Taper and race week") gets the field of the odyssey it serves, the stage its title names,
 * and todos that speak of the odyssey's subject.
 */
const planIn = (odyssey: string, title: string, odysseyDescription = '') =>
  planner.missionTodos({ mission_title: title, mission_description: '', qa_pairs: [], now, odyssey: { title: odyssey, description: odysseyDescription } });
const titlesIn = async (odyssey: string, title: string, odysseyDescription = '') => (await planIn(odyssey, title, odysseyDescription)).todos.map((t) => t.title);

describe('a mission planned as part of its odyssey', () => {
  it.each([
    ['Find a teacher', 'Learn to play piano', ['Get the instrument ready and set practice times', 'Find a teacher or a course', 'Choose the pieces to learn']],
    ['Pack and ship', 'Move to Lisbon', ['Book movers or a van', 'Declutter and pack room by room', 'Transfer utilities, internet and address']],
    ['Increase the load', 'Run a marathon in October', ['Set up recovery habits', 'Repeat the baseline test']],
    ['Taper and race week', 'Run a marathon in October', ['Repeat the baseline test', 'Reach the target: a marathon']],
    ['Settle in', 'Move to Lisbon', ['Hand over the old home', 'Unpack the essentials']],
  ])('plans "%s" of "%s" as the stage of its field the title names', async (title, odyssey, todos) => {
    expect(await titlesIn(odyssey, title)).toEqual(todos);
  });

  it('writes the field’s todos about the odyssey’s subject, not the words of the stage', async () => {
    const { todos } = await planIn('Run a marathon in October', 'Build the base');

    expect(todos.map((t) => t.title)).toEqual(['Measure your starting baseline', 'Write a weekly training plan', 'Get the gear and a place to train', 'Complete the first four weeks of training']);
    expect(todos[0].description).toContain('your progress towards a marathon');
    expect(JSON.stringify(todos)).not.toMatch(/the base:|Decide what done means/);
  });

  it('plans a mission whose own word belongs to another field, but that names a stage of the odyssey’s, in the odyssey’s field', async () => {
    const titles = await titlesIn('Get married next summer', 'Choose the photographer');

    expect(titles).toContain('Book the venue');
    expect(titles.join('\n')).not.toMatch(/fundamentals|rough version/i);
  });

  it.each([
    ['Book the venue', 'Get married next summer', /^Book the venue$/],
    ['Open a savings account', 'Learn to play piano', /^Track a month of spending$/],
    ['Build base fitness', 'Learn Spanish to B1', /^Write a weekly training plan$/],
  ])('keeps the field the words of "%s" name, of "%s"', async (title, odyssey, todo) => {
    const titles = await titlesIn(odyssey, title);

    expect(titles).toEqual(await todoTitlesOf(title));
    expect(titles.some((t) => todo.test(t))).toBe(true);
  });

  it('plans a mission as on its own when its odyssey names no field either', async () => {
    expect(await titlesIn('Buy our first home', 'Save the deposit')).toEqual(await todoTitlesOf('Save the deposit'));
  });

  it('reads the odyssey’s description when its title names no field', async () => {
    const titles = await titlesIn('The big day', 'Sort out the logistics', 'Our wedding in Porto next June: a ceremony by the sea, dinner for 60 guests.');

    expect(titles).toContain('Book the venue');
  });

  it('plans getting married as a wedding, named as getting married', async () => {
    expect(classifyGoal('Get married next summer', '').kind.id).toBe('event');
    expect(subjectOf('Get married')).toBe('getting married');
  });
});

/** Sunday 29 November 2026. */
const sunday = new Date('2026-11-29T09:00:00Z');

/** Each mission an odyssey's plan writes, with the titles of the todos it is planned with in that odyssey. */
async function stagesOf(title: string, description: string, answers: string[] = []) {
  const qa_pairs = answers.map((answer, i) => ({ question: `Question ${i + 1}?`, answer }));
  const { missions } = await planner.odysseyMissions({ odyssey_title: title, odyssey_description: description, qa_pairs, now: sunday });
  return Promise.all(
    missions.map(async (m) => {
      const { todos } = await planner.missionTodos({ mission_title: m.title, mission_description: m.description, qa_pairs: [], now: sunday, odyssey: { title, description } });
      return { mission: m.title, todos };
    }),
  );
}
/** The titles of each stage's own todos: the monthly review a mission months away gets is no stage's. */
const ownTitles = (todos: Array<{ title: string }>) => todos.map((t) => t.title).filter((t) => t !== MONTHLY_REVIEW_TITLE);
const titlesBy = (stages: Awaited<ReturnType<typeof stagesOf>>) => stages.map((s) => [s.mission, ownTitles(s.todos)]);

describe('the missions of an odyssey planned one by one', () => {
  it('give each stage of a move its own part of the arc, once', async () => {
    const stages = await stagesOf('Move to a bigger flat', 'We need a second bedroom before the baby comes in June.', ['Moved in by the end of April']);

    expect(titlesBy(stages)).toEqual([
      ['Decide and budget', ['List the must-haves and the area', 'Set the moving date and budget']],
      ['Find the new home', ['Shortlist and visit homes', 'Secure the new place']],
      ['Move', ['Book movers or a van', 'Declutter and pack room by room', 'Transfer utilities, internet and address']],
      ['Settle in', ['Hand over the old home', 'Unpack the essentials']],
    ]);
  });

  it('present no mission’s own day as the day of the move', async () => {
    const [decide] = await stagesOf('Move to a bigger flat', 'We need a second bedroom before the baby comes in June.', ['Moved in by the end of April']);
    const date = decide.todos.find((t) => t.title === 'Set the moving date and budget');

    expect(date?.description).not.toMatch(/Fix the date \(/);
  });

  it('keep a fitness habit after the race instead of training for it again', async () => {
    const stages = await stagesOf(
      'Run my first half marathon',
      'I jog twice a week, 5 km at most, and want to finish the city half marathon on 19 April without walking.',
      ['About 4 hours a week'],
    );
    const [, , peak, lifestyle] = stages;

    expect(lifestyle.mission).toBe('Make it a lifestyle');
    expect(ownTitles(lifestyle.todos)).toEqual(['Keep a maintenance routine', 'Choose the next challenge']);
    expect(JSON.stringify(lifestyle.todos)).not.toMatch(/peak/);
    expect(peak.todos.at(-1)?.title).toBe('Reach the target: your first half marathon');
  });

  it('ask for the level of a language by no mission’s own day', async () => {
    const [level] = await stagesOf('Learn Spanish to B1', 'For a trip to Mexico in summer.');
    const test = level.todos.find((t) => t.title === 'Test your level and set a CEFR target');

    expect(test?.description).toBe('Take a free placement test and write the level you want to reach in each skill.');
  });

  it('write no placeholder into the weekly conversations of a language', async () => {
    const { missions } = await planner.odysseyMissions({ odyssey_title: 'Learn Spanish to B1', odyssey_description: 'For a trip to Mexico in summer.', qa_pairs: [], now: sunday });

    expect(JSON.stringify(missions)).not.toContain('regular sessions');
  });
});

/** The first goal of each family in the evaluation set, planned as an odyssey: the families' stages one by one. */
const goals = JSON.parse(readFileSync(path.join(__dirname, '../../planner/eval/goals.json'), 'utf8')) as EvalGoal[];
const FAMILY_GOALS = goals.filter(
  (goal, i, all) => !['general', 'uncovered'].includes(goal.family) && all.findIndex((g) => g.family === goal.family) === i,
);

describe.each(FAMILY_GOALS.map((g) => [g.family, g] as const))('the missions of an odyssey of the %s family', (_family, goal) => {
  it('each get their own stage’s todos: none the whole arc, no two the same', async () => {
    const stages = await stagesOf(goal.title, goal.description, goal.answers);
    const { todos } = await planner.missionTodos({ mission_title: goal.title, mission_description: goal.description, qa_pairs: [], now: sunday });
    const whole = ownTitles(todos);
    const planned = stages.map((s) => ownTitles(s.todos));

    for (const [i, titles] of planned.entries()) {
      const shared = (other: string[]) => titles.filter((t) => other.includes(t)).length;
      // A stage of one todo begins with its neighbour's (a plan needs two); more than that is the arc again.
      const mostShared = Math.max(0, ...planned.filter((_, j) => j !== i).map(shared));
      expect({ mission: stages[i].mission, wholeArc: whole.length >= 4 && shared(whole) >= whole.length - 1, sharesMoreThanOne: mostShared > 1 }).toEqual({
        mission: stages[i].mission,
        wholeArc: false,
        sharesMoreThanOne: false,
      });
    }
  });
});
