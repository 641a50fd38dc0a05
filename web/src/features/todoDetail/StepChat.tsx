import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CrossButton } from '../../shared/ui/CrossButton';
import { formatTime } from '../../shared/format/date';
import type { ChatMessage, StepChatReply } from '../../shared/models/todo';
import { Badge } from '../../shared/ui/Badge';
import { PlannerFallbackNote, type PlannerNote } from '../../shared/ui/PlannerFallbackNote';
import { inputClass, primaryButton } from '../../shared/ui/styles';
import { useDeleteFinding, useStepChat, useStepFindings, useStepMessages, useStepNextAction } from './todoDetailApi';
import { sendOnEnter } from '../../shared/ui/sendOnEnter';
import { useFocusAfterRemoval } from '../../shared/ui/useFocusAfterRemoval';

const FINDING_TONE = { information: 'blue', decision: 'purple', resource: 'green' } as const;

type Props = { stepId: string; stepTitle: string; onReply(reply: StepChatReply): void };

/**
 * The per-step AI chat: history, input, findings (deletable) and the next-action suggestion. It
 * opens inside the plan, under its level-2 heading, so its own headings are level 3.
 */
export function StepChat({ stepId, stepTitle, onReply }: Props) {
  const inputId = useId();
  const history = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState('');
  const chat = useStepChat(stepId);
  const removeFinding = useDeleteFinding(stepId);
  const sending = chat.isPending;
  // The message in flight shows at once, before the server has stored it.
  const pending = chat.isPending ? chat.variables : null;
  // Shown under the reply it belongs to when the offline planner stood in for the model.
  const [replyNote, setReplyNote] = useState<{ messageId: string; planner: PlannerNote } | null>(null);

  // Failures here are silent by the spec: the areas just stay empty.
  const messages = useStepMessages(stepId);
  const findings = useStepFindings(stepId);
  const nextAction = useStepNextAction(stepId);

  const shown: ChatMessage[] = messages.data ?? [];
  useEffect(() => {
    const node = history.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [shown.length, pending]);

  const submit = () => {
    const text = draft.trim();
    if (!text || sending) return;
    setDraft('');
    chat.mutate(text, {
      onSuccess: (answer) => {
        setReplyNote({ messageId: answer.message.id, planner: answer.planner });
        onReply(answer);
      },
      onError: (error) => {
        console.error('Step chat failed', error);
        setDraft(text);
      },
    });
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = sendOnEnter(submit);

  const focusAfterDelete = useFocusAfterRemoval<HTMLUListElement, HTMLParagraphElement>('button');
  const deleteFinding = (findingId: string, index: number) => {
    focusAfterDelete.removing(index);
    removeFinding.mutate(findingId, {
      onError: (error) => {
        focusAfterDelete.kept();
        console.error('Deleting a finding failed', error);
      },
    });
  };

  const suggestion = nextAction.data?.next_action.trim() || null;
  const findingList = findings.data ?? [];

  return (
    <div className="mt-3 grid gap-4 rounded-xl border border-indigo-100 dark:border-indigo-800 bg-indigo-50/40 dark:bg-indigo-950/40 p-3 lg:grid-cols-[1fr_18rem]">
      <div>
        <div ref={history} tabIndex={0} className="h-64 space-y-3 overflow-y-auto rounded-lg border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-3" aria-label={`Chat about ${stepTitle}`} role="log">
          {shown.length === 0 && !pending ? <p className="text-sm text-slate-600 dark:text-slate-400">Ask the AI for help with this step, or tell it what you did.</p> : null}
          {shown.map((message) => (
            <div key={message.id} className={`flex ${message.role === 'user' ? 'justify-end' : 'justify-start'}`}>
              <div className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap ${message.role === 'user' ? 'bg-indigo-600 text-white' : 'bg-slate-100 dark:bg-slate-800 text-slate-900 dark:text-slate-100'}`}>
                {message.message}
                <span className={`mt-1 block text-[10px] ${message.role === 'user' ? 'text-indigo-100' : 'text-slate-600 dark:text-slate-400'}`}>{formatTime(message.created_at)}</span>
                {replyNote?.messageId === message.id ? <PlannerFallbackNote planner={replyNote.planner} /> : null}
              </div>
            </div>
          ))}
          {pending ? (
            <>
              <div className="flex justify-end">
                <div className="max-w-[85%] rounded-2xl bg-indigo-600 px-3 py-2 text-sm whitespace-pre-wrap text-white">{pending}</div>
              </div>
              <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
                AI is thinking...
              </p>
            </>
          ) : null}
        </div>
        <form onSubmit={send} className="mt-2 flex items-end gap-2">
          <label htmlFor={inputId} className="sr-only">
            Message about {stepTitle}
          </label>
          {/* Sized to its text (the placeholder's when empty: two lines on a phone), up to ten lines. */}
          <textarea
            id={inputId}
            rows={2}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Ask for help or report progress..."
            className={`${inputClass} max-h-56 min-w-0 flex-1 resize-none field-sizing-content`}
          />
          <button type="submit" disabled={sending || !draft.trim()} className={primaryButton}>
            {sending ? 'Sending...' : 'Send'}
          </button>
        </form>
      </div>
      <div className="space-y-3">
        {suggestion ? (
          <div className="rounded-lg border border-amber-200 dark:border-amber-800 bg-amber-50 dark:bg-amber-950 p-3 text-sm">
            <h3 className="font-semibold text-amber-900 dark:text-amber-200">Next action</h3>
            <p className="mt-1 text-amber-900 dark:text-amber-200">{suggestion}</p>
          </div>
        ) : null}
        <div>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">Findings ({findingList.length})</h3>
          {findingList.length === 0 ? (
            <p ref={focusAfterDelete.fallback} tabIndex={-1} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              No findings yet...
            </p>
          ) : (
            <ul ref={focusAfterDelete.list} className="mt-2 max-h-96 space-y-2 overflow-y-auto">
              {findingList.map((finding, index) => (
                <li key={finding.id} className="rounded-lg border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-2 text-sm">
                  <div className="flex items-start justify-between gap-2">
                    <span className="font-medium text-slate-900 dark:text-slate-100">{finding.title}</span>
                    <CrossButton
                      label={`Delete finding ${finding.title}`}
                      onClick={() => deleteFinding(finding.id, index)}
                      className="rounded p-0.5 text-slate-500 dark:text-slate-400 hover:bg-red-50 dark:hover:bg-red-950 hover:text-red-700 dark:hover:text-red-300"
                    />
                  </div>
                  <Badge tone={FINDING_TONE[finding.finding_type] ?? 'gray'} className="mt-1">
                    {finding.finding_type}
                  </Badge>
                  <p className="mt-1 text-slate-700 dark:text-slate-300">{finding.content}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
