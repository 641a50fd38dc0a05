/**
 * The state each stream's last command left, per process, so the next command on a hot
 * stream (a todo whose steps are being completed) decides without reading and folding the
 * stream again. It is only ever a first guess: the append names the revision the state was
 * folded at, so a stream that moved on (another process, a reactor) refuses it, and every
 * other outcome that a stale state could cause (no events, a refusal) is decided again on
 * the stream as read (commands/handleCommand.ts).
 *
 * What it buys: Measured with the inline read models (`npm run bench -- completion` and `"round trips"`, 20 connections, 5,000 completions; two runs each side by side), without it 4.93-4.95
 * queries per completion instead of 3.57-3.61 (each command reads its todo's stream), server
 * CPU 1.35-1.69 ms instead of 0.98-1.12 ms per completion, 254-453/s instead of 415-762/s.
 *
 * Entries are dropped after `ttlMs` (the states hold what users wrote; nothing keeps it in
 * memory for long) and the least recently used beyond `maxEntries`.
 */
export class StreamStateCache {
  private readonly entries = new Map<string, { decider: object; state: unknown; revision: bigint; position: bigint; at: number }>();

  constructor(private readonly options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {}) {}

  get<S>(streamId: string, decider: object): { state: S; revision: bigint; position: bigint } | undefined {
    const entry = this.entries.get(streamId);
    if (!entry) return undefined;
    this.entries.delete(streamId);
    if (entry.decider !== decider || this.now() - entry.at > (this.options.ttlMs ?? 30_000)) return undefined;
    this.entries.set(streamId, entry);
    return { state: entry.state as S, revision: entry.revision, position: entry.position };
  }

  set(streamId: string, decider: object, state: unknown, revision: bigint, position: bigint): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, { decider, state, revision, position, at: this.now() });
    if (this.entries.size > (this.options.maxEntries ?? 10_000)) this.entries.delete(this.entries.keys().next().value as string);
  }

  forget(streamId: string): void {
    this.entries.delete(streamId);
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }
}
