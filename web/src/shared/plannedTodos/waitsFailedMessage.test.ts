import { waitsFailedMessage } from './waitsFailedMessage';

describe('the toast of waits that could not be set', () => {
  it('names a few, counts the rest and gives each reason once', () => {
    const failed = ['B', 'C', 'D', 'E', 'F'].map((title, i) => ({ waiting: title, waitsFor: 'A', reason: i === 4 ? 'Todo not found.' : 'The server is busy.' }));
    expect(waitsFailedMessage('Mission created with 6 todos', failed)).toBe(
      'Mission created with 6 todos, but 5 waits could not be set (The server is busy; Todo not found): “B” waits for “A”, “C” waits for “A”, “D” waits for “A” and 2 more. The todos are there: add them on the todos\' pages.',
    );
  });

  it('names a single missing wait with its reason', () => {
    expect(waitsFailedMessage('Mission re-planned with 2 todos', [{ waiting: 'B', waitsFor: 'A', reason: 'That would make a loop.' }])).toBe(
      'Mission re-planned with 2 todos, but one wait could not be set: “B” waits for “A” (That would make a loop). The todos are there: add it on the todo\'s page.',
    );
  });
});
