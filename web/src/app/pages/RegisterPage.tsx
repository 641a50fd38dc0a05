import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorDetail } from '../../shared/api/http';
import { useRegister } from '../../shared/auth/authApi';
import { inputClass, labelClass, primaryButton } from '../../shared/ui/styles';
import { AuthCard } from '../../features/auth/AuthCard';

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
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-indigo-700 dark:text-indigo-300 hover:underline">
            Log in
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
          <label htmlFor="register-email" className={labelClass}>
            Email
          </label>
          <input id="register-email" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass} />
        </div>
        <div>
          <label htmlFor="register-password" className={labelClass}>
            Password
          </label>
          <input
            id="register-password"
            type="password"
            required
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="register-confirm" className={labelClass}>
            Confirm Password
          </label>
          <input
            id="register-confirm"
            type="password"
            required
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={submitting} className={`${primaryButton} w-full`}>
          {submitting ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
    </AuthCard>
  );
}
