import DOMPurify from 'dompurify';
import { marked } from 'marked';
import type { MouseEvent } from 'react';

/** Markdown to HTML, sanitised with DOMPurify: no script, no event handler attribute survives. */
export function renderSafeMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export interface SafeMarkdownProps {
  markdown: string;
  className?: string;
  /** Called for clicks on links to platform paths (starting with '/'), so they navigate in-app. */
  onInternalLink?: (path: string) => void;
}

export function SafeMarkdown({ markdown, className, onInternalLink }: SafeMarkdownProps) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!onInternalLink || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (href && href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      onInternalLink(href);
    }
  };
  return (
    // The click handler only intercepts link activation (delegated), which keyboards trigger as clicks too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: renderSafeMarkdown(markdown) }} />
  );
}
