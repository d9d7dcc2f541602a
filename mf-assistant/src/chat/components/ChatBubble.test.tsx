import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { chatEntry } from '../model/chatStore';
import { ChatBubble } from './ChatBubble';

// The markdown renderer cannot be fetched (offline, never loaded before).
vi.mock('@doorloopjes/shared/markdown', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('ChatBubble without the markdown renderer', () => {
  it('keeps a reply readable as plain, escaped text instead of breaking the chat', async () => {
    const reply = 'Begin met **een vast signaal**. <img src=x onerror=alert(1)>';
    const { container } = render(
      <MemoryRouter>
        <ChatBubble entry={chatEntry('bot', reply)} />
      </MemoryRouter>,
    );
    // Once the failed import has settled (the test's own import fails the same way) and React has
    // rendered again, the text is still there, as text.
    await act(async () => {
      await import('@doorloopjes/shared/markdown').catch(() => undefined);
    });
    expect(screen.getByText(reply).tagName).toBe('P');
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- no role exposes an attribute of raw HTML.
    expect(container.querySelector('img')).toBeNull();
  });
});
