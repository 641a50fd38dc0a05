import { InputField } from '../../shared/ui/Field';

type Props = { id: string; value: string; onChange(value: string): void };

export function EmailField({ id, value, onChange }: Props) {
  return <InputField id={id} label="Email" type="email" required autoComplete="email" value={value} onChange={(e) => onChange(e.target.value)} />;
}

/** `autoComplete` tells password managers whether to fill the saved password or offer a new one. */
export function PasswordField({ id, label = 'Password', autoComplete, value, onChange }: Props & { label?: string; autoComplete: 'current-password' | 'new-password' }) {
  return <InputField id={id} label={label} type="password" required autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} />;
}
