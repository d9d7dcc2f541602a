import { describe, expect, it } from 'vitest';
import { StreamingLinkGuard } from '../src/answer/linkGuard.js';
import { keepOnlyExistingLinks } from '../src/answer/links.js';
import { fixtureIndex } from './support/fixtureIndex.js';

const index = fixtureIndex();
const TEXT =
  'Lees [Breuken vergelijken](/doorloopjes/breuken-vergelijken) en niet [dit](https://example.com/x "titel"), ' +
  'ook geen ![plaatje](https://example.com/p.png) of [Verzonnen](/doorloopjes/bestaat-niet). Zie [alle doorloopjes](/doorloopjes).';

function through(pieces: string[]): string {
  const guard = new StreamingLinkGuard(index);
  return pieces.map((piece) => guard.push(piece)).join('') + guard.flush();
}

describe('links in streamed text', () => {
  it('come out as in a whole answer, wherever the pieces are cut', () => {
    const whole = keepOnlyExistingLinks(TEXT, index);
    expect(whole).toContain('[Breuken vergelijken](/doorloopjes/breuken-vergelijken)');
    expect(whole).not.toContain('example.com');
    for (let cut = 0; cut <= TEXT.length; cut += 1) {
      expect(through([TEXT.slice(0, cut), TEXT.slice(cut)])).toBe(whole);
    }
    expect(through([...TEXT])).toBe(whole);
  });

  it('never let text after an abandoned bracket turn it into a link', () => {
    const long = `Begin [${'x'.repeat(700)}`;
    const guard = new StreamingLinkGuard(index);
    const shown = guard.push(long) + guard.push('](https://example.com)') + guard.flush();
    // Escaped, the bracket is text: markdown cannot make a link of `\[...](...)`.
    expect(shown.startsWith(`Begin \\[${'x'.repeat(10)}`)).toBe(true);
  });

  it('show an unfinished link at the end as text', () => {
    expect(through(['Zie [Breuken', ' vergelijken](/doorlo'])).toBe('Zie \\[Breuken vergelijken](/doorlo');
  });
});
