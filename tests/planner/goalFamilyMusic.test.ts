import { itPlansEachIn, missionTitlesOf, planOf, todoTitlesOf } from '../support/offlinePlans';

describe('learning an instrument or singing', () => {
  itPlansEachIn([
    ['Learn to play the piano', 'music'],
    ["Play guitar at my sister's wedding in June", 'music'],
    ['Learn 10 songs on the ukulele', 'music'],
    ['Join a choir', 'music'],
    ['Get back into playing the saxophone', 'music'],
    // Making music stays creative work: an album, a band of one's own
    ['Record an album of my songs', 'creative'],
    ['Start a band', 'creative'],
  ]);

  it('plans a song for an occasion as learning it and playing it there, not as making a body of work', async () => {
    const titles = await todoTitlesOf("Play guitar at my sister's wedding in June", '', ['Play Perfect by Ed Sheeran while singing', 'June 12, fixed', '4 hours a week']);

    expect(titles[0]).toBe('Get the instrument ready and set practice times');
    expect(titles).toEqual(expect.arrayContaining(['Learn the piece section by section', 'Rehearse in performance conditions']));
    expect(titles[titles.length - 1]).toBe('Play it for an audience');
    expect(titles.join('\n')).not.toMatch(/rough version|body of work|portfolio|references/i);
  });

  it('keeps learning the piece and rehearsing when the concert is weeks away, and drops the choosing', async () => {
    const titles = await todoTitlesOf('Play a piano piece at the school concert in 3 weeks');

    expect(titles).toEqual(['Get the instrument ready and set practice times', 'Learn the basics until they are automatic', 'Learn the piece section by section', 'Rehearse in performance conditions', 'Play it for an audience']);
  });

  it('skips the basics for someone who has played for years or can already strum', async () => {
    expect(await todoTitlesOf('Play a piano piece at the school concert in 3 weeks', '', ['I have played for 5 years'])).not.toContain('Learn the basics until they are automatic');
    expect(await todoTitlesOf("Play guitar at my sister's wedding in June", '', ['I can strum a few chords'])).not.toContain('Learn the basics until they are automatic');
    expect(await todoTitlesOf('Learn to play the piano', '', ['I have never played'])).toContain('Learn the basics until they are automatic');
  });

  it.each([
    ['Learn to play the guitar', /open chords/],
    ['Learn to play the piano', /hand position/],
    ['Learn to play the drums', /rock beat/],
    ['Learn to play the violin', /bow/],
  ])('gives "%s" the basics of its instrument', async (title, basics) => {
    const plan = await planOf(title);

    expect(plan.todos.find((t) => t.title === 'Learn the basics until they are automatic')?.description).toMatch(basics);
  });

  it('sets a singer up with a place to sing, not an instrument', async () => {
    const [first] = (await planOf('Learn to sing', '', ['30 minutes a day'])).todos;

    expect(first.title).toBe('Set up a place to sing and set practice times');
    expect(first.description).toContain('(30 minutes a day)');
    expect(first.description).not.toMatch(/instrument|stand/);
  });

  it('plans an odyssey in the stages a teacher would name', async () => {
    expect(await missionTitlesOf('Learn to play the piano')).toEqual(['Instrument, teacher and pieces', 'The basics', 'Learn the piece', 'Rehearse and play it for an audience']);
  });
});
