import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { directorInput, studiesAndMoveSnapshot } from './directorFixtures';
import { expectAnswer } from './answerChecks';

/** A student's questions about a plan with two goals at once: a degree and a move abroad. */
const answer = (message: string) => offlineDirectorAnswer(directorInput(message, { data: studiesAndMoveSnapshot() }));

describe('offline Director on a plan with a degree and a move', () => {
  it('never suggests, as what comes after a todo, a todo it waits for', () => {
    expectAnswer(answer('What comes after Run the experiments?'), ['### After Run the experiments', 'Next in **Write the thesis**: **Analyse the results**', 'It waits for **Write the literature review** first.'], ['Write the literature review**.']);
  });
});

describe('offline Director finding a todo by a word of its title', () => {
  it.each(['What comes after the apostille?', 'what should I do after the apostille'])('finds "the apostille" in "…apostilled": %s', (question) => {
    expectAnswer(answer(question), ['### After Get the birth certificate apostilled', '**Book the consulate appointment** waits for it']);
  });

  it('still does not read a longer word as the name: "running" is not "run"', () => {
    const data = studiesAndMoveSnapshot();
    data.todos.push({ ...data.todos[0], id: 't-run', title: 'Go for a run', mission_id: null, status: 'pending' });
    const text = offlineDirectorAnswer(directorInput('What comes after the running?', { data }));
    expect(text).not.toContain('### After Go for a run');
  });
});

describe('offline Director on how one part of the plan is going, named by a word', () => {
  it.each([
    ['how is apartment hunting going', '### Mission: Find an apartment'],
    ['is the move going to happen by september?', '### Odyssey: Move to Lisbon'],
    ['How is the exam revision going?', '### Mission: Pass the spring exams'],
    // A word of the same field as the titles: studies, uni, coursework of a degree, its thesis and its exams.
    ['How are my studies going?', "### Odyssey: Finish my master's degree"],
    ['how is uni going', "### Odyssey: Finish my master's degree"],
    ['How is the relocation going?', '### Odyssey: Move to Lisbon'],
  ])('answers "%s" about the one mission or odyssey its words name', (question, heading) => {
    const text = answer(question);
    expect(text.split('\n')[0]).toBe(heading);
    expect(text).not.toContain('### Progress summary');
  });

  it.each([
    'how are the exams and apartment hunting going?',
    'how is my plan going?',
  ])('keeps the summary of the whole plan when no one mission or odyssey is named: "%s"', (question) => {
    expect(answer(question).split('\n')[0]).toBe('### Progress summary');
  });
});

describe('offline Director on a word in a mission and in a todo of it', () => {
  it('answers "How is the visa going?" about the mission, naming the todo that holds the word too, rather than ask which', () => {
    const text = answer('How is the visa going?');
    expect(text.split('\n')[0]).toBe('### Mission: Get the residence visa');
    expect(text).toContain('"visa" is also in the title of **Fill in the visa application form**, a todo of this mission: ask "How is Fill in the visa application form doing?" for it alone.');
    expect(text).not.toContain('Which one do you mean?');
  });
});

describe('offline Director unsure which todo a decision is about', () => {
  it.each([
    ['Should I postpone the visa?', 'Should I postpone Get the residence visa?'],
    ['Can I skip the revise?', 'Should I skip Revise ecology?'],
  ])('asks "%s" again in its own words with a title', (question, example) => {
    expectAnswer(answer(question), ['Which one do you mean?', `for example "${example}"`], ['How is']);
  });
});

describe('offline Director fitting the focus to the time the person has', () => {
  const rowsOf = (text: string) => text.split('\n').filter((line) => /^\| \d+ \|/.test(line));

  it('gives a short stretch of time fewer todos, starting with a step that fits it', () => {
    const everyday = rowsOf(answer('What should I focus on?'));
    const hours = answer('I only have 2 hours, what should I do?');
    expect(hours).toMatch(/^### Focus for the next 2 hours$/m);
    expect(rowsOf(hours).length).toBeLessThan(everyday.length);
    expect(hours).toContain('the next step is **Summarise each paper in a paragraph**');
    const tonight = answer('What should I focus on tonight?');
    expect(tonight).toMatch(/^### Focus for tonight$/m);
    expect(rowsOf(tonight).length).toBeLessThan(everyday.length);
    expect(rowsOf(answer('I have 30 minutes, what can I do?'))).toHaveLength(1);
  });

  it('gives a week the todos due or overdue within it, and leaves out those due later', () => {
    const week = answer('What should I do this week?');
    expect(week).toMatch(/^### Focus for this week$/m);
    const titles = rowsOf(week).map((row) => row.split('|')[2].trim());
    expect(titles.sort()).toEqual(['Get the birth certificate apostilled', 'Revise statistics', 'Write the literature review']);
    expect(week).toContain('3 todos are due or overdue by 2025-03-16');
  });
});
