import '../../testing/jsdomPolyfills';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { ChatMessages } from './ChatMessages';
import type { ChatPhase } from './useDirectorChat';

// react-markdown and remark-gfm are ESM-only and do not load under Jest: plain text stands in.
jest.mock('react-markdown', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }));
jest.mock('remark-gfm', () => ({ __esModule: true, default: () => undefined }));

const question = { role: 'user' as const, content: 'What should I focus on?', timestamp: '2025-01-01T09:00:00Z' };

function show(phase: ChatPhase, streamText = '') {
  render(<ChatMessages chat={{ messages: [question], phase, streamText }} empty={<p>Start a conversation</p>} />);
}

describe('the Director chat while a reply is on its way', () => {
  it("says 'The Director is thinking' and 'Analyzing your productivity data...' until the first chunk", () => {
    show('waiting');
    expect(screen.getByText('The Director is thinking')).toBeTruthy();
    expect(screen.getByText('Analyzing your productivity data...')).toBeTruthy();
    expect(screen.queryByText('Typing...')).toBeNull();
  });

  it("shows the streamed text with 'Typing...' once chunks arrive, and no longer the thinking indicator", () => {
    show('streaming', 'Start with the launch post.');
    expect(screen.getByText('Start with the launch post.')).toBeTruthy();
    expect(screen.getByText('Typing...')).toBeTruthy();
    expect(screen.queryByText('The Director is thinking')).toBeNull();
  });

  it('shows neither indicator once the reply is in', () => {
    show('idle');
    expect(screen.queryByText('Typing...')).toBeNull();
    expect(screen.queryByText('The Director is thinking')).toBeNull();
    expect(screen.queryByText('Start a conversation')).toBeNull();
  });
});
