/**
 * Guards the planner's cost of todo evaluations. Completing a todo's last step, or editing what
 * a finished todo's evaluation judged, makes a model call that no route limit sees: a script
 * reopening and completing a step in a loop would otherwise buy one per loop. Each user may
 * have at most `perMinute` evaluations made in any minute; past that, one is not made now
 * (the request still succeeds and the todo keeps its evaluation owed) and the background sweep
 * makes it once the user's budget has room again, from this same budget.
 *
 * The count is kept in this process: a deployment with several processes allows each of them
 * `perMinute` (README, configuration).
 */
export class EvaluationBudget {
  private readonly made = new Map<string, number[]>();
  private lastPrune = 0;

  constructor(
    readonly perMinute: number,
    private readonly now: () => Date,
  ) {}

  /** Counts one evaluation for the user when their budget has room; false when it has none. */
  take(userId: string): boolean {
    const now = this.now().getTime();
    const since = now - WINDOW_MS;
    if (now - this.lastPrune >= WINDOW_MS) this.prune(since, now);
    const times = (this.made.get(userId) ?? []).filter((t) => t > since);
    if (times.length >= this.perMinute) {
      this.made.set(userId, times);
      return false;
    }
    times.push(now);
    this.made.set(userId, times);
    return true;
  }

  /** Whether the user's budget has room now (counts nothing). */
  hasRoom(userId: string): boolean {
    const since = this.now().getTime() - WINDOW_MS;
    return (this.made.get(userId) ?? []).filter((t) => t > since).length < this.perMinute;
  }

  /** Forgets users with nothing in the window, so the map holds only recent ones. */
  private prune(since: number, now: number): void {
    this.lastPrune = now;
    for (const [userId, times] of this.made) if (!times.some((t) => t > since)) this.made.delete(userId);
  }
}

const WINDOW_MS = 60_000;
