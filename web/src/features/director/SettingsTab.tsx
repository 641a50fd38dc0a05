import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorDetail } from '../../shared/api/http';
import { useToast } from '../../shared/toast/useToast';
import { Field, SelectField, TextAreaField } from '../../shared/ui/Field';
import { inputClass, primaryButton } from '../../shared/ui/styles';
import { useDirectorSettings, useSaveDirectorSettings } from './directorApi';
import type { DirectorSettings, ResponseStyle, SystemPromptRole } from './directorTypes';
import { LoadFailed } from '../../shared/ui/LoadFailed';

export const SETTINGS_SAVED = 'Settings saved successfully!';
export const SETTINGS_SAVE_FAILED = 'Failed to save settings. Please try again.';

const RESPONSE_STYLES: { value: ResponseStyle; label: string }[] = [
  { value: 'balanced', label: 'Balanced' },
  { value: 'concise', label: 'Concise' },
  { value: 'detailed', label: 'Detailed' },
];
const ROLES = (['Strategic Planner', 'Task Manager', 'Coach'] satisfies SystemPromptRole[]).map((role) => ({ value: role, label: role }));

const TOOL_PERMISSIONS: { key: keyof DirectorSettings['tool_permissions']; label: string; hint: string }[] = [
  { key: 'can_create_todos', label: 'Create todos', hint: 'The Director may add todos for you.' },
  { key: 'can_modify_missions', label: 'Modify missions', hint: 'The Director may update your missions.' },
  { key: 'can_analyze_data', label: 'Analyze data', hint: 'The Director may compute statistics over your work.' },
];
const CONTEXT: { key: keyof DirectorSettings['context_settings']; label: string }[] = [
  { key: 'include_odysseys', label: 'Include odysseys' },
  { key: 'include_missions', label: 'Include missions' },
  { key: 'include_todos', label: 'Include todos' },
  { key: 'include_steps', label: 'Include steps' },
];

/** The Director's settings form; the settings load the first time this tab opens. */
export function SettingsTab() {
  const settings = useDirectorSettings();
  if (settings.isPending) {
    return (
      <p role="status" className="p-6 text-slate-600 dark:text-slate-400">
        Loading...
      </p>
    );
  }
  if (settings.isError) {
    return (
      <LoadFailed message="Failed to load settings" onRetry={() => void settings.refetch()} className="p-6" />
    );
  }
  return <SettingsForm initial={settings.data} />;
}

function SettingsForm({ initial }: { initial: DirectorSettings }) {
  const toast = useToast();
  const [form, setForm] = useState<DirectorSettings>(initial);
  const [customPrompt, setCustomPrompt] = useState(initial.custom_system_prompt ?? '');
  const save = useSaveDirectorSettings();
  const saving = save.isPending;
  const ids = { style: useId(), temperature: useId(), tokens: useId(), role: useId(), prompt: useId() };

  useEffect(() => {
    setForm(initial);
    setCustomPrompt(initial.custom_system_prompt ?? '');
  }, [initial]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...form, max_tokens: Math.round(form.max_tokens), custom_system_prompt: customPrompt.trim() === '' ? null : customPrompt },
      {
        // The saved answer replaces the cached settings, which resets this form to it.
        onSuccess: () => toast.success(SETTINGS_SAVED),
        onError: (error) => {
          console.error(error);
          toast.error(errorDetail(error, SETTINGS_SAVE_FAILED));
        },
      },
    );
  };

  // Narrower padding on a phone, where the form's and each section's own took a quarter of the width.
  return (
    <form onSubmit={submit} className="mx-auto max-w-3xl space-y-6 p-3 sm:p-6">
      <Section title="AI Behavior">
        <Select
          id={ids.style}
          label="Response style"
          options={RESPONSE_STYLES}
          value={form.response_style}
          onChange={(response_style) => setForm({ ...form, response_style })}
        />
        <div>
          <label htmlFor={ids.temperature} className="flex justify-between text-sm font-medium text-slate-800 dark:text-slate-200">
            <span>Temperature</span>
            <span aria-hidden="true">{form.temperature.toFixed(1)}</span>
          </label>
          <input
            id={ids.temperature}
            type="range"
            min={0}
            max={1}
            step={0.1}
            value={form.temperature}
            aria-valuetext={form.temperature.toFixed(1)}
            onChange={(event) => setForm({ ...form, temperature: Number(event.target.value) })}
            // h-6: the bare slider is 16 px high, under the 24 px a finger needs.
            className="mt-2 h-6 w-full accent-indigo-600"
          />
          <div className="flex justify-between text-xs text-slate-600 dark:text-slate-400">
            <span>Precise</span>
            <span>Creative</span>
          </div>
        </div>
        {/* A number of at most four digits: a narrow box, not one across the panel. */}
        <Field id={ids.tokens} label="Max tokens" className="max-w-40">
          <input
            id={ids.tokens}
            type="number"
            min={100}
            max={4000}
            step={50}
            value={Number.isFinite(form.max_tokens) ? form.max_tokens : ''}
            onChange={(event) => setForm({ ...form, max_tokens: event.target.valueAsNumber })}
            className={inputClass}
          />
        </Field>
      </Section>

      <CheckboxSection
        title="Tool Permissions"
        items={TOOL_PERMISSIONS}
        values={form.tool_permissions}
        onChange={(tool_permissions) => setForm({ ...form, tool_permissions })}
      />

      <CheckboxSection
        title="Context & Memory"
        items={CONTEXT}
        values={form.context_settings}
        onChange={(context_settings) => setForm({ ...form, context_settings })}
      />

      <Section title="System Prompt">
        <Select
          id={ids.role}
          label="Role"
          options={ROLES}
          value={form.system_prompt_role}
          onChange={(system_prompt_role) => setForm({ ...form, system_prompt_role })}
        />
        <TextAreaField
          id={ids.prompt}
          label="Custom system prompt"
          need="optional"
          rows={6}
          value={customPrompt}
          onChange={(event) => setCustomPrompt(event.target.value)}
          placeholder="Extra instructions for The Director, e.g. 'Always end with one concrete next action.'"
        />
      </Section>

      <div className="flex justify-end">
        <button
          type="submit"
          disabled={saving}
          className={primaryButton}
        >
          {saving ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-3 sm:p-5">
      <legend className="px-1 text-base font-semibold text-slate-900 dark:text-slate-100">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A select whose value is always one of its options. */
function Select<V extends string>({ id, label, options, value, onChange }: { id: string; label: string; options: { value: V; label: string }[]; value: V; onChange(value: V): void }) {
  return (
    <SelectField id={id} label={label} value={value} onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** A fieldset of on/off settings that live together in one object of the settings. */
function CheckboxSection<K extends string>({
  title,
  items,
  values,
  onChange,
}: {
  title: string;
  items: { key: K; label: string; hint?: string }[];
  values: Record<K, boolean>;
  onChange(values: Record<K, boolean>): void;
}) {
  return (
    <Section title={title}>
      {items.map((item) => (
        <Checkbox key={item.key} label={item.label} hint={item.hint} checked={values[item.key]} onChange={(checked) => onChange({ ...values, [item.key]: checked })} />
      ))}
    </Section>
  );
}

/** An on/off setting: the box itself a 24 px target a finger can hit, as a step's tick box is. */
function Checkbox({ label, hint, checked, onChange }: { label: string; hint?: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className="flex items-start gap-3">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-6 shrink-0 accent-indigo-600"
      />
      <span className="pt-0.5">
        <span className="block text-sm font-medium text-slate-800 dark:text-slate-200">{label}</span>
        {hint ? <span className="block text-xs text-slate-600 dark:text-slate-400">{hint}</span> : null}
      </span>
    </label>
  );
}
