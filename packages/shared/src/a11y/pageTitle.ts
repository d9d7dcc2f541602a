import { commonMessages } from '@doorloopjes/messages/common';

/** The separator between a page's own name and the product's name in the document title. */
const TITLE_SEPARATOR = ' · ';

/**
 * The document title of a page: its own name first (what a screen reader reads when a tab is
 * switched to, and what stays readable in a narrow tab), then the product. Without a name (the
 * landing page) it is the product's name alone.
 */
export function pageTitle(name?: string | null): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed}${TITLE_SEPARATOR}${commonMessages.productName}` : commonMessages.productName;
}
