import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorDetail } from '../../shared/api/http';
import { useLogin } from '../../shared/auth/authApi';
import { AuthCard } from '../../features/auth/AuthCard';
import { AuthForm } from '../../features/auth/AuthForm';
import { EmailField, PasswordField } from '../../features/auth/AuthFields';

/** /login: admins land on /admin, everyone else on /dashboard. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const error = login.error ? errorDetail(login.error, 'Login failed. Please try again.') : null;
  // Still busy once signed in: the page is leaving.
  const submitting = login.isPending || login.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password },
      { onSuccess: (user) => navigate(user.role === 'admin' ? '/admin' : '/dashboard', { replace: true }) },
    );
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to continue your odyssey."
      switchTo={{ question: "Don't have an account?", to: '/register', label: 'Sign up' }}
    >
      <AuthForm onSubmit={submit} error={error} submitting={submitting} submitLabel="Log In" submittingLabel="Logging in...">
        <EmailField id="login-email" value={email} onChange={setEmail} />
        <PasswordField id="login-password" autoComplete="current-password" value={password} onChange={setPassword} />
      </AuthForm>
    </AuthCard>
  );
}
