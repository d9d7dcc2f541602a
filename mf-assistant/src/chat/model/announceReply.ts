import { announce } from '@doorloopjes/runtime';
import { messages } from '@doorloopjes/shared';

/** Markdown's marks, which a screen reader would read out as 'asterisk' or 'hash'. */
const MARKDOWN_MARKS = /[*_`#>]+|\[([^\]]*)\]\([^)]*\)/g;

/** The reply as plain text: links keep their text, marks are dropped, whitespace is collapsed. */
export function replyAsPlainText(markdown: string): string {
  return markdown
    .replace(MARKDOWN_MARKS, (_mark, linkText: string | undefined) => linkText ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Says a complete reply once. The conversation log is no live region (it would read every
 * streamed piece as it arrives); this is where a screen-reader user hears the answer.
 */
export function announceReply(markdown: string): void {
  announce(messages.assistant.replyAnnouncement(replyAsPlainText(markdown)));
}

/** A reply that failed is said at once. */
export function announceReplyError(text: string): void {
  announce(text, 'assertive');
}
