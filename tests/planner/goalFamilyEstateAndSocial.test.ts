import { itPlansEachIn, planOf, todoTitlesOf } from '../support/offlinePlans';

describe('a will and the legal paperwork around it', () => {
  itPlansEachIn([
    ['Write my will', 'estate'],
    ['Make a will', 'estate'],
    ['Set up a power of attorney', 'estate'],
    ['Get my affairs in order', 'estate'],
    // Writing a book stays writing
    ['Write my first novel', 'writing'],
    ['Write a story that will make my kids laugh', 'writing'],
    ['Build my will power', 'general'],
  ]);

  it('plans a will as the paperwork it is: what you own, who gets it, an executor, signed with witnesses, stored safely', async () => {
    const titles = await todoTitlesOf('Write my will');
    const text = titles.join('\n');

    expect(text).toMatch(/own and owe/);
    expect(text).toMatch(/beneficiar/i);
    expect(text).toMatch(/executor/i);
    expect(text).toMatch(/witness/i);
    expect(text).toMatch(/safe storage/i);
    expect(text).not.toMatch(/premise|publish|reader|outline/i);
  });

  it('plans a power of attorney around the attorney, not an executor', async () => {
    const text = JSON.stringify((await planOf('Set up a power of attorney', '', ['within 6 months'])).todos);

    expect(text).toMatch(/Choose your attorney/);
    expect(text).not.toMatch(/executor/i);
  });
});

describe('making friends and meeting people', () => {
  itPlansEachIn([
    ['Make new friends in my new city', 'social'],
    ['Make new friends', 'social'],
    ['Meet more people', 'social'],
    ['Find my community after moving', 'social'],
    ['Get out of my shell', 'social'],
    ['Be less shy', 'social'],
    ['Make new friends after moving to Berlin', 'social'],
    // A move is still a move, and organising for a neighbourhood is still community work
    ['Move to Berlin', 'moving'],
    ['Organise a neighbourhood clean-up', 'community'],
  ]);

  it('plans making friends after a move as meeting people again and again, never as a move', async () => {
    const text = (await todoTitlesOf('Make new friends in my new city')).join('\n');

    expect(text).toMatch(/group that meets every week/i);
    expect(text).toMatch(/invit/i);
    expect(text).toMatch(/follow up/i);
    expect(text).not.toMatch(/movers|van|pack|utilities|volunteers/i);
  });
});
