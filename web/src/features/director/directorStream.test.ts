/** @jest-environment node */
import { readEventStream } from './directorStream';

function streamOf(pieces: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(encoder.encode(piece));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );
}

describe('readEventStream', () => {
  test('delivers every event object of the body in order and skips bad lines', async () => {
    const events: unknown[] = [];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await readEventStream(
      streamOf(['data: {"conversation_id":"c1","chunk":"Focus on "}\n\ndata: oops\n\n', 'data: {"chunk":"the launch."}\n\ndata: {"done":true}\n\n']),
      (event) => events.push(event),
    );
    expect(events).toEqual([{ conversation_id: 'c1', chunk: 'Focus on ' }, { chunk: 'the launch.' }, { done: true }]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  test('ignores data that is not an object', async () => {
    const events: unknown[] = [];
    await readEventStream(streamOf(['data: 42\n', 'data: ["a"]\n', 'data: {"chunk":"x"}\n']), (event) => events.push(event));
    expect(events).toEqual([{ chunk: 'x' }]);
  });
});
