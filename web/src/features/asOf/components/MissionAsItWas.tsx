import { formatDueDate } from '../../../shared/format/date';
import { ProgressSummary } from '../../../shared/ui/ProgressBar';
import { HealthBadge, MissionStatusBadge, PriorityBadge, TodoStatusBadge } from '../../../shared/ui/statusBadges';
import { Badge } from '../../../shared/ui/Badge';
import { BlockedBadge } from '../../../shared/ui/BlockedBadge';
import { detailTodoWaits } from '../../../shared/models/mission';
import { todosInOrder } from '../../../shared/models/missionTodoOrder';
import { useMissionAsOf, type MissionAsOf } from '../api/asOfApi';
import { AsOfBanner } from './AsOfBanner';
import { AsOfNotShown } from './AsOfUnavailable';

type MissionThen = MissionAsOf['mission'];
type TodoThen = MissionThen['todos'][number];

/** /missions/{id}?asOf=YYYY-MM-DD: the mission as it stood at the end of that day, read-only. */
export function MissionAsItWas({ id, day }: { id: string; day: string }) {
  const { at, query } = useMissionAsOf(id, day);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <AsOfBanner day={day} />
      {at !== null && query.isSuccess ? <MissionThenView mission={query.data.mission} /> : <AsOfNotShown kind="mission" at={at} query={query} />}
    </div>
  );
}

export function MissionThenView({ mission, headingLevel = 1 }: { mission: MissionThen; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article aria-label={`${mission.title} as it was`} className="rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-5 shadow-sm sm:p-6">
      <Heading className="text-2xl font-bold break-words text-slate-900 dark:text-slate-100">{mission.title}</Heading>
      <div className="mt-3 flex flex-wrap items-center gap-1.5">
        <HealthBadge health={mission.health_status} outlook={mission.outlook} forecastDate={mission.forecast_date} />
        <MissionStatusBadge status={mission.status} />
      </div>
      {mission.description ? <p className="mt-4 whitespace-pre-wrap text-slate-800 dark:text-slate-200">{mission.description}</p> : null}
      <div className="mt-5">
        <ProgressSummary caption="Progress" done={mission.completed_todos} total={mission.total_todos} unit="todos" percent={mission.progress_percentage} barLabel={`${mission.title} progress then`} />
      </div>
      {mission.todos.length === 0 ? (
        <p className="mt-4 text-slate-600 dark:text-slate-400">No todos in this mission then.</p>
      ) : (
        <ul className="mt-4 space-y-2" aria-label="Todos then">
          {todosInOrder(mission).map((todo) => (
            <TodoThenItem key={todo.id} todo={todo} waitingFor={detailTodoWaits(todo)} />
          ))}
        </ul>
      )}
    </article>
  );
}

function TodoThenItem({ todo, waitingFor }: { todo: TodoThen; waitingFor: string[] | null }) {
  return (
    <li className="rounded-xl border border-slate-200 dark:border-slate-700 p-4" aria-label={todo.title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900 dark:text-slate-100">{todo.title}</span>
        <span className="flex min-w-0 flex-wrap gap-1.5">
          <TodoStatusBadge status={todo.status} />
          <PriorityBadge priority={todo.priority} />
          {todo.due_date ? <Badge tone={todo.is_overdue ? 'red' : 'gray'}>{todo.is_overdue ? 'Overdue · ' : ''}Due {formatDueDate(todo.due_date)}</Badge> : null}
          {waitingFor ? <BlockedBadge waitingFor={waitingFor} /> : null}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {todo.completed_steps} of {todo.total_steps} steps done · {todo.progress_percentage}%
      </p>
      {todo.steps.length > 0 ? (
        <ol className="mt-2 space-y-1 text-sm">
          {todo.steps.map((step) => (
            <li key={step.id} className={step.completed ? 'text-slate-500 dark:text-slate-400' : 'text-slate-800 dark:text-slate-200'}>
              <span aria-hidden="true">{step.completed ? '✓ ' : '○ '}</span>
              <span className={step.completed ? 'line-through' : undefined}>{step.title}</span>
              <span className="sr-only">{step.completed ? ' (done)' : ' (not done)'}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}
