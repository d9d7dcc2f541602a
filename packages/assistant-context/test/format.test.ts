import { describe, expect, it } from 'vitest';
import {
  buildContextHeader,
  CONTEXT_HEADER_LIMIT,
  HEADER_CLOSE,
  HEADER_OPEN,
  MAX_TITLES_PER_LIST,
  MIN_PAGE_TEXT_ROOM,
  PAGE_TEXT_LABEL,
  type ChatContextInput,
} from '../src/index.js';

const titles = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);

const base: ChatContextInput = {
  role: 'leraar',
  sector: 'PO',
  inProgress: ['Breuken vergelijken'],
  completed: [],
  saved: ['Klokkijken'],
  pagePath: '/doorloopjes/breuken-vergelijken',
  pageTitle: 'Breuken vergelijken',
};

/** Length of the header without page text, to aim the page text room at an exact value. */
function roomFor(input: ChatContextInput, limit: number): number {
  return limit - buildContextHeader({ ...input, pageText: '' }, limit).length - PAGE_TEXT_LABEL.length - 1;
}

describe('buildContextHeader', () => {
  it('writes the fields in the shape the assistant service parses', () => {
    expect(buildContextHeader({ ...base, pageText: 'Stap 1: teken een strook.' })).toBe(
      [
        HEADER_OPEN,
        'Rol: leraar',
        'Sector: PO',
        'Bezig: Breuken vergelijken',
        'Afgerond: geen',
        'Opgeslagen: Klokkijken',
        'Pagina: /doorloopjes/breuken-vergelijken',
        'Paginatitel: Breuken vergelijken',
        'Paginatekst: Stap 1: teken een strook.',
        HEADER_CLOSE,
      ].join('\n'),
    );
  });

  it('lists at most 20 titles per list', () => {
    const header = buildContextHeader({ ...base, inProgress: titles('Bezig', 25), completed: titles('Klaar', 21), saved: titles('Bewaard', 20) });
    const line = (label: string) => header.split('\n').find((l) => l.startsWith(`${label}: `))?.slice(label.length + 2).split(' | ') ?? [];
    expect(line('Bezig')).toHaveLength(MAX_TITLES_PER_LIST);
    expect(line('Bezig').at(-1)).toBe('Bezig 20');
    expect(line('Afgerond')).toHaveLength(MAX_TITLES_PER_LIST);
    expect(line('Opgeslagen')).toHaveLength(MAX_TITLES_PER_LIST);
  });

  it('never exceeds 2000 characters, however long the page text is', () => {
    const header = buildContextHeader({ ...base, pageText: 'x'.repeat(10_000) });
    expect(header).toHaveLength(CONTEXT_HEADER_LIMIT);
    expect(header.endsWith(`\n${HEADER_CLOSE}`)).toBe(true);
  });

  it('leaves the page text out when exactly 50 characters remain for it', () => {
    const limit = 400;
    // Lengthen the title until the room for page text is exactly the threshold.
    const room = roomFor(base, limit);
    const input = { ...base, pageTitle: `${base.pageTitle}${'t'.repeat(room - MIN_PAGE_TEXT_ROOM)}` };
    expect(roomFor(input, limit)).toBe(MIN_PAGE_TEXT_ROOM);
    expect(buildContextHeader({ ...input, pageText: 'p'.repeat(500) }, limit)).not.toContain(PAGE_TEXT_LABEL);
  });

  it('adds the page text, cut to fit, when 51 characters remain', () => {
    const limit = 400;
    const room = roomFor(base, limit);
    const input = { ...base, pageTitle: `${base.pageTitle}${'t'.repeat(room - MIN_PAGE_TEXT_ROOM - 1)}` };
    expect(roomFor(input, limit)).toBe(MIN_PAGE_TEXT_ROOM + 1);
    const header = buildContextHeader({ ...input, pageText: 'p'.repeat(500) }, limit);
    expect(header).toContain(`${PAGE_TEXT_LABEL}${'p'.repeat(MIN_PAGE_TEXT_ROOM + 1)}\n`);
    expect(header).toHaveLength(limit);
  });

  it('keeps lists and markers within the limit when the titles alone are too long', () => {
    const long = Array.from({ length: 20 }, (_, i) => `${i} ${'lange titel '.repeat(10)}`);
    const header = buildContextHeader({ ...base, inProgress: long, completed: long, saved: long, pageText: 'tekst' });
    expect(header.length).toBeLessThanOrEqual(CONTEXT_HEADER_LIMIT);
    expect(header.startsWith(HEADER_OPEN)).toBe(true);
    expect(header.endsWith(HEADER_CLOSE)).toBe(true);
    expect(header).toContain('Pagina: /doorloopjes/breuken-vergelijken');
    expect(header).not.toContain(PAGE_TEXT_LABEL);
  });

  it('keeps every value on one line and titles free of the list separator', () => {
    const header = buildContextHeader({ ...base, inProgress: ['Eén | twee'], pageTitle: 'Titel\nmet regel', pageText: `a\n\n${'b'.repeat(60)}` });
    expect(header).toContain('Bezig: Eén / twee');
    expect(header).toContain('Paginatitel: Titel met regel');
    expect(header).toContain(`Paginatekst: a ${'b'.repeat(60)}`);
  });

  it('omits a missing role, sector and page', () => {
    const header = buildContextHeader({ inProgress: [], completed: [], saved: [] });
    expect(header).toBe([HEADER_OPEN, 'Bezig: geen', 'Afgerond: geen', 'Opgeslagen: geen', HEADER_CLOSE].join('\n'));
  });
});
