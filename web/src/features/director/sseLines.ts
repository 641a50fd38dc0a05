/**
 * Splits an event stream into its `data:` payloads. Text arrives in arbitrary pieces, so a line
 * is only parsed once its newline has arrived (`flush` takes the last, unterminated one). A line
 * whose JSON does not parse is reported and skipped.
 */
export type SseLineParser = { push(text: string): void; flush(): void };

export function createSseLineParser(onData: (data: unknown) => void, onInvalid: (line: string) => void = () => {}): SseLineParser {
  let buffer = '';

  const handleLine = (rawLine: string) => {
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    if (!line.startsWith('data:')) return; // comments, event names, ids and blank separators
    const payload = line.slice(5).trimStart();
    if (payload === '' || payload === '[DONE]') return;
    let data: unknown;
    try {
      data = JSON.parse(payload);
    } catch {
      onInvalid(line);
      return;
    }
    onData(data);
  };

  return {
    push(text: string) {
      buffer += text;
      let newline = buffer.indexOf('\n');
      while (newline !== -1) {
        handleLine(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
      }
    },
    flush() {
      if (buffer !== '') handleLine(buffer);
      buffer = '';
    },
  };
}
