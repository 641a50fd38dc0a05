import { useRef, type KeyboardEvent } from 'react';

export type TodoTab = 'steps' | 'progress' | 'evaluation';

const LABELS: Record<TodoTab, string> = { steps: 'Steps', progress: 'Progress', evaluation: 'Evaluation' };

/** ARIA tabs with arrow-key movement; the panel ids are `todo-panel-{tab}`. */
export function TodoTabs({ tabs, active, onChange }: { tabs: TodoTab[]; active: TodoTab; onChange(tab: TodoTab): void }) {
  const refs = useRef(new Map<TodoTab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(active);
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = tabs[(index + delta + tabs.length) % tabs.length];
    onChange(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div role="tablist" aria-label="Todo sections" className="flex gap-1 border-b border-slate-200 dark:border-slate-700" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(node) => {
            if (node) refs.current.set(tab, node);
          }}
          type="button"
          role="tab"
          id={`todo-tab-${tab}`}
          aria-selected={active === tab}
          aria-controls={`todo-panel-${tab}`}
          tabIndex={active === tab ? 0 : -1}
          onClick={() => onChange(tab)}
          className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${active === tab ? 'border-indigo-600 text-indigo-700 dark:text-indigo-300' : 'border-transparent text-slate-600 dark:text-slate-400 hover:text-slate-900 dark:hover:text-white'}`}
        >
          {LABELS[tab]}
        </button>
      ))}
    </div>
  );
}
