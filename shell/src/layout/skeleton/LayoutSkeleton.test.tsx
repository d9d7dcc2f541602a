import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LayoutSkeleton } from './LayoutSkeleton';

describe('the logged-in frame skeleton', () => {
  it('is the markup the static server puts in the HTML, so React takes over without a change', () => {
    const served = readFileSync(join(process.cwd(), 'src/layout/skeleton/layoutSkeleton.html'), 'utf8').trim();
    expect(renderToStaticMarkup(<LayoutSkeleton />)).toBe(served);
  });

  it('tells assistive technology that the page is loading', () => {
    const view = renderToStaticMarkup(<LayoutSkeleton />);
    expect(view).toContain('aria-busy="true"');
    expect(view).toContain('role="status">Layout laden...</p>');
  });
});
