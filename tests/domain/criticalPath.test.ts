import { planOutlook } from '../../domain/forecast/completionForecast';
import { criticalPath, longestOpenChains } from '../../domain/forecast/criticalPath';

const today = new Date('2025-06-30T15:00:00.000Z');
const daysAgo = (n: number, hour = 10) => new Date(Date.UTC(2025, 5, 30 - n, hour)).toISOString();
/** Two completions a day for four weeks: a steady pace of exactly two a day. */
const twoADay = Array.from({ length: 28 }, (_, d) => [daysAgo(d, 9), daysAgo(d, 17)]).flat();
const done = twoADay.map((completedAt) => ({ completedAt, dueDate: null, open: false }));
const open = (chain?: number) => ({ completedAt: null, dueDate: '2025-07-20T00:00:00.000Z', open: true, ...(chain === undefined ? {} : { chain }) });

describe('the longest chain of open todos', () => {
  it('given waits venue <- date <- invitations, when the chains are read, then each ends at its todo, first to last', () => {
    const chains = longestOpenChains(new Set(['venue', 'date', 'invitations', 'cake']), [
      { todoId: 'date', dependsOn: 'venue' },
      { todoId: 'invitations', dependsOn: 'date' },
    ]);
    expect(chains.get('invitations')).toEqual(['venue', 'date', 'invitations']);
    expect(chains.get('date')).toEqual(['venue', 'date']);
    expect(chains.get('cake')).toEqual(['cake']);
  });

  it('given two ways to a todo, when the chains are read, then the longer one counts', () => {
    const chains = longestOpenChains(new Set(['a', 'b', 'c', 'd']), [
      { todoId: 'd', dependsOn: 'a' },
      { todoId: 'd', dependsOn: 'c' },
      { todoId: 'c', dependsOn: 'b' },
    ]);
    expect(chains.get('d')).toEqual(['b', 'c', 'd']);
  });

  it('given a completed todo in the middle, when the chains are read, then it no longer holds anything up', () => {
    const chains = longestOpenChains(new Set(['a', 'c']), [
      { todoId: 'b', dependsOn: 'a' },
      { todoId: 'c', dependsOn: 'b' },
    ]);
    expect(chains.get('c')).toEqual(['c']);
  });

  it('given a 2,000-todo chain, when the chains are read, then the last one carries all of them', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `t${String(i).padStart(4, '0')}`);
    const chains = longestOpenChains(
      new Set(ids),
      ids.slice(1).map((id, i) => ({ todoId: id, dependsOn: ids[i] })),
    );
    expect(chains.get(ids[1999])).toHaveLength(2000);
  });

  it('given a loop in the input, when the chains are read, then the answer still ends', () => {
    const chains = longestOpenChains(new Set(['a', 'b']), [
      { todoId: 'a', dependsOn: 'b' },
      { todoId: 'b', dependsOn: 'a' },
    ]);
    expect(chains.get('a')?.length).toBeGreaterThanOrEqual(1);
    expect(chains.get('a')?.length).toBeLessThanOrEqual(2);
  });

  it('the critical path of a mission is its longest chain, empty when none of its todos waits', () => {
    const chains = longestOpenChains(new Set(['x1', 'x2', 'm1', 'm2']), [
      { todoId: 'x2', dependsOn: 'x1' },
      { todoId: 'm1', dependsOn: 'x2' },
    ]);
    expect(criticalPath(['m1', 'm2'], chains)).toEqual(['x1', 'x2', 'm1']);
    expect(criticalPath(['m2'], chains)).toEqual([]);
  });
});

describe('the forecast along the critical path', () => {
  it('a plan without waits is forecast as the open todos at the pace, as before', () => {
    const withoutChains = planOutlook([...done, ...Array.from({ length: 10 }, () => open())], today, 1);
    const chainsOfOne = planOutlook([...done, ...Array.from({ length: 10 }, () => open(1))], today, 1);
    expect(withoutChains.forecast).toEqual({ status: 'forecast', remaining: 10, p50Days: 5, p85Days: 5, p50Date: '2025-07-05', p85Date: '2025-07-05' });
    expect(chainsOfOne).toEqual(withoutChains);
  });

  it('a chain through other missions longer than the open todos pushes the finish out', () => {
    // 4 open todos, one of them at the end of a chain of 12 open todos (8 in other missions).
    const outlook = planOutlook([...done, open(), open(), open(2), open(12)], today, 1);
    expect(outlook.forecast).toMatchObject({ status: 'forecast', remaining: 12, p50Days: 6, p50Date: '2025-07-06' });
  });

  it('a chain shorter than the open todos leaves the finish where the work puts it', () => {
    const outlook = planOutlook([...done, ...Array.from({ length: 9 }, () => open()), open(3)], today, 1);
    expect(outlook.forecast).toMatchObject({ remaining: 10, p50Days: 5 });
  });
});
