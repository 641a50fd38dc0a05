import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { NewEvent } from '../../commands/eventStore';
import type { PlannerCallRecord } from '../../commands/plannerCalls/recordingPlanner';
import type { ReadModelLag } from './readModelLag';

/** The route label of requests no route matched (the SPA's client routes, 404s). */
export const UNMATCHED_ROUTE = 'unmatched';

export type PlannerOutcome = 'model' | 'offline' | 'fallback' | 'error';

/**
 * What a planner call came to: the model answered (`model`), the offline planner answered
 * because no model is configured (`offline`) or stood in for a model that failed
 * (`fallback`), or the call failed (`error`).
 */
export function plannerOutcome(call: PlannerCallRecord): PlannerOutcome {
  if (call.error !== null) return 'error';
  if (call.fallback) return 'fallback';
  return call.model === 'offline' ? 'offline' : 'model';
}

/**
 * The Prometheus series of one app instance, in a registry of its own (several apps in one
 * process, as in tests, never share series). Requests, appends and planner calls are what
 * this process did; the read models' lag is read from the database at each scrape.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'route' | 'method' | 'status'>;
  private readonly eventsAppended: Counter<'type'>;
  private readonly plannerCalls: Histogram<'capability' | 'outcome'>;
  private readonly lagEvents: Gauge<'read_model'>;
  private readonly lagSeconds: Gauge<'read_model'>;
  private liveStreamsOpen: () => number = () => 0;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'odyssey_http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status, and how long they took (_count: the number of requests)',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.eventsAppended = new Counter({
      name: 'odyssey_events_appended_total',
      help: 'Events this process appended to the log, by event type',
      labelNames: ['type'],
      registers,
    });
    this.plannerCalls = new Histogram({
      name: 'odyssey_planner_call_duration_seconds',
      help: 'Planner calls by capability and outcome (model, offline, fallback, error), and how long they took (_count: the number of calls)',
      labelNames: ['capability', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 80, 160],
      registers,
    });
    this.lagEvents = new Gauge({
      name: 'odyssey_read_model_lag_events',
      help: 'Events in the log a read model has not applied yet (counted up to 1000)',
      labelNames: ['read_model'],
      registers,
    });
    this.lagSeconds = new Gauge({
      name: 'odyssey_read_model_lag_seconds',
      help: 'Age of the oldest event in the log a read model has not applied yet (0 when it has applied them all)',
      labelNames: ['read_model'],
      registers,
    });
    const openStreams = () => this.liveStreamsOpen();
    new Gauge({
      name: 'odyssey_live_streams_open',
      help: 'Live update streams (GET /api/live) open in this process',
      registers,
      collect() {
        this.set(openStreams());
      },
    });
  }

  observeRequest(route: string, method: string, status: number, seconds: number): void {
    this.requests.observe({ route, method, status: String(status) }, seconds);
  }

  countAppended(events: readonly NewEvent[]): void {
    for (const event of events) this.eventsAppended.inc({ type: event.type });
  }

  observePlannerCall(call: PlannerCallRecord): void {
    this.plannerCalls.observe({ capability: call.capability, outcome: plannerOutcome(call) }, call.latency_ms / 1000);
  }

  /** Where the number of open live streams is read at each scrape. */
  followLiveStreams(count: () => number): void {
    this.liveStreamsOpen = count;
  }

  /**
   * The text a scrape answers. `readModelLag` is asked first; when it fails (the database is
   * away), the lag series are left out rather than reported stale.
   */
  async scrape(readModelLag: () => Promise<ReadModelLag[]>, onLagError: (error: unknown) => void): Promise<string> {
    let lags: ReadModelLag[] = [];
    try {
      lags = await readModelLag();
    } catch (error) {
      onLagError(error);
    }
    this.lagEvents.reset();
    this.lagSeconds.reset();
    for (const lag of lags) {
      this.lagEvents.set({ read_model: lag.readModel }, lag.events);
      this.lagSeconds.set({ read_model: lag.readModel }, lag.seconds);
    }
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
