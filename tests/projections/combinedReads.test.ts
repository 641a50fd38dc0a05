import { combinedReads } from '../../projections/combinedReads';

/** A read whose calls are recorded and answered when the test says so. */
function recordedRead() {
  const calls: { keys: string[]; answer: (values: (string | undefined)[]) => void; fail: (error: Error) => void }[] = [];
  const read = (keys: string[]) =>
    new Promise<(string | undefined)[]>((resolve, reject) => {
      calls.push({ keys, answer: resolve, fail: reject });
    });
  return { calls, read };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

it('sends a read at once while fewer than maxInFlight run, and combines the ones asked for meanwhile', async () => {
  const { calls, read } = recordedRead();
  const get = combinedReads({ read, maxInFlight: 2, maxPerRead: 3 });
  const answers = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => get(key));
  expect(calls.map((c) => c.keys)).toEqual([['a'], ['b']]);
  calls[0].answer(['A']);
  await settle();
  // The four waiting went out as reads of at most three keys, one slot freed at a time.
  expect(calls.map((c) => c.keys)).toEqual([['a'], ['b'], ['c', 'd', 'e']]);
  calls[1].answer(['B']);
  await settle();
  expect(calls.map((c) => c.keys)).toEqual([['a'], ['b'], ['c', 'd', 'e'], ['f']]);
  calls[2].answer(['C', undefined, 'E']);
  calls[3].answer(['F']);
  expect(await Promise.all(answers)).toEqual(['A', 'B', 'C', undefined, 'E', 'F']);
});

it('reads each key of a failed combined read alone, so only the bad key fails', async () => {
  const { calls, read } = recordedRead();
  const get = combinedReads({ read, maxInFlight: 1, maxPerRead: 10 });
  const first = get('x');
  const rest = ['good', 'bad', 'fine'].map((key) => get(key).then((v) => ({ v }), (e: Error) => ({ e: e.message })));
  calls[0].answer(['X']);
  await settle();
  expect(calls[1].keys).toEqual(['good', 'bad', 'fine']);
  calls[1].fail(new Error('invalid input syntax for type uuid: "bad"'));
  await settle();
  expect(calls.slice(2).map((c) => c.keys)).toEqual([['good'], ['bad'], ['fine']]);
  calls[2].answer(['GOOD']);
  calls[3].fail(new Error('invalid input syntax for type uuid: "bad"'));
  calls[4].answer(['FINE']);
  expect(await first).toBe('X');
  expect(await Promise.all(rest)).toEqual([{ v: 'GOOD' }, { e: 'invalid input syntax for type uuid: "bad"' }, { v: 'FINE' }]);
});

it('keeps reading after a lone read failed', async () => {
  const { calls, read } = recordedRead();
  const get = combinedReads({ read, maxInFlight: 1, maxPerRead: 10 });
  const failed = get('a').catch((e: Error) => e.message);
  calls[0].fail(new Error('connection lost'));
  expect(await failed).toBe('connection lost');
  const next = get('b');
  await settle();
  calls[1].answer(['B']);
  expect(await next).toBe('B');
});
