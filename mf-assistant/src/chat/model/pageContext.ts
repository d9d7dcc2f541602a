import type { ChatContextInput } from '@doorloopjes/assistant-context';

/** Marks the assistant's own UI, which is never part of the page context. */
export const ASSISTANT_ROOT_ATTRIBUTE = 'data-ai-assistant';

type PageContext = Pick<ChatContextInput, 'pagePath' | 'pageTitle' | 'pageText'>;

/**
 * What the user is looking at: the path, the page heading and the visible text of the main
 * area, without the assistant's own chat (on the dashboard the chat sits inside main).
 */
export function readPageContext(doc: Document = document): PageContext {
  const main = doc.querySelector('main');
  let pageText = '';
  let heading = '';
  if (main) {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll(`[${ASSISTANT_ROOT_ATTRIBUTE}], script, style, noscript`).forEach((node) => node.remove());
    heading = collapse(copy.querySelector('h1')?.textContent ?? '');
    pageText = textOf(copy);
  }
  return {
    pagePath: doc.location?.pathname ?? null,
    pageTitle: heading || doc.title || null,
    pageText,
  };
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Text nodes joined with spaces: adjacent blocks ('<h1>A</h1><p>B</p>') must not run together. */
function textOf(root: HTMLElement): string {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  return collapse(parts.join(' '));
}
