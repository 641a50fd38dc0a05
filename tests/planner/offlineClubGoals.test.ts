import { classifyGoal } from '../../planner/offline/goalKinds';
import { itPlansEachIn, odysseyQuestionsOf, questionsOf, todoTitlesOf } from '../support/offlinePlans';

describe('starting or running a club or group', () => {
  itPlansEachIn([
    ['Start a book club', 'club'],
    ['Run a book club for the neighbourhood', 'club'],
    ['Organise a book swap', 'club'],
    ['Start a running club', 'club'],
    ['Set up a chess club at work', 'club'],
    ['Start a walking group', 'club'],
    ['Found a community choir', 'club'],
    ["Start a parents' group", 'club'],
    ['Set up a repair café', 'club'],
    // Joining a club is finding one and going: a social life
    ['Join a book club', 'social'],
    ['Join a running club', 'social'],
    // Goals of the fields a club is about keep their families
    ['Read 24 books this year', 'reading'],
    ['Write a book', 'writing'],
    ['Run a 10k', 'fitness'],
    ['Volunteer at the food bank', 'community'],
    ['Join a choir', 'music'],
  ]);

  it('keeps a club a club when the person adds a description or a date', () => {
    expect(classifyGoal('Start a book club', 'Within 6 weeks').kind.id).toBe('club');
    expect(classifyGoal('Start a running club', 'For the mums at school.\nBy March').kind.id).toBe('club');
  });

  it('plans a book club as a group to set up: its purpose, a place and time, first members, a first meeting; no reading pace', async () => {
    const text = (await todoTitlesOf('Start a book club')).join('\n');

    expect(text).toMatch(/first meeting/i);
    expect(text).toMatch(/members/i);
    expect(text).toMatch(/place/i);
    expect(text).not.toMatch(/pace|reading list|every book you finish/i);
  });

  it('asks what a club needs: what it is for, how often it meets, where, who comes first', async () => {
    const text = await questionsOf('Start a book club');

    expect(text).toMatch(/how often/i);
    expect(text).toMatch(/where/i);
    expect(text).toMatch(/members|who/i);
    expect(text).not.toMatch(/books? (?:a|per) (?:year|month)|pages/i);
  });

  it.each(['Start a book club', 'Run a book club for the neighbourhood'])('asks of the odyssey "%s" why the group matters, without quoting its title after a verb', async (title) => {
    const questions = await odysseyQuestionsOf(title);

    expect(questions[0]).toBe('Why does this group matter to you, and what should members get from it?');
    expect(questions.join(' ')).not.toContain(`"${title}"`);
  });
});
