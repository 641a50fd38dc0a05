import '../../testing/jsdomPolyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { StepChat } from './StepChat';

const stepId = '22222222-2222-4222-8222-222222222222';
const userMessage = { id: 'm1', step_id: stepId, role: 'user', message: 'How do I start?', created_at: '2025-03-10T09:00:00.000Z' };
const replyMessage = { id: 'm2', step_id: stepId, role: 'assistant', message: 'Start with the outline.', created_at: '2025-03-10T09:00:01.000Z' };

function chatApi(planner: { name: string; fallback: boolean; reason: string | null }) {
  let sent = false;
  return installFakeApi()
    .on('GET', `/step-assistant/messages/${stepId}`, () => ({ body: sent ? [userMessage, replyMessage] : [] }))
    .on('GET', `/step-assistant/findings/${stepId}`, { body: [] })
    .on('GET', `/step-assistant/next-action/${stepId}`, { body: { step_id: stepId, next_action: '', suggested_by_assistant: false } })
    .on('POST', '/step-assistant/chat', () => {
      sent = true;
      return {
        body: {
          response: replyMessage.message,
          message: replyMessage,
          user_message: userMessage,
          extracted_findings: [],
          step_completed: false,
          next_action: '',
          todo_status: 'in_progress',
          todo_auto_completed: false,
          completion_evaluation: null,
          planner,
          evaluation_planner: null,
        },
      };
    });
}

async function ask() {
  fireEvent.change(screen.getByLabelText('Message about Outline'), { target: { value: 'How do I start?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await settle();
}

describe('StepChat: who wrote the reply', () => {
  it.each([
    {
      when: 'the offline planner answered instead of the model',
      planner: { name: 'offline (fallback from local-model)', fallback: true, reason: 'it did not answer within 60 seconds' },
      note: 'Planned offline: the model did not answer (it did not answer within 60 seconds).',
    },
    { when: 'no model is configured', planner: { name: 'offline', fallback: false, reason: null }, note: 'Made by the offline planner, without an AI model.' },
  ])('notes under the reply who answered when $when', async ({ planner, note }) => {
    chatApi(planner);
    renderWithApp(<StepChat stepId={stepId} stepTitle="Outline" onReply={jest.fn()} />);
    await settle();
    await ask();

    const reply = within(screen.getByRole('log')).getByText('Start with the outline.');
    expect(within(reply).getByRole('note').textContent).toBe(note);
  });

  it('shows no note when the model answered', async () => {
    chatApi({ name: 'local-model', fallback: false, reason: null });
    renderWithApp(<StepChat stepId={stepId} stepTitle="Outline" onReply={jest.fn()} />);
    await settle();
    await ask();

    expect(within(screen.getByRole('log')).getByText('Start with the outline.')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
