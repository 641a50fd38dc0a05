type Toggle = { label: string; pressed: boolean; onToggle(): void };

type Props = { rotating: boolean; onToggleRotate(): void; onReset(): void; toggles: Toggle[] };

const BUTTON =
  'rounded-lg border border-slate-600 bg-slate-800/90 px-3 py-1.5 text-sm font-medium text-slate-100 hover:bg-slate-700 aria-pressed:border-indigo-400 aria-pressed:bg-indigo-600';

/** Rotate/Stop, Reset and the panel toggles, over the top left of the scene. */
export function GraphToolbar({ rotating, onToggleRotate, onReset, toggles }: Props) {
  return (
    <div role="toolbar" aria-label="Graph controls" className="flex flex-wrap gap-2">
      <button type="button" className={BUTTON} onClick={onToggleRotate} title={rotating ? 'Stop auto-rotate' : 'Start auto-rotate'}>
        {rotating ? 'Stop' : 'Rotate'}
      </button>
      <button type="button" className={BUTTON} onClick={onReset} title="Reset camera">
        Reset
      </button>
      {toggles.map((toggle) => (
        <button key={toggle.label} type="button" className={BUTTON} aria-pressed={toggle.pressed} onClick={toggle.onToggle}>
          {toggle.label}
        </button>
      ))}
    </div>
  );
}
