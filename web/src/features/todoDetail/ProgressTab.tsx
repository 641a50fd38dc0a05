import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../shared/format/date';
import type { FindingType } from '../../shared/models/todo';
import { queryKeys } from '../../shared/queries/queryKeys';
import { countOf } from '../../shared/format/count';
import { Badge } from '../../shared/ui/Badge';
import { FilterChips } from '../../shared/ui/FilterChips';
import { ProgressBar } from '../../shared/ui/ProgressBar';
import { TodoStatusBadge } from '../../shared/ui/statusBadges';
import { cardClass, ghostButton } from '../../shared/ui/styles';
import { AddNoteForm } from './AddNoteForm';
import { todoDetailApi } from './todoDetailApi';

type FindingFilter = 'all' | FindingType;
const FINDING_FILTERS: { value: FindingFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'information', label: 'information' },
  { value: 'decision', label: 'decision' },
  { value: 'resource', label: 'resource' },
];
const FINDING_TONE = { information: 'blue', decision: 'purple', resource: 'green' } as const;

/**
 * Completion, findings, evidence and a steps overview; clicking a finding or step jumps to it.
 * `onNoteAdded` follows a saved note (proof that may bring the todo a new evaluation).
 */
export function ProgressTab({ todoId, onJumpToStep, onNoteAdded }: { todoId: string; onJumpToStep(stepId: string): void; onNoteAdded(): void }) {
  const progress = useQuery({ queryKey: queryKeys.todoProgress(todoId), queryFn: ({ signal }) => todoDetailApi.progress(todoId, signal) });
  const [filter, setFilter] = useState<FindingFilter>('all');
  const [addingNote, setAddingNote] = useState(false);

  if (progress.isPending) return <p className="text-slate-600 dark:text-slate-400">Loading...</p>;
  const data = progress.data;
  if (!data) return <p className="text-slate-600 dark:text-slate-400">No progress data available</p>;

  const { metrics } = data;
  const findings = filter === 'all' ? data.findings : data.findings.filter((f) => f.finding_type === filter);

  return (
    <div className="space-y-6">
      <section aria-labelledby="metrics-title" className={`${cardClass} p-5`}>
        <h2 id="metrics-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Completion
        </h2>
        <div className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Metric value={`${Math.round(metrics.completion_percentage)}%`} label="Completion rate" />
          <Metric value={`${metrics.completed_steps}/${metrics.total_steps}`} label="Steps completed" />
          <Metric value={metrics.total_findings} label="Findings" />
          <Metric value={metrics.total_evidence} label="Evidence" />
        </div>
        <ProgressBar percent={metrics.completion_percentage} label="Todo completion" className="mt-4" />
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {metrics.in_progress_steps} in progress · {metrics.pending_steps} pending
        </p>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="findings-title" className={`${cardClass} p-5`}>
          <h2 id="findings-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            Key Findings
          </h2>
          <FilterChips label="Filter findings" options={FINDING_FILTERS} value={filter} onChange={setFilter} size="xs" className="mt-3 flex flex-wrap gap-2" />
          {findings.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">No findings yet...</p>
          ) : (
            <ul className="mt-3 max-h-96 space-y-2 overflow-y-auto">
              {findings.map((finding) => (
                <li key={finding.id}>
                  <button type="button" onClick={() => onJumpToStep(finding.step_id)} className="w-full rounded-lg border border-slate-200 dark:border-slate-700 p-3 text-left text-sm hover:border-indigo-300 hover:bg-indigo-50/50 dark:hover:bg-indigo-950/50">
                    {/* A long title wraps; the type's badge keeps its whole word beside it. */}
                    <span className="flex items-start justify-between gap-2">
                      <span className="min-w-0 font-medium break-words text-slate-900 dark:text-slate-100">{finding.title}</span>
                      <Badge tone={FINDING_TONE[finding.finding_type] ?? 'gray'} className="shrink-0">{finding.finding_type}</Badge>
                    </span>
                    <span className="mt-1 block text-slate-700 dark:text-slate-300">{finding.content}</span>
                    {finding.step_title ? <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">Step: {finding.step_title}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="evidence-title" className={`${cardClass} p-5`}>
          <h2 id="evidence-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            Evidence
          </h2>
          {data.evidence.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">No evidence recorded yet.</p>
          ) : (
            <ul className="mt-3 max-h-64 space-y-2 overflow-y-auto">
              {data.evidence.map((item) => (
                <li key={item.id} className="rounded-lg bg-slate-50 dark:bg-slate-800 p-3 text-sm">
                  <p className="whitespace-pre-wrap text-slate-800 dark:text-slate-200">{item.content_preview ?? item.content_text}</p>
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                    {item.step_title ? `${item.step_title} · ` : ''}
                    {formatDateTime(item.created_at)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="overview-title" className={`${cardClass} p-5`}>
        <div className="flex items-center justify-between gap-3">
          <h2 id="overview-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            Steps Overview
          </h2>
          <button type="button" onClick={() => setAddingNote((v) => !v)} aria-expanded={addingNote} className={`${ghostButton} px-2 py-1`}>
            + Note
          </button>
        </div>
        {addingNote ? (
          <AddNoteForm
            steps={data.steps}
            onCancel={() => setAddingNote(false)}
            onDone={() => {
              setAddingNote(false);
              void progress.refetch();
              onNoteAdded();
            }}
          />
        ) : null}
        {data.steps.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">No progress data available</p>
        ) : (
          <ol className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
            {data.steps.map((step, index) => (
              <li key={step.id}>
                <button type="button" onClick={() => onJumpToStep(step.id)} className="flex w-full flex-wrap items-center justify-between gap-2 py-3 text-left hover:text-indigo-700 dark:hover:text-indigo-300">
                  <span className="min-w-0 font-medium">
                    {index + 1}. {step.title}
                  </span>
                  <span className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                    {countOf(step.finding_count, 'finding')} · {step.evidence_count} evidence
                    <TodoStatusBadge status={step.status} />
                  </span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function Metric({ value, label }: { value: string | number; label: string }) {
  return (
    <div>
      <p className="text-3xl font-bold text-slate-900 dark:text-slate-100">{value}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
    </div>
  );
}
