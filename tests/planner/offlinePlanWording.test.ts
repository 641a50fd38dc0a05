import { readDeadline } from '../../planner/offline/deadlineDate';
import { subjectOf } from '../../planner/offline/text';
import { cleanTitle } from '../../planner/offline/titleText';
import { missionPlanOf, now, planOf, planner, questionsOf } from '../support/offlinePlans';

/**
 * What an offline plan quotes from the person must read as written for them: answers are not
 * pasted back, a deadline typed at a sentence's start is quoted mid-sentence in
 * lower case, a holiday is a day, and the target level of a language is not part of its name.
 */

describe('an offline plan quoting the person', () => {
  it('pastes no answer back to them, and notes the limit an answer sets', async () => {
    const { todos } = await planOf('Renovate the kitchen', 'Budget $15,000.', ['Not sure yet', "I don't know", 'n/a', 'We own the flat, no permits needed']);
    const text = JSON.stringify(todos);

    expect(text).not.toMatch(/Not sure yet|don't know|"n\/a|We own the flat|From your answers/i);
    expect(todos[0].description).toContain('Keep in mind: budget $15,000; no permits needed.');
  });

  it('quotes a deadline typed at the start of a sentence in lower case', async () => {
    // Planned with no day given, the todos carry no due dates: the first one's note names the deadline.
    const { todos } = await planOf('Get promoted to senior engineer', 'Within 12 months; my manager wants more design docs.', ['Not sure yet'], null);

    expect(JSON.stringify(todos)).not.toContain('Within 12 months');
    expect(todos[0].description).toContain('deadline within 12 months');
  });

  it('reads a holiday as its day', () => {
    expect(readDeadline(['done before Christmas'], now)?.date).toBe('2026-12-25');
    expect(readDeadline(['by New Year'], now)?.date).toBe('2027-01-01');
    expect(readDeadline(['ready for Halloween'], now)?.date).toBe('2027-10-31');
  });

  it('dates a plan whose deadline is a holiday', async () => {
    const { todos } = await planOf('Renovate the kitchen', 'Budget $15,000, done before Christmas; keep the old floor.', []);

    expect(todos.every((todo) => typeof todo.due_date === 'string' && todo.due_date <= '2026-12-25')).toBe(true);
  });

  it('names a language without the level it aims at', () => {
    expect(subjectOf('Learn Spanish to B1')).toBe('Spanish');
    expect(subjectOf('Improve my German to C1 level')).toBe('German');
    expect(subjectOf('Learn Italian up to a B2 level')).toBe('Italian');
  });

  it('makes a budget criterion agree with a plural subject', async () => {
    const { todos } = await planOf('Renovate the kitchen', 'Budget $15,000.', []);

    expect(JSON.stringify(todos)).not.toMatch(/\b(Materials|Tools) stays\b/);
  });
});

describe('offline questions about a goal with a holiday deadline', () => {
  it('take the holiday as the deadline given instead of asking by when', async () => {
    const questions = await questionsOf('Renovate the kitchen', 'Budget $15,000, done before Christmas.');

    expect(questions).not.toMatch(/by when/i);
    expect(questions).toContain('"before Christmas"');
  });
});

describe('an offline plan reading dates from the person', () => {
  it('reads no deadline from words that only look like dates', () => {
    // "full sun" is no Sunday, "three months backpacking" is how long the trip lasts, and "starting in September 2027" when it starts: none says by when.
    expect(readDeadline(['full sun'], now)).toBeNull();
    expect(readDeadline(['Three months backpacking Peru and Chile, starting in September 2027.'], now)).toBeNull();
  });

  it('reads a year given as the deadline as its last day', () => {
    expect(readDeadline(['Reach 10k subscribers by the end of 2027.'], now)?.date).toBe('2027-12-31');
    expect(readDeadline(['Two books a month in 2027'], now)?.date).toBe('2027-12-31');
    expect(readDeadline(['I want to move to Vancouver before 2028.'], now)?.date).toBe('2027-12-31');
  });

  it('reads a season the work is to happen in as its last day', () => {
    expect(readDeadline(['An app for the bakery. Launch in spring.'], now)?.date).toBe('2027-06-20');
    expect(readDeadline(['We plan to move in the summer'], now)?.date).toBe('2027-09-21');
  });

  it('dates the missions of an odyssey whose deadline is a year', async () => {
    const { missions } = await missionPlanOf('Grow my YouTube channel', 'Reach 10k subscribers on my cooking channel by the end of 2027.');

    expect(missions.every((m) => typeof m.due_date === 'string' && m.due_date <= '2027-12-31')).toBe(true);
  });

  it('reads no deadline from a time of day that repeats', async () => {
    expect(readDeadline(['Want 7.5 hours a night within 6 weeks.'], now)).toEqual({ date: '2027-01-09', phrase: 'within 6 weeks', event: false });
    expect(readDeadline(['I want to sleep 8 hours every night by March'], now)?.phrase).toBe('by March');

    const { todos } = await planOf('Sleep better', 'I go to bed at 1am. Want 7.5 hours a night within 6 weeks.', []);
    expect(new Set(todos.map((t) => t.due_date)).size).toBe(todos.length);
  });

  it('keeps the due dates of a plan up to its deadline when an answer mentions the sun', async () => {
    const { todos } = await planOf('Start a vegetable garden', 'Want to harvest tomatoes by next August.', ['clay soil', 'full sun']);

    expect(JSON.stringify(todos)).not.toMatch(/deadline sun|by sun\b/);
    expect(todos[todos.length - 1].due_date).toBe('2027-08-31');
  });

  it('says a deadline given with "for" once, after its own word', async () => {
    const { todos } = await planOf('Pass my driving test', 'Driving test booked for 20 January.', ['2 lessons a week']);

    expect(JSON.stringify(todos)).not.toMatch(/\bby for\b/);
  });
});

describe('offline questions about what the description already says', () => {
  it('do not ask by when a goal must be done when the description gives a date', async () => {
    const bathroom = await questionsOf('Renovate the bathroom', 'Budget €8,000, must be done before my parents visit in March.');
    const novel = await questionsOf('Write a novel', 'Finish the first draft by the end of next year.');

    expect(bathroom).not.toMatch(/by when/i);
    expect(bathroom).toContain('"in March"');
    expect(novel).not.toMatch(/what is your deadline/i);
  });

  it('do not ask whether there is a date to aim for when the description gives one', async () => {
    const { questions } = await planner.odysseyQuestions({ title: 'Grow my YouTube channel', description: 'Reach 10k subscribers by the end of 2027.' });

    expect(questions.join(' ')).not.toMatch(/is there a date/i);
    expect(questions.join(' ')).toContain('"by the end of 2027"');
  });

  it('do not ask for the budget when it is given with a currency code', async () => {
    expect(await questionsOf('Organise a team offsite', 'Two days for 15 people. Budget CHF 12,000.')).toContain('a budget of CHF 12,000');
  });
});

const keepInMindOf = async (description: string) => (await planOf('Get fit', description, [])).todos[0].description;

describe('an offline plan naming what the person rules out', () => {
  const keepInMind = keepInMindOf;

  it('names what they avoid as they wrote it, not a piece of it', async () => {
    expect(await keepInMind('Avoid long bus rides.')).toContain('no long bus rides');
    expect(await keepInMind('Avoid knee injuries.')).not.toMatch(/no knee\b/);
    expect(await keepInMind('Never miss a payment again.')).not.toMatch(/no miss\b/);
  });

  it('reads a limit on a thing as no ban on it', async () => {
    expect(await keepInMind('No subscription fees over $50/month.')).not.toContain('no subscription fees');
  });

  it('reads a diet some guests need as food to offer, not food to ban', async () => {
    expect(await keepInMind('Vegan options needed for some guests.')).not.toContain('no meat');
    expect(await keepInMind('I am vegan.')).toContain('no meat');
  });

  it('plans no professionals for work the person does themselves', async () => {
    const { todos } = await planOf('Paint the living room', 'Walls are beige, want sage green. Do it myself over two weekends in January. Budget 300 EUR.', []);

    expect(todos.map((t) => t.title).join(' | ')).not.toMatch(/professional|quotes/i);
  });

  it('leaves out the thing named by an activity they avoid', async () => {
    const { todos } = await planOf('Write a novel', 'Finish the first draft by the end of next year. I want to avoid outlining too much.', []);

    expect(todos.map((t) => t.title).join(' | ')).not.toMatch(/outline/i);
  });
});

describe('an offline plan listing its todos', () => {
  it('holds each todo once', async () => {
    const { todos } = await planOf('Save money for a house deposit', 'Save $40,000 in 2 years.', []);
    const titles = todos.map((t) => t.title);

    expect(new Set(titles).size).toBe(titles.length);
  });

  it('plans a goal to save for something as saving money, not from its pasted sentence', async () => {
    const { todos } = await planOf('Save for a house deposit', 'Save $40,000 in 2 years for a deposit.', []);

    expect(todos.map((t) => t.title)).toContain('Write a monthly budget');
    expect(todos.map((t) => t.title)).not.toContain('Save $40,000 in 2 years for a deposit');
  });
});

describe('an offline plan naming the goal', () => {
  it('names a goal typed as a question by its thing, not the question', () => {
    expect(subjectOf('How do I start a podcast?')).toBe('a podcast');
    expect(subjectOf('how can i learn to knit')).toBe('knitting');
  });

  it('names a goal without its emoji', () => {
    expect(subjectOf('Save for a house deposit 🏠')).toBe('a house deposit');
  });

  it('names a language without the exam level it aims at', () => {
    expect(subjectOf('Learn Japanese to N4')).toBe('Japanese');
    expect(subjectOf('Learn Chinese up to HSK 3')).toBe('Chinese');
  });
});

describe('an offline plan writing what the person typed sloppily', () => {
  it('writes a month typed in lower case with its capital', async () => {
    const { todos } = await planOf('Run my first 10k', 'never run before, want to do the city 10k in april', []);

    expect(JSON.stringify(todos)).not.toContain('in april');
    expect(JSON.stringify(todos)).toContain('in April');
  });

  it('writes a length of time typed in the singular in the plural', async () => {
    const { todos } = await planOf('Learn French', 'Moving to Lyon for work in 6 month!!', []);

    expect(JSON.stringify(todos)).not.toMatch(/\b6 month\b/);
  });

  it('names a language typed in lower case with its capital', () => {
    expect(subjectOf('Learn french')).toBe('French');
    expect(subjectOf('improve my spanish')).toBe('Spanish');
  });

  it('reads no exclusion from what the person has never done', async () => {
    expect(await keepInMindOf('Never done high altitude.')).not.toMatch(/no done\b/);
  });
});

describe('an offline plan taking todos from the description', () => {
  it('takes no todo from a sentence that only describes the work', async () => {
    const { todos } = await planOf('Finish my PhD literature review', 'Chapter 2 of my thesis, about 15,000 words, due to my supervisor by 31 January.', ['Zotero']);

    expect(todos.map((t) => t.title).join(' | ')).not.toMatch(/Chapter 2/);
  });

  it('takes no todo from an answer that says how much the person knows', async () => {
    const { todos } = await planOf('Learn to code', 'Thinking about becoming a web developer. 10 hours a week.', ['html a little', 'python a bit']);

    expect(todos.map((t) => t.title).join(' | ')).not.toMatch(/a little|a bit/i);
  });

  it('ends a todo taken from the description where its sentence says something else', async () => {
    const { todos } = await planOf('Apply to medical school', 'Applications open in May 2027. I need to take the MCAT first, my GPA is 3.6. I also have to ask two professors for letters.', []);

    expect(todos.map((t) => t.title).join(' | ')).not.toMatch(/GPA/);
    expect(todos.map((t) => t.title)).toContain('Ask two professors for letters');
  });
});

describe('an offline plan placing the deadline', () => {
  it('does not date a decision made at the start by the deadline', async () => {
    const wedding = await planOf('Plan our wedding', 'Wedding for 80 guests on 12 June 2027 in Lisbon, budget £20k.', []);
    const habit = await planOf('Quit smoking', 'I want to be smoke free by my 40th birthday on 3 March.', []);
    const home = await planOf('Renovate the bathroom', 'Budget €8,000, must be done before my parents visit in March.', []);

    expect(wedding.todos[0].description).not.toContain('Decide the date on 12 June 2027');
    expect(JSON.stringify(habit.todos)).not.toContain('as a rule on 3 March');
    expect(JSON.stringify(home.todos)).not.toContain('for surprises in March');
  });

  it('does not date an agreement made at the start of a trip by the trip', async () => {
    const { missions } = await missionPlanOf('Travel around South America', 'Backpacking Peru, Bolivia and Chile in September 2027. Budget $6000 total.');

    expect(missions[0].description).not.toContain('agreed in September 2027');
  });

  it('says by when a saving target is to be reached, not by when its monthly amount is set', async () => {
    const { todos } = await planOf('Save money for a house deposit', 'Save $40,000 in 2 years.', []);

    expect(JSON.stringify(todos)).not.toContain('Monthly amount for the goal set in 2 years');
  });
});

describe('an offline step plan', () => {
  it('keeps a preposition that closes a clause in a step title', async () => {
    const { steps } = await planner.todoSteps({
      title: 'Get quotes for the professional work',
      description: 'Ask at least three tradespeople for written quotes for the jobs you will not do yourself, and check reviews and insurance.',
      success_criteria: '- At least 3 written quotes compared\n- Tradesperson booked',
    });

    expect(steps.map((s) => s.title)).not.toContain('Note where each fact comes');
    expect(cleanTitle('Note where each fact comes from')).toBe('Note where each fact comes from');
    expect(cleanTitle('Check what the frame is made of')).toBe('Check what the frame is made of');
  });
});

describe('an amount the person means to reach', () => {
  it('is a target, not a budget', async () => {
    const { todos } = await planOf('Save for a house deposit', 'Save $40,000 in 2 years', []);
    const questions = await questionsOf('Save for a house deposit', 'Save $40,000 in 2 years');

    // Every todo is due by its own day, so the note leaves the deadline to the dates.
    expect(todos[0].description).toContain('Keep in mind: target $40,000.');
    expect(todos.at(-1)!.due_date).toBe('2028-11-28');
    expect(JSON.stringify(todos)).not.toContain('budget of $40,000');
    expect(questions).not.toContain('a budget of $40,000');
  });

  it('leaves a budget given beside it a budget', async () => {
    const { todos } = await planOf('Renovate the kitchen', 'Budget $15,000, and I want to save $2,000 of it for furniture.', []);

    expect(todos[0].description).toContain('budget $15,000');
  });
});
