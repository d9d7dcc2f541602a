import { useAnnouncerStore } from '@doorloopjes/runtime';
import { messages } from '@doorloopjes/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { announceReply, announceReplyError, replyAsPlainText } from './announceReply';

afterEach(() => useAnnouncerStore.setState({ polite: null, assertive: null }));

describe('announceReply', () => {
  it('reads markdown as plain text, keeping link texts', () => {
    expect(replyAsPlainText('## Tip\n\n**Start** met _voorkennis_, zie [dit doorloopje](/doorloopjes/x).')).toBe(
      'Tip Start met voorkennis, zie dit doorloopje.',
    );
  });

  it('says a complete reply politely, an error at once', () => {
    announceReply('**Goed** idee.');
    expect(useAnnouncerStore.getState().polite?.text).toBe(messages.assistant.replyAnnouncement('Goed idee.'));
    announceReplyError('Er ging iets mis.');
    expect(useAnnouncerStore.getState().assertive?.text).toBe('Er ging iets mis.');
  });
});
