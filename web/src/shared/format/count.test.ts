import { countOf } from './count';

describe('countOf', () => {
  it('names one thing in the singular and every other number in the plural', () => {
    expect(countOf(1, 'todo')).toBe('1 todo');
    expect(countOf(0, 'todo')).toBe('0 todos');
    expect(countOf(3, 'mission')).toBe('3 missions');
    expect(countOf(2, 'step')).toBe('2 steps');
  });
});
