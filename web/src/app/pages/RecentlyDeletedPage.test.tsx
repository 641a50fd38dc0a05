import '../../testing/jsdomPolyfills';
import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { UserMenu } from '../nav/UserMenu';
import RecentlyDeletedPage from './RecentlyDeletedPage';

describe('Recently Deleted', () => {
  beforeEach(() => installFakeApi().on('GET', '/trash', { body: [] }));

  it('is titled in Title Case, as every other page', async () => {
    renderWithApp(<RecentlyDeletedPage />);
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recently Deleted');
  });

  it('the user menu names it as its page does', async () => {
    renderWithApp(<UserMenu />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /User menu for|ada@example.com/ }));
    expect(screen.getByRole('menuitem', { name: 'Recently Deleted' })).toBeTruthy();
  });
});
