import type { KeyboardEvent } from 'react';

export type DirectorTab = 'chat' | 'help' | 'settings';

const TABS: { id: DirectorTab; label: string }[] = [
  { id: 'chat', label: 'Chat' },
  { id: 'help', label: 'Help' },
  { id: 'settings', label: 'Settings' },
];

/** Chat / Help / Settings; arrow keys move between tabs. The selected tab keeps its colours under the pointer. */
export function DirectorTabs({ active, onSelect }: { active: DirectorTab; onSelect(tab: DirectorTab): void }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = TABS.findIndex((tab) => tab.id === active);
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    onSelect(next.id);
    document.getElementById(`director-tab-${next.id}`)?.focus();
  };
  return (
    <div role="tablist" aria-label="The Director" className="flex gap-1 rounded-lg bg-slate-100 dark:bg-slate-800 p-1" onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab.id}
          id={`director-tab-${tab.id}`}
          type="button"
          role="tab"
          aria-selected={tab.id === active}
          aria-controls={`director-panel-${tab.id}`}
          tabIndex={tab.id === active ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          className="rounded-md px-4 py-1.5 text-sm font-medium text-slate-700 dark:text-slate-300 hover:text-slate-900 dark:hover:text-white aria-selected:bg-white aria-selected:text-indigo-700 aria-selected:shadow-sm dark:aria-selected:bg-slate-950 dark:aria-selected:text-indigo-300"
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
