import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorDetail } from '../../shared/api/http';
import { formatDateTime } from '../../shared/format/date';
import { copiedStepPlans, describeEvent, whoDidIt } from './eventWords';
import { fetchHistory, historyQueryKey, isAiEvent, plannerCallOf, sourceLabel, type HistoryEntry, type HistoryKind, type PlannerCall } from './historyApi';
import { LoadFailed } from '../../shared/ui/LoadFailed';

export const HISTORY_LOAD_FAILED = 'Failed to load history. Please try again.';
export const HISTORY_EMPTY = 'No history yet.';
export const HISTORY_NO_AI = 'No AI activity yet.';

/**
 * The story of an odyssey, mission, todo or Director conversation from the event log: every
 * change in order in plain words, who made it, and what the AI was asked and answered. The
 * event type, the system's own summary and the payload wait under "Technical details" for auditors.
 */
export function HistoryTimeline(props: { kind: HistoryKind; id: string }) {
  const { kind, id } = props;
  const [aiOnly, setAiOnly] = useState(false);
  const filterId = useId();
  const history = useQuery({
    queryKey: historyQueryKey(kind, id),
    queryFn: ({ signal }) => fetchHistory(kind, id, signal),
  });

  if (history.isPending) return <p className="text-sm text-slate-600 dark:text-slate-400">Loading history...</p>;
  if (history.isError) {
    return <LoadFailed message={errorDetail(history.error, HISTORY_LOAD_FAILED)} onRetry={() => void history.refetch()} className="text-sm" />;
  }

  const copiedSteps = copiedStepPlans(history.data.events);
  const isAiWork = (entry: HistoryEntry) => isAiEvent(entry) && !copiedSteps.has(entry.event_id);
  const events = aiOnly ? history.data.events.filter(isAiWork) : history.data.events;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {history.data.events.length} {history.data.events.length === 1 ? 'event' : 'events'}, oldest first
          {history.data.deleted ? ' (deleted: its history stays)' : ''}
        </p>
        {/* The box itself is a 24 px target a finger can hit, as the app's other tick boxes are. */}
        <label htmlFor={filterId} className="flex min-h-6 items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <input id={filterId} type="checkbox" checked={aiOnly} onChange={(e) => setAiOnly(e.target.checked)} className="size-6 shrink-0 accent-indigo-600" />
          AI inputs and outputs only
        </label>
      </div>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{aiOnly ? HISTORY_NO_AI : HISTORY_EMPTY}</p>
      ) : (
        <ol className="relative space-y-3 border-l border-slate-200 dark:border-slate-700 pl-4">
          {events.map((entry) => (
            <HistoryItem key={entry.event_id} entry={entry} kind={kind} ai={isAiWork(entry)} copiedSteps={copiedSteps.has(entry.event_id)} />
          ))}
        </ol>
      )}
    </div>
  );
}

function HistoryItem({ entry, kind, ai, copiedSteps }: { entry: HistoryEntry; kind: HistoryKind; ai: boolean; copiedSteps: boolean }) {
  const source = sourceLabel(entry, kind);
  const { label, text } = describeEvent(entry, copiedSteps);
  return (
    <li className="relative">
      <span aria-hidden="true" className={`absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full ${ai ? 'bg-violet-500' : 'bg-indigo-400'}`} />
      <div className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500 dark:text-slate-400">
        <time dateTime={entry.time}>{formatDateTime(entry.time)}</time>
        <span>{whoDidIt(entry)}</span>
        {source && <span className="rounded bg-slate-100 dark:bg-slate-800 px-1.5 py-0.5 font-medium text-slate-700 dark:text-slate-300">{source}</span>}
        {ai && <span className="rounded bg-violet-100 dark:bg-violet-900 px-1.5 py-0.5 font-medium text-violet-800 dark:text-violet-200">AI</span>}
      </div>
      <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{label}</p>
      {text ? <p className="text-sm text-slate-800 dark:text-slate-200">{text}</p> : null}
      {/* Its summary is at least 24 px high, a target a finger can hit. */}
      <details className="text-xs">
        <summary className="cursor-pointer py-1 text-slate-600 dark:text-slate-400 hover:text-slate-900 dark:hover:text-white">Technical details</summary>
        <dl aria-label="Event" className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-slate-700 dark:text-slate-300">
          <dt className="font-medium text-slate-600 dark:text-slate-400">Event</dt>
          <dd className="break-all">{entry.type}</dd>
          <dt className="font-medium text-slate-600 dark:text-slate-400">Stream</dt>
          <dd className="break-all">
            {entry.stream} @ {entry.revision}
          </dd>
          {entry.summary !== text ? (
            <>
              <dt className="font-medium text-slate-600 dark:text-slate-400">Summary</dt>
              <dd>{entry.summary}</dd>
            </>
          ) : null}
        </dl>
        <PlannerCallFacts call={plannerCallOf(entry)} />
        <pre className="mt-1 max-h-64 overflow-auto rounded-lg bg-slate-50 dark:bg-slate-800 p-2 text-slate-800 dark:text-slate-200">{JSON.stringify(entry.data, null, 2)}</pre>
      </details>
    </li>
  );
}

/** The audit facts of a planner call at a glance: model, prompt version, latency, tokens, fallback. */
function PlannerCallFacts({ call }: { call: PlannerCall | null }) {
  if (!call) return null;
  const facts: Array<[string, string]> = [
    ['Model', call.model],
    ['Prompt', call.promptVersion],
    ['Latency', `${call.latencyMs} ms`],
    ['Tokens', call.usage ? String(call.usage.totalTokens) : 'not reported'],
    ['Fallback', call.fallback ? `yes: ${call.fallbackReason ?? 'the model failed'}` : 'no'],
  ];
  if (call.error && !call.fallback) facts.push(['Error', call.error]);
  return (
    <dl aria-label="Planner call" className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-slate-700 dark:text-slate-300">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-500 dark:text-slate-400">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
