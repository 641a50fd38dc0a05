import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { SearchButton } from '../../features/search/components/SearchButton';
import { useAuth } from '../../shared/auth/useAuth';
import { useFindAndMove } from '../findAndMove/findAndMoveContext';
import { Logo } from '../../shared/ui/Logo';
import { UserMenu } from './UserMenu';
import { visibleNavItems } from './navItems';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-indigo-50 dark:bg-indigo-950 text-indigo-700 dark:text-indigo-300' : 'text-slate-700 dark:text-slate-300 hover:bg-slate-100 dark:hover:bg-slate-800 hover:text-slate-900 dark:hover:text-white'}`;

/** The signed-in top bar: logo, main links (collapsed behind a button on phones), search, user menu. */
export function TopNav() {
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const items = visibleNavItems(user?.role);
  const { openPalette } = useFindAndMove();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 dark:border-slate-700 bg-white/95 dark:bg-slate-900/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <SearchButton onOpen={openPalette} />
          <UserMenu />
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 dark:text-slate-300 hover:bg-slate-100 dark:hover:bg-slate-800 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            onClick={() => setMenuOpen((v) => !v)}
          >
            <span className="sr-only">{menuOpen ? 'Close navigation' : 'Open navigation'}</span>
            <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav id="mobile-nav" aria-label="Main mobile" className="flex flex-col gap-1 border-t border-slate-200 dark:border-slate-700 px-4 py-2 md:hidden">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
      ) : null}
    </header>
  );
}
