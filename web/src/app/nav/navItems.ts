export type NavItem = { to: string; label: string; adminOnly?: boolean };

/** Top navigation of the signed-in screens; Admin only for admins. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/todos', label: 'Todos' },
  { to: '/missions', label: 'Missions' },
  { to: '/odysseys', label: 'Odysseys' },
  { to: '/director', label: 'Director' },
  { to: '/admin', label: 'Admin', adminOnly: true },
];

export function visibleNavItems(role: string | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.adminOnly || role === 'admin');
}
