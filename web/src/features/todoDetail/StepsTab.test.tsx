import '../../testing/jsdomPolyfills';
import { fireEvent, screen } from '@testing-library/react';
import type { Step } from '../../shared/models/todo';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { StepsTab } from './StepsTab';

const step = {
  id: 's1',
  todo_id: 't1',
  title: 'Book the venue',
  description: 'Call three venues',
  status: 'pending',
  order_index: 0,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  completed_at: null,
} as Step;

async function renderPlan(planner: { name: string; fallback: boolean; reason: string | null } | null) {
  installFakeApi();
  renderWithApp(
    <StepsTab todoId="t1" steps={[step]} planner={planner} highlightedStepId={null} completingStepId={null} onComplete={jest.fn()} onChanged={jest.fn()} onChatReply={jest.fn()} />,
  );
  await settle();
}

describe('StepsTab: who planned the steps', () => {
  it('notes under the plan when the offline planner stood in for the model, and why', async () => {
    await renderPlan({ name: 'offline (fallback from local-model)', fallback: true, reason: 'the AI planner is unavailable: it answered with status 500' });
    expect(screen.getByRole('heading', { name: 'AI-Generated Plan' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Planned offline: the model did not answer (the AI planner is unavailable: it answered with status 500).');
  });

  it('says the offline planner made the plan when no model is configured, under the spec’s heading', async () => {
    await renderPlan({ name: 'offline', fallback: false, reason: null });
    expect(screen.getByRole('heading', { name: 'AI-Generated Plan' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Made by the offline planner, without an AI model.');
  });

  it('shows no note for the model’s plan', async () => {
    await renderPlan({ name: 'local-model', fallback: false, reason: null });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows no note for a plan no planner wrote', async () => {
    await renderPlan(null);
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe("StepsTab: a step's AI chat", () => {
  it('heads its next action and findings one level under the plan, skipping no level', async () => {
    installFakeApi()
      .on('GET', '/step-assistant/messages/s1', { body: [] })
      .on('GET', '/step-assistant/findings/s1', { body: [] })
      .on('GET', '/step-assistant/next-action/s1', { body: { next_action: 'Call the first venue' } });
    renderWithApp(
      <StepsTab todoId="t1" steps={[step]} planner={null} highlightedStepId={null} completingStepId={null} onComplete={jest.fn()} onChanged={jest.fn()} onChatReply={jest.fn()} />,
    );
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'AI chat' }));
    await settle();
    screen.getByText('Call the first venue');
    const headings = screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(headings).toEqual(['H2 AI-Generated Plan', 'H3 Next action', 'H3 Findings (0)']);
  });
});
