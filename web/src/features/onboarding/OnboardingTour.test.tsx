import '../odysseys/testing/jsdomTextCodec';
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { installFakeApi } from '../../testing/fakeApi';
import { TEST_USER, renderWithApp } from '../../testing/renderWithApp';
import { looksLike } from '../../testing/looksLike';
import { ghostButton, primaryButton, secondaryButton } from '../../shared/ui/styles';
import OnboardingTour from './OnboardingTour';
import { RETAKE_KEY, SAMPLE_CREATED_KEY, SAMPLE_ODYSSEY_KEY, STEP_KEY, TOUR_USER_KEY } from './tourStorage';

async function flush() {
  for (let i = 0; i < 6; i += 1) await act(async () => undefined);
}

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const NEW_USER = { ...TEST_USER, has_completed_onboarding: false };

function renderTour(user = NEW_USER, refreshUser = jest.fn(async () => undefined)) {
  return renderWithApp(
    <>
      <OnboardingTour />
      <WhereAmI />
    </>,
    { path: '/somewhere', route: '*', user, auth: { refreshUser } },
  );
}

const location = () => screen.getByTestId('location').textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** After an advance the overlay steps aside for 3 s. */
async function waitOutExplorePause() {
  expect(screen.getByText('Explore the page... modal returns in 3s')).toBeTruthy();
  await act(async () => jest.advanceTimersByTime(3000));
  expect(screen.queryByText('Explore the page... modal returns in 3s')).toBeNull();
}

describe('Onboarding tour', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test('walks Welcome -> Finish Tour: sample data once, routes per step, completion', async () => {
    const api = installFakeApi()
      .on('POST', '/onboarding/create-sample', { body: { odyssey_id: 'sample-ody' } })
      .on('POST', '/onboarding/complete', { body: { ok: true } });
    const refreshUser = jest.fn(async () => undefined);
    const refetch = jest.fn();
    window.addEventListener('refetchData', refetch);
    renderTour(NEW_USER, refreshUser);

    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip Tour' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    click("Let's Begin");
    await flush();
    expect(api.calls('POST', '/onboarding/create-sample')).toHaveLength(1);
    expect(localStorage.getItem(SAMPLE_CREATED_KEY)).toBe('true');
    expect(localStorage.getItem(SAMPLE_ODYSSEY_KEY)).toBe('sample-ody');
    expect(localStorage.getItem(STEP_KEY)).toBe('1');
    expect(location()).toBe('/dashboard');
    // Screens reload to show the new sample.
    expect(refetch).toHaveBeenCalledTimes(1);
    await waitOutExplorePause();

    const stops: Array<[string, string, string, string]> = [
      ['Command Center', 'Step 2 of 5', 'Next Stop', '/todos'],
      ['Todos Workspace', 'Step 3 of 5', 'Continue', '/odysseys/sample-ody/graph'],
      ['3D Graph', 'Step 4 of 5', 'Almost Done', '/director'],
    ];
    for (const [title, position, action, nextRoute] of stops) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText(position)).toBeTruthy();
      // The app's own buttons: the tour's look like those of the pages it shows.
      expect(looksLike(screen.getByRole('button', { name: 'Back' }), secondaryButton)).toBe(true);
      expect(looksLike(screen.getByRole('button', { name: 'Skip Tour' }), ghostButton)).toBe(true);
      expect(looksLike(screen.getByRole('button', { name: action }), primaryButton)).toBe(true);
      click(action);
      expect(location()).toBe(nextRoute);
      await waitOutExplorePause();
    }

    expect(screen.getByRole('heading', { name: 'Meet The Director' })).toBeTruthy();
    expect(screen.getByText('Step 5 of 5')).toBeTruthy();
    click('Finish Tour');
    await flush();
    expect(api.calls('POST', '/onboarding/complete')).toHaveLength(1);
    expect(api.calls('POST', '/onboarding/create-sample')).toHaveLength(1);
    expect(refreshUser).toHaveBeenCalled();
    expect(location()).toBe('/dashboard');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(STEP_KEY)).toBeNull();
    expect(localStorage.getItem(SAMPLE_CREATED_KEY)).toBeNull();
    expect(localStorage.getItem(SAMPLE_ODYSSEY_KEY)).toBeNull();
    expect(refetch).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(100));
    expect(refetch).toHaveBeenCalledTimes(2);
    window.removeEventListener('refetchData', refetch);
  });

  test('resumes a saved step and does not create the sample twice', async () => {
    localStorage.setItem(STEP_KEY, '2');
    localStorage.setItem(SAMPLE_CREATED_KEY, 'true');
    localStorage.setItem(SAMPLE_ODYSSEY_KEY, 'sample-ody');
    const api = installFakeApi();
    renderTour();
    expect(screen.getByRole('heading', { name: 'Todos Workspace' })).toBeTruthy();
    // Step 1 never navigates; going back to it keeps the page.
    click('Back');
    expect(location()).toBe('/dashboard');
    expect(screen.queryByText('Explore the page... modal returns in 3s')).toBeNull();
    click('Back');
    expect(location()).toBe('/dashboard');
    click("Let's Begin");
    await flush();
    expect(api.calls('POST', '/onboarding/create-sample')).toHaveLength(0);
  });

  test('sample failures keep the tour on step 1 with the message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi().on('POST', '/onboarding/create-sample', { body: {} });
    renderTour();
    click("Let's Begin");
    await flush();
    expect(screen.getByText('Failed to create sample data. Please try again.')).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(localStorage.getItem(SAMPLE_CREATED_KEY)).toBeNull();

    installFakeApi().on('POST', '/onboarding/create-sample', { status: 500, body: { detail: 'boom' } });
    click("Let's Begin");
    await flush();
    expect(screen.getByText('Failed to create sample data. Please try again.')).toBeTruthy();
  });

  test('a failed completion keeps the tour open with the message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(STEP_KEY, '1');
    installFakeApi().on('POST', '/onboarding/complete', { status: 500, body: { detail: 'boom' } });
    renderTour();
    click('Skip Tour');
    await flush();
    expect(
      screen.getByText(
        'Failed to complete onboarding. Your sample data may not have been cleaned up. Please try again or contact support.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Command Center' })).toBeTruthy();
    expect(localStorage.getItem(STEP_KEY)).toBe('1');
  });

  test('minimises to a pill and expands again', () => {
    installFakeApi();
    renderTour();
    click('Minimize');
    const pill = screen.getByRole('button', { name: 'Tour: Welcome, Step 1 of 5, Click to expand' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(pill);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });

  test('a user who completed onboarding sees no tour and stale tour storage is cleared; retakeTour starts over', async () => {
    localStorage.setItem(STEP_KEY, '3');
    localStorage.setItem(SAMPLE_CREATED_KEY, 'true');
    installFakeApi();
    renderTour(TEST_USER);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(STEP_KEY)).toBeNull();
    expect(localStorage.getItem(SAMPLE_CREATED_KEY)).toBeNull();

    act(() => {
      window.dispatchEvent(new Event('retakeTour'));
    });
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(localStorage.getItem(STEP_KEY)).toBe('0');
  });

  test('a retaken tour resumes at its step after a reload, until it ends', async () => {
    installFakeApi()
      .on('POST', '/onboarding/create-sample', { body: { odyssey_id: 'sample-ody' } })
      .on('POST', '/onboarding/complete', { body: { ok: true } });
    const first = renderTour(TEST_USER);
    act(() => {
      window.dispatchEvent(new Event('retakeTour'));
    });
    click("Let's Begin");
    await flush();
    await waitOutExplorePause();
    click('Next Stop');
    await waitOutExplorePause();
    expect(localStorage.getItem(STEP_KEY)).toBe('2');
    expect(localStorage.getItem(TOUR_USER_KEY)).toBe(TEST_USER.id);
    expect(localStorage.getItem(RETAKE_KEY)).toBe('true');

    // A reload: the page starts again with the same browser storage.
    first.unmount();
    const second = renderTour(TEST_USER);
    expect(screen.getByRole('heading', { name: 'Todos Workspace' })).toBeTruthy();
    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
    click('Skip Tour');
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect([STEP_KEY, TOUR_USER_KEY, RETAKE_KEY, SAMPLE_CREATED_KEY].map((k) => localStorage.getItem(k))).toEqual([null, null, null, null]);
    second.unmount();
    renderTour(TEST_USER);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test("another account's tour in this browser is not resumed", () => {
    localStorage.setItem(TOUR_USER_KEY, 'someone-else');
    localStorage.setItem(STEP_KEY, '3');
    localStorage.setItem(SAMPLE_CREATED_KEY, 'true');
    localStorage.setItem(SAMPLE_ODYSSEY_KEY, 'their-sample');
    installFakeApi();
    renderTour();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect([STEP_KEY, SAMPLE_CREATED_KEY, SAMPLE_ODYSSEY_KEY].map((k) => localStorage.getItem(k))).toEqual([null, null, null]);
  });
});
