import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, errorDetail } from '../../shared/api/http';
import { useAuth } from '../../shared/auth/useAuth';
import type { CompletionEvaluation, Step, StepChatReply, TodoDetail } from '../../shared/models/todo';
import { queryKeys } from '../../shared/queries/queryKeys';
import { useMissionList } from '../../shared/queries/useMissionList';
import { useToast } from '../../shared/toast/useToast';
import { Modal } from '../../shared/ui/Modal';
import type { PlannerNote } from '../../shared/ui/PlannerFallbackNote';
import { RecordLoading, RecordNotFound } from '../../shared/ui/RecordNotFound';
import { EditTodoModal } from '../../features/todoDetail/EditTodoModal';
import { EvaluationPanel } from '../../features/todoDetail/EvaluationPanel';
import { ProgressTab } from '../../features/todoDetail/ProgressTab';
import { StepsTab } from '../../features/todoDetail/StepsTab';
import { TodoHeader } from '../../features/todoDetail/TodoHeader';
import { TodoTabs, type TodoTab } from '../../features/todoDetail/TodoTabs';
import { todoDetailApi, useCompleteStep, useDeleteTodo, useForceComplete, useReopenTodo } from '../../features/todoDetail/todoDetailApi';
import { useUndoToast } from '../../shared/undo/useUndoToast';
import { useDeleteAndLeave } from '../../shared/undo/useDeleteAndLeave';
import { useTodoDetail } from '../../features/todoDetail/useTodoDetail';
import { HistorySection } from '../../features/history/HistorySection';
import { OrderSection } from '../../features/todoOrder/components/OrderSection';
import { BackLink } from './BackLink';

export const HIGHLIGHT_MS = 2000;
export const ALL_STEPS_COMPLETE = 'All steps complete! Todo has been marked as complete.';
export const STEP_COMPLETED = 'Step completed.';
export const TODO_DELETED = 'Todo deleted.';
export const EVALUATION_PENDING = 'Evaluation pending: this todo will be checked against its success criteria shortly.';

/** /todo/{id}: the todo, its plan of steps, progress and evaluation. */
export default function TodoDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { todo, sortedSteps, refresh } = useTodoDetail(id);
  const missions = useMissionList();
  const [tab, setTab] = useState<TodoTab>('steps');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const completeStepMutation = useCompleteStep();
  const completingStepId = completeStepMutation.isPending ? (completeStepMutation.variables ?? null) : null;
  const deleteTodoMutation = useDeleteTodo();
  const undoToast = useUndoToast();
  const deleteAndLeave = useDeleteAndLeave();
  /** The evaluation a completion brought, with who made it (the answer says; a saved todo does not). */
  const [evaluationDialog, setEvaluationDialog] = useState<{ evaluation: CompletionEvaluation; planner: PlannerNote | null } | null>(null);
  const [editing, setEditing] = useState(false);
  const forceCompletion = useForceComplete(id);
  const reopening = useReopenTodo(id);
  const forcing = forceCompletion.isPending;
  const highlightTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const loadError = todo.error;
  const notFound = loadError instanceof ApiError && (loadError.status === 404 || loadError.status === 400);

  useEffect(() => {
    if (loadError && !notFound && !(loadError instanceof ApiError && loadError.status === 401)) {
      toast.error('Failed to load todo. Redirecting to dashboard.');
      navigate('/dashboard', { replace: true });
    }
  }, [loadError, notFound, navigate, toast]);

  useEffect(() => () => clearTimeout(highlightTimer.current), []);

  const refreshSteps = async () => {
    await Promise.all([
      refresh(),
      queryClient.invalidateQueries({ queryKey: queryKeys.todoSteps(id) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.todoProgress(id) }),
    ]);
  };

  /** The answer of a completion (checkbox or chat) may carry the evaluation of the whole todo. */
  const handleEvaluation = (evaluation: CompletionEvaluation | null | undefined, planner: PlannerNote | null = null) => {
    if (!evaluation) return;
    if (evaluation.todo_auto_completed) toast.success(ALL_STEPS_COMPLETE);
    else if (evaluation.gaps_found) setEvaluationDialog({ evaluation, planner });
  };

  const completeStep = async (step: Step) => {
    try {
      const { data: answer, undo } = await completeStepMutation.mutateAsync(step.id);
      const evaluation = answer?.completion_evaluation;
      undoToast(evaluation?.todo_auto_completed ? ALL_STEPS_COMPLETE : STEP_COMPLETED, undo);
      if (evaluation && !evaluation.todo_auto_completed && evaluation.gaps_found) setEvaluationDialog({ evaluation, planner: answer?.evaluation_planner ?? null });
    } catch (error) {
      console.error('Completing the step failed', error);
    } finally {
      await refreshSteps();
    }
  };

  /**
   * An edit of what the evaluation judged (title, description, success criteria) of a finished,
   * open todo asks for a new one: the saved todo carries it, as a step completion's answer does.
   */
  const afterEdit = (saved: TodoDetail | undefined) => {
    void refreshSteps();
    const evaluation = saved?.completion_evaluation;
    if (evaluation && evaluation.evaluated_at !== todo.data?.completion_evaluation?.evaluated_at) handleEvaluation(evaluation);
  };

  const deleteTodo = async () => {
    const deleted = await deleteAndLeave(() => deleteTodoMutation.mutateAsync(id), { list: '/todos', page: `/todo/${id}`, deleted: TODO_DELETED, failed: 'Failed to delete todo. Please try again.' });
    if (deleted) await queryClient.invalidateQueries({ queryKey: queryKeys.todos });
  };

  // A chat answer carries an evaluation only when the reply asked for one: the step's completion,
  // or a finding saved for a finished todo whose evaluation found gaps.
  const onChatReply = (reply: StepChatReply) => {
    handleEvaluation(reply.completion_evaluation, reply.evaluation_planner);
    void refreshSteps();
  };

  /**
   * Proof added to a finished todo whose evaluation found gaps (evidence, a note, a step's edit) asks for
   * a new evaluation: a verdict newer than the one shown when the change was made shows as a
   * completion's does. `shown` is read before the change, as the live stream may refresh first.
   */
  const afterStepChange = async (shown = todo.data?.completion_evaluation?.evaluated_at) => {
    await refreshSteps();
    const verdict = queryClient.getQueryData<TodoDetail>(queryKeys.todo(id))?.completion_evaluation;
    if (verdict && verdict.evaluated_at !== shown) handleEvaluation(verdict);
  };

  const jumpToStep = (stepId: string) => {
    setTab('steps');
    setHighlighted(stepId);
    clearTimeout(highlightTimer.current);
    highlightTimer.current = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
  };

  const forceComplete = () =>
    forceCompletion.mutate(undefined, {
      onSuccess: () => {
        setEvaluationDialog(null);
        toast.success('Todo marked as complete.');
      },
      onError: (error) => toast.error(errorDetail(error, 'Failed to complete todo')),
    });

  const reopenTodo = () =>
    reopening.mutate(undefined, {
      onSuccess: () => toast.success('Todo reopened: it is open again.'),
      onError: (error) => toast.error(errorDetail(error, 'Failed to reopen the todo. Please try again.')),
    });

  if (notFound) return <RecordNotFound title="Todo not found" link={{ to: '/todos', label: 'Back to Todos' }} />;
  if (!todo.data) return <RecordLoading />;

  const current = todo.data;
  const missionTitle = current.mission_id ? (current.mission_title ?? missions.data?.find((m) => m.id === current.mission_id)?.title ?? 'Mission') : null;
  const open = current.status !== 'completed';
  const tabs: TodoTab[] = current.completion_evaluation ? ['steps', 'progress', 'evaluation'] : ['steps', 'progress'];
  const activeTab = tabs.includes(tab) ? tab : 'steps';

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <BackLink to={current.mission_id ? `/missions/${current.mission_id}` : '/todos'} label={missionTitle ? `Back to ${missionTitle}` : 'Back to Todos'} />
        <span className="text-slate-600 dark:text-slate-400">{user?.email}</span>
      </div>

      <TodoHeader
        todo={current}
        onEdit={() => setEditing(true)}
        deleting={deleteTodoMutation.isPending}
        onDelete={() => void deleteTodo()}
        onReopen={reopenTodo}
        reopening={reopening.isPending}
      />

      {/* Asked for and not made yet (the planner failed, or many were asked for at once): the live stream brings it. */}
      {open && current.evaluation_pending ? (
        <p role="status" className="mt-4 rounded-lg bg-slate-50 dark:bg-slate-800 p-3 text-sm text-slate-700 dark:text-slate-300">
          {EVALUATION_PENDING}
        </p>
      ) : null}

      <div className="mt-6">
        <TodoTabs tabs={tabs} active={activeTab} onChange={setTab} />
        <div role="tabpanel" id={`todo-panel-${activeTab}`} aria-labelledby={`todo-tab-${activeTab}`} className="pt-5">
          {activeTab === 'steps' ? (
            <StepsTab
              todoId={id}
              steps={sortedSteps}
              planner={current.steps_planner}
              highlightedStepId={highlighted}
              completingStepId={completingStepId}
              onComplete={(step) => void completeStep(step)}
              onChanged={() => void afterStepChange()}
              onChatReply={onChatReply}
            />
          ) : activeTab === 'progress' ? (
            <ProgressTab todoId={id} onJumpToStep={jumpToStep} onNoteAdded={() => void afterStepChange()} />
          ) : (
            <div className="rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-5 shadow-sm">
              <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-slate-100">Success Criteria Evaluation</h2>
              <EvaluationPanel evaluation={current.completion_evaluation} planner={current.completion_evaluation?.planner} canForceComplete={open} forcing={forcing} onForceComplete={forceComplete} />
            </div>
          )}
        </div>
      </div>

      {/*
        The plan is the page's work, so it comes first; a blocked todo already says so by its title.
        Keyed by the todo: following a link to another todo starts its section afresh.
      */}
      <OrderSection key={current.id} todo={current} />

      <HistorySection kind="todo" id={id} />

      <Modal open={evaluationDialog !== null} onClose={() => setEvaluationDialog(null)} title="Success Criteria Evaluation" size="lg">
        <EvaluationPanel evaluation={evaluationDialog?.evaluation ?? null} planner={evaluationDialog?.planner} canForceComplete={open} forcing={forcing} onForceComplete={forceComplete} />
      </Modal>

      <EditTodoModal open={editing} todo={current} onClose={() => setEditing(false)} onSaved={afterEdit} />
    </div>
  );
}
