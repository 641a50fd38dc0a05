import '../../testing/jsdomPolyfills';
import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../testing/fakeApi';
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

/** A fake server for step s1: `messages` answers its conversation, no findings and no next action yet. */
function fakeServer(messages: Parameters<FakeApi['on']>[2]) {
  return installFakeApi()
    .on('GET', '/step-assistant/messages/s1', messages)
    .on('GET', '/step-assistant/findings/s1', { body: [] })
    .on('GET', '/step-assistant/next-action/s1', { body: { next_action: '' } });
}

/** Opens the chat of step s1 and lets it load; resolves the reply callback. */
async function openChat() {
  const onReply = jest.fn();
  renderWithApp(<StepChat stepId="s1" stepTitle="Write the post" onReply={onReply} />);
  await settle();
  return onReply;
}

async function send(message: string) {
  fireEvent.change(input(), { target: { value: message } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await settle();
}

describe('StepChat', () => {
  it('shows the message at once while the AI thinks, then the stored conversation and the reply', async () => {
    let history = [] as ReturnType<typeof stored>[];
    const api = fakeServer(() => ({ body: history })).on('POST', '/step-assistant/chat', () => {
      history = [stored('m1', 'user', 'I drafted the intro'), stored('m2', 'assistant', 'Well done.')];
      return { body: reply };
    });
    const held = holdChatAnswer();
    const onReply = await openChat();

    await send('  I drafted the intro ');
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
    fakeServer({ body: [] }).on('POST', '/step-assistant/chat', { status: 503, body: { detail: 'The AI assistant could not answer right now.' } });
    const onReply = await openChat();

    await send('Is this enough?');
    expect(input().value).toBe('Is this enough?');
    expect(screen.queryByText('AI is thinking...')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(false);
    expect(onReply).not.toHaveBeenCalled();
  });

  it('deleting a finding leaves the focus on the next finding, and on the empty list once none is left', async () => {
    const finding = (id: string, title: string) => ({ id, step_id: 's1', step_title: 'Write the post', finding_type: 'decision', title, content: title, source: 'chat', created_at: '2025-01-01T10:00:00Z' });
    let findings = [finding('f1', 'Publish on Tuesday'), finding('f2', 'Use the blue header')];
    const deleting = (id: string) => () => {
      findings = findings.filter((f) => f.id !== id);
      return { status: 204 };
    };
    fakeServer({ body: [] })
      .on('GET', '/step-assistant/findings/s1', () => ({ body: findings }))
      .on('DELETE', '/step-assistant/findings/f1', deleting('f1'))
      .on('DELETE', '/step-assistant/findings/f2', deleting('f2'));
    renderWithApp(<StepChat stepId="s1" stepTitle="Write the post" onReply={jest.fn()} />);
    await settle();
    const deleteWithTheKeyboard = async (title: string) => {
      const cross = screen.getByRole('button', { name: `Delete finding ${title}` });
      cross.focus();
      fireEvent.click(cross);
      await settle();
    };
    await deleteWithTheKeyboard('Publish on Tuesday');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete finding Use the blue header' }));
    await deleteWithTheKeyboard('Use the blue header');
    expect(document.activeElement).toBe(screen.getByText('No findings yet...'));
  });
});
