import '../../testing/jsdomPolyfills';
import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import { StepChat } from './StepChat';

const stored = (id: string, role: 'user' | 'assistant', message: string) => ({ id, step_id: 's1', role, message, created_at: '2025-01-01T10:00:00Z' });
const reply = {
  response: 'Well done.',
  message: stored('m2', 'assistant', 'Well done.'),
  extracted_findings: [],
  step_completed: false,
  completion_evaluation: null,
  planner: { name: 'offline', fallback: false, reason: null },
};

/** Holds the chat answer back until the test releases it, so the screen can be seen meanwhile. */
function holdChatAnswer() {
  const answered = jest.fn();
  let release: () => void = () => {};
  const fakeFetch = globalThis.fetch;
  globalThis.fetch = jest.fn((input: string, init?: { method?: string }) => {
    if (String(input) !== '/api/step-assistant/chat') return fakeFetch(input, init);
    return new Promise((resolve) => {
      release = () => {
        answered();
        resolve(fakeFetch(input, init));
      };
    });
  }) as unknown as typeof fetch;
  return { release: () => release(), answered };
}

function input() {
  return screen.getByLabelText<HTMLInputElement>('Message about Write the post');
}

describe('StepChat', () => {
  it('shows the message at once while the AI thinks, then the stored conversation and the reply', async () => {
    let history = [] as ReturnType<typeof stored>[];
    const api = installFakeApi()
      .on('GET', '/step-assistant/messages/s1', () => ({ body: history }))
      .on('GET', '/step-assistant/findings/s1', { body: [] })
      .on('GET', '/step-assistant/next-action/s1', { body: { next_action: '' } })
      .on('POST', '/step-assistant/chat', () => {
        history = [stored('m1', 'user', 'I drafted the intro'), stored('m2', 'assistant', 'Well done.')];
        return { body: reply };
      });
    const held = holdChatAnswer();
    const onReply = jest.fn();
    renderWithApp(<StepChat stepId="s1" stepTitle="Write the post" onReply={onReply} />);
    await settle();

    fireEvent.change(input(), { target: { value: '  I drafted the intro ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(screen.getByText('I drafted the intro')).toBeTruthy();
    expect(screen.getByText('AI is thinking...')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sending...' }).disabled).toBe(true);
    expect(input().value).toBe('');

    held.release();
    await settle();
    expect(api.calls('POST', '/step-assistant/chat')[0].body).toEqual({ step_id: 's1', message: 'I drafted the intro' });
    expect(onReply).toHaveBeenCalledWith(reply);
    expect(screen.queryByText('AI is thinking...')).toBeNull();
    expect(screen.getByText('Well done.')).toBeTruthy();
    expect(screen.getAllByText('I drafted the intro')).toHaveLength(1);
  });

  it('puts the message back in the input when sending fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi()
      .on('GET', '/step-assistant/messages/s1', { body: [] })
      .on('GET', '/step-assistant/findings/s1', { body: [] })
      .on('GET', '/step-assistant/next-action/s1', { body: { next_action: '' } })
      .on('POST', '/step-assistant/chat', { status: 503, body: { detail: 'The AI assistant could not answer right now.' } });
    const onReply = jest.fn();
    renderWithApp(<StepChat stepId="s1" stepTitle="Write the post" onReply={onReply} />);
    await settle();

    fireEvent.change(input(), { target: { value: 'Is this enough?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(input().value).toBe('Is this enough?');
    expect(screen.queryByText('AI is thinking...')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(false);
    expect(onReply).not.toHaveBeenCalled();
  });
});
