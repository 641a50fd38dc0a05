import { createSseLineParser } from './sseLines';

function parse(pieces: string[]) {
  const data: unknown[] = [];
  const invalid: string[] = [];
  const parser = createSseLineParser((value) => data.push(value), (line) => invalid.push(line));
  for (const piece of pieces) parser.push(piece);
  parser.flush();
  return { data, invalid };
}

describe('SSE line parser', () => {
  test('yields the JSON of each data line', () => {
    const { data } = parse([
      'data: {"conversation_id":"c1","chunk":"Hel"}\n\n',
      'data: {"chunk":"lo"}\n\n',
      'data: {"done":true,"conversation_id":"c1"}\n\n',
    ]);
    expect(data).toEqual([{ conversation_id: 'c1', chunk: 'Hel' }, { chunk: 'lo' }, { done: true, conversation_id: 'c1' }]);
  });

  test('joins a line split across network pieces, even inside a multi-byte character', () => {
    const { data } = parse(['da', 'ta: {"chunk":"caf', 'é 🚀"}', '\n', 'data: {"done":true}\n']);
    expect(data).toEqual([{ chunk: 'café 🚀' }, { done: true }]);
  });

  test('accepts CRLF line ends and a last line without a newline', () => {
    const { data } = parse(['data: {"chunk":"a"}\r\n\r\n', 'data: {"done":true}']);
    expect(data).toEqual([{ chunk: 'a' }, { done: true }]);
  });

  test('skips unparseable data lines and reports them, then keeps going', () => {
    const { data, invalid } = parse(['data: {not json}\n', 'data: {"chunk":"ok"}\n']);
    expect(data).toEqual([{ chunk: 'ok' }]);
    expect(invalid).toEqual(['data: {not json}']);
  });

  test('ignores comments, event names, ids, blank lines and [DONE]', () => {
    const { data, invalid } = parse([': keep-alive\n', 'event: message\n', 'id: 7\n', '\n', 'data: [DONE]\n', 'data: {"chunk":"x"}\n']);
    expect(data).toEqual([{ chunk: 'x' }]);
    expect(invalid).toEqual([]);
  });
});
