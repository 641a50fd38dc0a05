import { render, screen } from '@testing-library/react';
import { inputClass } from '../../shared/ui/styles';
import { ChatInput } from './ChatInput';
import { looksLike } from '../../testing/looksLike';

// The message box is a field like any other: its own background and text colour in both themes
// (a box that took the page's dark text stayed unreadable on a dark panel), the shared edge,
// placeholder and focus ring.
it("The Director's message box has the shared field look", () => {
  render(<ChatInput chat={{ phase: 'idle', send: () => true }} rows={3} placeholder="Ask" />);
  const box = screen.getByLabelText('Message The Director');
  expect(box.tagName).toBe('TEXTAREA');
  expect(looksLike(box, inputClass)).toBe(true);
});
