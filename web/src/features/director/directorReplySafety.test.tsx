import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { safeMarkdownComponents } from './safeMarkdownComponents';
import { ApiError } from '../../shared/api/http';
import { CHAT_ERROR_REPLY, chatFailureText } from './useDirectorChat';

// react-markdown itself is ESM-only and does not load under Jest: this tests the renderer the
// chat bubbles hand it for images.
describe('markdown images in Director replies', () => {
  it('are shown as text with their address, and nothing is loaded', () => {
    const Img = safeMarkdownComponents.img as (props: { alt?: string; src?: string }) => ReactElement;
    const { container } = render(<Img alt="p" src="http://host/x.png" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('[image: p (http://host/x.png)]')).toBeTruthy();
  });
});

describe('a Director message that could not be sent', () => {
  it('shows the rate limit’s detail (when to retry), else the general sentence', () => {
    const limited = new ApiError(429, 'You have used the AI planner 30 times in the last minute here. Try again in 12 seconds.');
    expect(chatFailureText(limited, CHAT_ERROR_REPLY)).toBe('You have used the AI planner 30 times in the last minute here. Try again in 12 seconds.');
    expect(chatFailureText(new ApiError(500, 'Internal server error'), CHAT_ERROR_REPLY)).toBe(CHAT_ERROR_REPLY);
    expect(chatFailureText(new Error('network'), CHAT_ERROR_REPLY)).toBe(CHAT_ERROR_REPLY);
  });
});
