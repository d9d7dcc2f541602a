import { describe, expect, it } from 'vitest';
import { ASSISTANT_ROOT_ATTRIBUTE, readPageContext } from './pageContext';

describe('readPageContext', () => {
  it('reads the heading and text of main, without the assistant itself', () => {
    document.title = 'Doorloopjes';
    document.body.innerHTML = `
      <nav>Hoofdmenu</nav>
      <main>
        <h1>Breuken   vergelijken</h1>
        <p>Stap 1: teken <strong>een</strong> strook.</p><p>Stap 2</p>
        <section ${ASSISTANT_ROOT_ATTRIBUTE}>Geheim gesprek</section>
      </main>`;
    const context = readPageContext();
    expect(context.pagePath).toBe('/');
    expect(context.pageTitle).toBe('Breuken vergelijken');
    expect(context.pageText).toBe('Breuken vergelijken Stap 1: teken een strook. Stap 2');
    expect(context.pageText).not.toContain('Hoofdmenu');
    expect(context.pageText).not.toContain('Geheim');
  });

  it('falls back to the document title without a main area', () => {
    document.title = 'Dashboard';
    document.body.innerHTML = '<div>los</div>';
    expect(readPageContext()).toEqual({ pagePath: '/', pageTitle: 'Dashboard', pageText: '' });
  });
});
