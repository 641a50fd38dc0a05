import type { ReactNode } from 'react';

const PROMPT_GROUPS: { title: string; prompts: string[] }[] = [
  {
    title: 'Strategic Overview',
    prompts: [
      'How am I doing across all my odysseys?',
      'Which missions are at risk, and why?',
      'Summarise my progress this week.',
    ],
  },
  {
    title: 'Task Prioritization',
    prompts: [
      'What should I focus on today?',
      'Which overdue todos matter most?',
      'What can I safely postpone?',
    ],
  },
  {
    title: 'Deep Analysis',
    prompts: [
      'Where do my todos get stuck?',
      'Which mission has the most open steps?',
      'Show me my completion rate by mission.',
    ],
  },
  {
    title: 'Planning Help',
    prompts: [
      'Help me break my next mission into todos.',
      'What is a realistic plan for the next two weeks?',
      'What is missing from my current plan?',
    ],
  },
];

const TIPS = [
  { title: 'Be specific', text: 'Name the odyssey, mission or todo you mean for a sharper answer.' },
  { title: 'Ask follow-ups', text: 'The Director remembers the conversation, so build on its last answer.' },
  { title: 'Request data views', text: 'Ask for lists, tables or summaries of your todos and missions.' },
  { title: 'Customize settings', text: 'Tune the response style, context and role in the Settings tab.' },
];

const CUSTOMIZATION = [
  { title: 'Response style', text: 'concise for quick answers, balanced for everyday use, detailed for in-depth analysis.' },
  { title: 'Context settings', text: 'choose which of your odysseys, missions, todos and steps The Director may look at.' },
  { title: 'System role', text: 'have it act as a Strategic Planner, a Task Manager or a Coach, or write your own instructions.' },
];

/** What The Director is, prompts to try, tips and how to customise it. */
export function HelpTab() {
  return (
    <div className="mx-auto max-w-3xl space-y-8 p-6">
      <HelpSection title="What is The Director?">
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          The Director is your AI productivity assistant. It knows your whole plan (odysseys, missions, todos and steps)
          and gives strategic and tactical advice: what to prioritise, where you are at risk and how to plan what comes
          next. It remembers the context of each conversation, and your conversations are saved so you can return to them.
        </p>
      </HelpSection>
      <HelpSection title="Sample prompts">
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {PROMPT_GROUPS.map((group) => (
            <div key={group.title} className="rounded-xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-4">
              <h3 className="font-medium text-indigo-800 dark:text-indigo-200">{group.title}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                {group.prompts.map((prompt) => (
                  <li key={prompt}>&ldquo;{prompt}&rdquo;</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </HelpSection>
      <HelpSection title="Tips">
        <TermList terms={TIPS} />
      </HelpSection>
      <HelpSection title="Customization">
        <TermList terms={CUSTOMIZATION} />
      </HelpSection>
    </div>
  );
}

function HelpSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      {children}
    </section>
  );
}

/** Terms in bold, each followed by what it means. */
function TermList({ terms }: { terms: { title: string; text: string }[] }) {
  return (
    <ul className="mt-2 space-y-2">
      {terms.map((term) => (
        <li key={term.title} className="text-slate-700 dark:text-slate-300">
          <span className="font-medium text-slate-900 dark:text-slate-100">{term.title}:</span> {term.text}
        </li>
      ))}
    </ul>
  );
}
