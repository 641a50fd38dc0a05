import { useOdysseyOptions } from '../queries/useOdysseyOptions';
import { SelectField } from './Field';

type Props = {
  id: string;
  /** The chosen odyssey's id; '' for none. */
  value: string;
  onChange(odysseyId: string): void;
  /** The odyssey the mission has now: offered even when it is no longer active. */
  current: string | null;
  disabled?: boolean;
};

/** The odyssey a mission belongs to: 'No Odyssey (Standalone Mission)', then the active odysseys. */
export function OdysseySelect({ id, value, onChange, current, disabled }: Props) {
  const odysseys = useOdysseyOptions();
  const choices = (odysseys.data ?? []).filter((o) => o.status === 'active' || o.id === current);
  return (
    <SelectField id={id} label="Odyssey" need="optional" value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled}>
      <option value="">No Odyssey (Standalone Mission)</option>
      {choices.map((odyssey) => (
        <option key={odyssey.id} value={odyssey.id}>
          {odyssey.title}
        </option>
      ))}
    </SelectField>
  );
}
