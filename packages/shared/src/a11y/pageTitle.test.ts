import { describe, expect, it } from 'vitest';
import { messages } from '@doorloopjes/messages';
import { loadedPageName } from './loadedPageName';
import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('puts the page name before the product name', () => {
    expect(pageTitle('Activeren van voorkennis')).toBe('Activeren van voorkennis · Doorloopjes');
  });

  it('is the product name alone without a page name', () => {
    expect(pageTitle(null)).toBe(messages.common.productName);
    expect(pageTitle('  ')).toBe(messages.common.productName);
  });
});

describe('loadedPageName', () => {
  it('waits while the item loads and names it once loaded', () => {
    expect(loadedPageName('pending', undefined)).toBeUndefined();
    expect(loadedPageName('success', 'Webinar over lezen')).toBe('Webinar over lezen');
  });

  it('names a missing item and a failed load', () => {
    expect(loadedPageName('success', null)).toBe(messages.common.notFoundTitle);
    expect(loadedPageName('error', undefined)).toBe(messages.common.pageLoadFailedTitle);
  });
});
