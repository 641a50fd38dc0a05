import { withoutThinking } from '../../../planner/director/hiddenThinking';

const shown = (chunks: string[]) => {
  const filter = withoutThinking();
  return chunks.map((c) => filter.push(c)).join('') + filter.end();
};

describe('a reasoning model’s thinking in its reply', () => {
  it.each([
    [['<think>The person asks what to do.</think>\n\nStart with the long run.'], 'Start with the long run.'],
    [['<th', 'ink>split ', 'tags</thi', 'nk>', '\n', 'Book the hotel.'], 'Book the hotel.'],
    [['No thinking at all, a < b and <b>bold</b>.'], 'No thinking at all, a < b and <b>bold</b>.'],
    [['Ends on a lone <'], 'Ends on a lone <'],
    [['<think>cut before it ends'], ''],
  ])('shows %j as %j', (chunks, expected) => {
    expect(shown(chunks)).toBe(expected);
  });
});
