import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorDetail } from '../../shared/api/http';
import { useRegister } from '../../shared/auth/authApi';
import { AuthCard } from '../../features/auth/AuthCard';
import { AuthForm } from '../../features/auth/AuthForm';
import { EmailField, PasswordField } from '../../features/auth/AuthFields';

/** /register: email, password and confirmation; on success the dashboard. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const register = useRegister();
  const error = mismatch ? 'Passwords do not match' : register.error ? errorDetail(register.error, 'Registration failed. Please try again.') : null;
  // Still busy once registered: the page is leaving.
  const submitting = register.isPending || register.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(password !== confirm);
    if (password !== confirm) {
      register.reset();
      return;
    }
    register.mutate({ email: email.trim(), password }, { onSuccess: () => navigate('/dashboard', { replace: true }) });
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Break it down. Build it up. Get it done."
      switchTo={{ question: 'Already have an account?', to: '/login', label: 'Log in' }}
    >
      <AuthForm onSubmit={submit} error={error} submitting={submitting} submitLabel="Create Account" submittingLabel="Creating account...">
        <EmailField id="register-email" value={email} onChange={setEmail} />
        <PasswordField id="register-password" autoComplete="new-password" value={password} onChange={setPassword} />
        <PasswordField id="register-confirm" label="Confirm Password" autoComplete="new-password" value={confirm} onChange={setConfirm} />
      </AuthForm>
    </AuthCard>
  );
}
