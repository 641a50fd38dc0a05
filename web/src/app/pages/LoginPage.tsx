import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorDetail } from '../../shared/api/http';
import { useLogin } from '../../shared/auth/authApi';
import { inputClass, labelClass, primaryButton } from '../../shared/ui/styles';
import { AuthCard } from '../../features/auth/AuthCard';

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
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className="font-semibold text-indigo-700 dark:text-indigo-300 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <form onSubmit={submit} className="space-y-4">
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 dark:bg-red-950 px-3 py-2 text-sm text-red-800 dark:text-red-200">
            {error}
          </p>
        ) : null}
        <div>
          <label htmlFor="login-email" className={labelClass}>
            Email
          </label>
          <input id="login-email" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass} />
        </div>
        <div>
          <label htmlFor="login-password" className={labelClass}>
            Password
          </label>
          <input
            id="login-password"
            type="password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={submitting} className={`${primaryButton} w-full`}>
          {submitting ? 'Logging in...' : 'Log In'}
        </button>
      </form>
    </AuthCard>
  );
}
