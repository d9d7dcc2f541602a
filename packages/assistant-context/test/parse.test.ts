import { describe, expect, it } from 'vitest';
import { parseMessage } from '../src/index.js';

describe('context header', () => {
  it('reads the canonical header and separates the user text', () => {
    const parsed = parseMessage(
      [
        '[CONTEXT]',
        'Rol: leraar',
        'Sector: PO',
        'Naam: Demo Docent',
        'Bezig: Breuken vergelijken | Voorspellen bij begrijpend lezen',
        'Afgerond: Feedback geven met de feedbackladder',
        'Opgeslagen: geen',
        'Pagina: /doorloopjes/breuken-vergelijken',
        'Paginatitel: Breuken vergelijken',
        'Paginatekst: Stap 1: Gelijknamig maken',
        'Pagina: 3 staat ook in de tekst',
        '[/CONTEXT]',
        'Maak een lesplan',
        'met twee regels',
      ].join('\n'),
    );
    expect(parsed.hadHeader).toBe(true);
    expect(parsed.userText).toBe('Maak een lesplan\nmet twee regels');
    expect(parsed.context).toEqual({
      role: 'leraar',
      sector: 'PO',
      name: 'Demo Docent',
      inProgress: ['Breuken vergelijken', 'Voorspellen bij begrijpend lezen'],
      completed: ['Feedback geven met de feedbackladder'],
      saved: [],
      pagePath: '/doorloopjes/breuken-vergelijken',
      pageTitle: 'Breuken vergelijken',
      pageText: 'Stap 1: Gelijknamig maken\nPagina: 3 staat ook in de tekst',
    });
  });

  it('treats a message without a header as all user text', () => {
    const parsed = parseMessage('Hoe vergelijk ik breuken?\nRol: dit is geen header');
    expect(parsed.hadHeader).toBe(false);
    expect(parsed.userText).toBe('Hoe vergelijk ik breuken?\nRol: dit is geen header');
    expect(parsed.context.inProgress).toEqual([]);
  });

  it('accepts a header without markers, ending at the first blank line', () => {
    const parsed = parseMessage('Rol: schoolleider\nIn uitvoering:\n- Titel A\n- Titel B; Titel C\nHuidige pagina: http://localhost:3000/artikel/x?y=1\n\nWat raad je aan?');
    expect(parsed.context.role).toBe('schoolleider');
    expect(parsed.context.inProgress).toEqual(['Titel A', 'Titel B', 'Titel C']);
    expect(parsed.context.pagePath).toBe('/artikel/x');
    expect(parsed.userText).toBe('Wat raad je aan?');
  });

  it('tolerates case, accents, synonyms and an unclosed marker', () => {
    const parsed = parseMessage('[context]\nROL: Leraar\nVoltooid: "A" • "B"\nFavorieten: C\n\nVraag');
    expect(parsed.context.role).toBe('Leraar');
    expect(parsed.context.completed).toEqual(['A', 'B']);
    expect(parsed.context.saved).toEqual(['C']);
    expect(parsed.userText).toBe('Vraag');
  });

  it('ignores unknown keys and caps lists at 20 titles', () => {
    const titles = Array.from({ length: 30 }, (_, i) => `Titel ${i}`);
    const parsed = parseMessage(`[CONTEXT]\nOnbekend: x\nBezig: ${titles.join(' | ')}\n[/CONTEXT]\nVraag`);
    expect(parsed.context.inProgress).toHaveLength(20);
    expect(parsed.context.inProgress[19]).toBe('Titel 19');
  });

  it('leaves an empty user text when the message is only a header', () => {
    expect(parseMessage('[CONTEXT]\nRol: leraar\n[/CONTEXT]\n   ').userText).toBe('');
  });
});
