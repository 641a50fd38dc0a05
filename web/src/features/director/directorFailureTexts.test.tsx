import '../../testing/jsdomPolyfills';
import type { ReactNode } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { settle } from '../../testing/settle';
import DirectorPage from '../../app/pages/DirectorPage';
import FloatingChatPanel from './FloatingChatPanel';

// react-markdown and remark-gfm are ESM-only and do not load under Jest; these tests read the
// messages' text, so plain text stands in for the markdown.
jest.mock('react-markdown', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));
jest.mock('remark-gfm', () => ({ __esModule: true, default: () => undefined }));

/** What The Director says when sending or loading fails, on the full page and in the floating panel. */

function sendMessage(text: string) {
  fireEvent.change(screen.getByLabelText('Message The Director'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

/** Makes the chat call itself fail before any answer (the network is down). */
function chatCallThrows(api: FakeApi) {
  const answer = globalThis.fetch as (input: string, init?: object) => Promise<unknown>;
  (globalThis as { fetch: unknown }).fetch = jest.fn((input: string, init?: object) => {
    if (String(input).endsWith('/director/chat')) {
      api.requests.push({ method: 'POST', path: '/director/chat', body: undefined, headers: {} });
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return answer(input, init);
  });
}

describe('the floating Director panel when a message cannot be sent', () => {
  afterEach(() => jest.restoreAllMocks());

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it("toasts 'Failed to send message. Please try again.' for a non-OK answer and adds no reply", async () => {
    installFakeApi().on('POST', '/director/chat', { status: 500, body: { detail: 'Internal server error' } });
    renderWithApp(<FloatingChatPanel onClose={jest.fn()} />);
    sendMessage('What should I focus on?');
    await settle();
    expect(screen.getByText('Failed to send message. Please try again.')).toBeTruthy();
    expect(screen.getByText('What should I focus on?')).toBeTruthy();
    expect(screen.queryByText('Sorry, I encountered an error processing your request.')).toBeNull();
  });

  it("toasts 'Failed to send message. Please try again.' when the call itself fails", async () => {
    const api = installFakeApi();
    chatCallThrows(api);
    renderWithApp(<FloatingChatPanel onClose={jest.fn()} />);
    sendMessage('What should I focus on?');
    await settle();
    expect(api.calls('POST', '/director/chat')).toHaveLength(1);
    expect(screen.getByText('Failed to send message. Please try again.')).toBeTruthy();
  });
});

describe('the Director page when something fails', () => {
  afterEach(() => jest.restoreAllMocks());

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it("appends 'Sorry, I encountered an error processing your request.' as the reply, with no toast", async () => {
    installFakeApi().on('GET', '/director/conversations', { body: [] }).on('POST', '/director/chat', { status: 503, body: { detail: 'The model is unavailable.' } });
    renderWithApp(<DirectorPage />);
    await settle();
    sendMessage('What should I focus on?');
    await settle();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(log.textContent).toContain('What should I focus on?');
    expect(log.textContent).toContain('Sorry, I encountered an error processing your request.');
    expect(screen.queryByText('Failed to send message. Please try again.')).toBeNull();
  });

  it("a conversation list that fails to load is shown empty: 'No conversations yet'", async () => {
    installFakeApi().on('GET', '/director/conversations', { status: 503, body: { detail: 'down' } });
    renderWithApp(<DirectorPage />);
    await settle();
    expect(screen.getByText('No conversations yet')).toBeTruthy();
    expect(screen.getByText('Welcome to The Director')).toBeTruthy();
  });

  it('opening a conversation whose messages fail to load empties the chat, back to the welcome', async () => {
    installFakeApi()
      .on('GET', '/director/conversations', { body: [{ id: 'c1', title: 'Planning my week', updated_at: '2025-01-01T00:00:00Z' }] })
      .on('POST', '/director/chat', { status: 503, body: { detail: 'down' } })
      .on('GET', '/director/conversations/c1/messages', { status: 503, body: { detail: 'down' } });
    renderWithApp(<DirectorPage />);
    await settle();
    sendMessage('What should I focus on?');
    await settle();
    expect(screen.queryByText('Welcome to The Director')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Planning my week/ }));
    await settle();
    expect(screen.getByText('Welcome to The Director')).toBeTruthy();
    expect(screen.queryByText('What should I focus on?')).toBeNull();
  });
});
