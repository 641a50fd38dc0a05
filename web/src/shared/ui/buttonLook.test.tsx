import '../../testing/jsdomPolyfills';
import { screen } from '@testing-library/react';
import NotFoundPage from '../../app/NotFoundPage';
import { ChatInput } from '../../features/director/ChatInput';
import { SettingsTab } from '../../features/director/SettingsTab';
import { StepActions } from './WizardStepActions';
import { OdysseyMissionList } from '../../features/odysseys/OdysseyMissionList';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { primaryButton, secondaryButton } from './styles';
import { looksLike } from '../../testing/looksLike';
import { DOCUMENTED_DIRECTOR_DEFAULTS } from '../../../../tests/support/documentedDirectorSettings';

// A primary action has one size, weight and focus ring on every screen, so two pages side by side look alike.
describe('primary and secondary actions share one look across screens', () => {
  it("the odyssey's Add Mission and Add First Mission", () => {
    const { unmount } = renderWithApp(<OdysseyMissionList missions={[]} onAddMission={() => {}} />);
    expect(looksLike(screen.getByRole('button', { name: 'Add First Mission' }), primaryButton)).toBe(true);
    unmount();
    renderWithApp(<OdysseyMissionList missions={[{ id: 'm1', title: 'Find premises', description: null, status: 'active' } as never]} onAddMission={() => {}} />);
    expect(looksLike(screen.getByRole('button', { name: 'Add Mission' }), primaryButton)).toBe(true);
  });

  it("the wizards' Back and Next", () => {
    renderWithApp(<StepActions onBack={() => {}} busy={false} action={{ label: 'Next', disabled: false }} />);
    expect(looksLike(screen.getByRole('button', { name: 'Next' }), primaryButton)).toBe(true);
    expect(looksLike(screen.getByRole('button', { name: 'Back' }), secondaryButton)).toBe(true);
  });

  it("The Director's Send and Save Settings", async () => {
    installFakeApi().on('GET', '/director/settings', { body: DOCUMENTED_DIRECTOR_DEFAULTS });
    renderWithApp(
      <>
        <ChatInput chat={{ phase: 'idle', send: () => true }} rows={3} placeholder="Ask" />
        <SettingsTab />
      </>,
    );
    await settle();
    expect(looksLike(screen.getByRole('button', { name: 'Send' }), primaryButton)).toBe(true);
    expect(looksLike(screen.getByRole('button', { name: 'Save Settings' }), primaryButton)).toBe(true);
  });

  it("the not-found page's Go home", () => {
    renderWithApp(<NotFoundPage />);
    expect(looksLike(screen.getByRole('link', { name: 'Go home' }), primaryButton)).toBe(true);
  });
});
