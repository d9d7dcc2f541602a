import { describe, expect, it } from 'vitest';
import { buildGrounding } from '../src/answer/grounding.js';
import { ContentIndex } from '../src/retrieval/contentIndex.js';
import { parseMessage } from '@doorloopjes/assistant-context';
import type { PlatformUser } from '../src/http/userVerifier.js';
import { answerTexts } from '../src/http/messages.js';
import { NoModelProvider } from '../src/providers/no-model/noModelProvider.js';
import { seedIndex } from '../eval/seedContent.js';
import { doorloopjes } from './support/fixtures.js';
import { existingPages, fixtureIndex, linkTargets } from './support/fixtureIndex.js';

const teacher: PlatformUser = { id: '1', fullName: 'Demo Docent', educationRole: 'leraar', educationSector: 'PO' };
const provider = new NoModelProvider();

async function ask(message: string, options: { user?: PlatformUser; url?: string; index?: ContentIndex } = {}): Promise<string> {
  const index = options.index ?? fixtureIndex();
  const parsed = parseMessage(message);
  const user = options.user ?? teacher;
  return provider.answer({
    userText: parsed.userText,
    context: parsed.context,
    user,
    role: user.educationRole,
    grounding: buildGrounding(index, parsed.userText, parsed.context, options.url),
    history: [],
    index,
  });
}

const breuken = doorloopjes[0];
const lezen = doorloopjes[1];

describe('streaming', () => {
  it('streams the same answer in pieces', async () => {
    const index = fixtureIndex();
    const parsed = parseMessage('Maak een lesplan voor Breuken vergelijken');
    const request = {
      userText: parsed.userText,
      context: parsed.context,
      user: teacher,
      role: teacher.educationRole,
      grounding: buildGrounding(index, parsed.userText, parsed.context, undefined),
      history: [],
      index,
    };
    const pieces: string[] = [];
    for await (const piece of provider.stream(request, new AbortController().signal)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(provider.answer(request));
  });
});

describe('lesson plans', () => {
  it("turn the doorloopje's steps into lesson phases, with goal, materials, differentiation and closing", async () => {
    const answer = await ask('Maak een lesplan voor Breuken vergelijken');
    expect(answer).toContain('## Lesplan: Breuken vergelijken');
    for (const heading of ['### Leerdoel', '### Materialen', '### Lesverloop', '### Differentiatie', '### Afsluiting']) {
      expect(answer).toContain(heading);
    }
    for (const [position, step] of (breuken?.steps ?? []).entries()) {
      expect(answer).toContain(`**Stap ${position + 1}: ${step.title}**`);
    }
    expect(answer).toContain('Boek 1, pagina 12');
    expect(answer).toContain('video');
    expect(answer).toContain('(/doorloopjes/breuken-vergelijken)');
  });

  it("differentiate for the user's sector", async () => {
    const po = await ask('Maak een lesplan voor Breuken vergelijken');
    const mbo = await ask('Maak een lesplan voor Breuken vergelijken', { user: { ...teacher, educationSector: 'MBO' } });
    expect(po).toContain('Differentiatie voor primair onderwijs (PO)');
    expect(mbo).toContain('Differentiatie voor middelbaar beroepsonderwijs (MBO)');
    expect(mbo).toContain('beroepspraktijk');
    expect(po).not.toContain('beroepspraktijk');
  });

  it('take the sector from the context header over the profile', async () => {
    const answer = await ask('[CONTEXT]\nSector: HBO\n[/CONTEXT]\nMaak een lesplan voor Breuken vergelijken');
    expect(answer).toContain('Differentiatie voor hoger beroepsonderwijs (HBO)');
  });

  it('follow the grade, sector and duration named in the message over the profile', async () => {
    const vo = { ...teacher, educationSector: 'VO' };
    const answer = await ask('[CONTEXT]\nSector: VO\n[/CONTEXT]\nMaak een lesplan van 30 minuten over breuken vergelijken voor groep 7', { user: vo });
    expect(answer).toContain('Een les van 30 minuten voor groep 7 (primair onderwijs (PO)).');
    expect(answer).toContain('Differentiatie voor groep 7, primair onderwijs (PO)');
    expect(answer).not.toContain('voortgezet onderwijs');
    const mbo = await ask('Maak een lesplan voor Breuken vergelijken in het mbo');
    expect(mbo).toContain('Differentiatie voor middelbaar beroepsonderwijs (MBO)');
    // What the message leaves open comes from the profile.
    expect(mbo).toContain('Een les van 45 minuten');
  });

  it('say honestly that nothing fits when the topic is not on the platform', async () => {
    const answer = await ask('Maak een lesplan over de Tweede Wereldoorlog voor groep 8');
    expect(answer).toContain('Ik kon geen doorloopje vinden');
  });

  it('use the doorloopje of the current page when the request does not name one', async () => {
    const answer = await ask('[CONTEXT]\nPagina: /doorloopjes/voorspellen-bij-begrijpend-lezen\n[/CONTEXT]\nMaak een lesplan voor dit doorloopje');
    expect(answer).toContain(`## Lesplan: ${lezen?.title}`);
    for (const step of lezen?.steps ?? []) expect(answer).toContain(step.title);
  });

  it('fall back to the request url for the current page', async () => {
    const answer = await ask('Kun je hier een lesplan van maken?', { url: 'http://localhost:3000/doorloopjes/feedback-geven-met-de-feedbackladder' });
    expect(answer).toContain('## Lesplan: Feedback geven met de feedbackladder');
  });

  it('say so when there is no doorloopje to plan, with only existing links', async () => {
    const answer = await ask('Maak een lesplan', { index: new ContentIndex() });
    expect(answer).toContain('Ik kon geen doorloopje vinden');
    for (const target of linkTargets(answer)) expect(existingPages()).toContain(target);
  });
});

describe('summaries', () => {
  it('summarise the named item with its steps and a link to it', async () => {
    const answer = await ask('Geef een samenvatting van Voorspellen bij begrijpend lezen');
    expect(answer).toContain('## Samenvatting: Voorspellen bij begrijpend lezen');
    expect(answer).toContain('Voorspellen helpt leerlingen actief te lezen');
    for (const step of lezen?.steps ?? []) expect(answer).toContain(step.title);
    expect(linkTargets(answer)).toEqual(['/doorloopjes/voorspellen-bij-begrijpend-lezen']);
  });

  it('summarise the article on the current page', async () => {
    const answer = await ask('[CONTEXT]\nPagina: /artikel/rekenangst-voorkomen\n[/CONTEXT]\nVat deze pagina samen');
    expect(answer).toContain('## Samenvatting: Rekenangst voorkomen');
    expect(answer).toContain('tijdsdruk');
    expect(linkTargets(answer)).toEqual(['/artikel/rekenangst-voorkomen']);
  });
});

describe('questions', () => {
  it('recommend the best-matching doorloopjes and articles, each with a reason', async () => {
    const answer = await ask('Hoe krijg ik mijn leerlingen meer aan het lezen?');
    const lines = answer.split('\n').filter((line) => line.startsWith('- ['));
    expect(lines[0]).toContain('[Voorspellen bij begrijpend lezen](/doorloopjes/voorspellen-bij-begrijpend-lezen)');
    expect(answer).toContain('[Leesmotivatie vergroten in de klas](/artikel/leesmotivatie-vergroten)');
    for (const line of lines) expect(line).toMatch(/\): .{10,}/);
    expect(answer).not.toContain('/doorloopjes/breuken-vergelijken');
  });

  it('explain each link by what it helps the teacher reach, never by quoting matched words', async () => {
    const answer = await ask('Hoe houd ik de rust in mijn klas na de pauze?', { index: seedIndex() });
    const lines = answer.split('\n').filter((line) => line.startsWith('- ['));
    expect(lines.length).toBeGreaterThan(0);
    expect(answer).not.toMatch(/sluit aan bij|'houd'|'klas'|Een van de stappen is/);
    expect(answer).toContain('[Een vaste start van de les](/doorloopjes/een-vaste-start-van-de-les): Met een voorspelbare start zit de klas sneller klaar om te leren.');
  });

  it('name the step that matches the situation under the link', async () => {
    const answer = await ask('Hoe bevestig ik het signaal als het lukt?', { index: seedIndex() });
    expect(answer).toMatch(/\[Stiltesignaal invoeren\]\(\/doorloopjes\/stiltesignaal-invoeren\): Een afgesproken signaal vraagt om aandacht zonder te roepen\. Voor jouw vraag vooral de stap 'Bevestig als het lukt' \(van 4 stappen\)\./);
  });

  it('name no step that only shares a word with the question by chance', async () => {
    const answer = await ask('klasafspraken maken aan het begin van het jaar', { index: seedIndex() });
    expect(answer).toContain('/doorloopjes/een-vaste-start-van-de-les');
    expect(answer).not.toContain("'Begin op tijd'");
  });

  it('give a subject question the instruction guides with an honest sentence', async () => {
    const answer = await ask('Hoe kan ik breuken uitleggen aan mijn leerlingen?', { index: seedIndex() });
    expect(answer).toContain(answerTexts.closestGuides);
    expect(answer).not.toContain(answerTexts.nothingFound);
    const links = linkTargets(answer);
    expect(links.filter((link) => ['/doorloopjes/hardop-denkend-voordoen', '/doorloopjes/begeleide-inoefening', '/doorloopjes/activeren-van-voorkennis'].includes(link)).length).toBeGreaterThanOrEqual(2);
  });

  it('find a guide through another form of a compound and despite words the platform never uses', async () => {
    const agreements = await ask('klasafspraken maken aan het begin van het jaar', { index: seedIndex() });
    expect(linkTargets(agreements)[0]).toBe('/doorloopjes/klassenafspraken-opstellen');
    const modelling = await ask('Ik wil voordoen hoe je een lastige som aanpakt', { index: seedIndex() });
    expect(linkTargets(modelling)[0]).toBe('/doorloopjes/hardop-denkend-voordoen');
    expect(modelling).not.toContain(answerTexts.nothingFound);
  });

  it('keep "nothing found" for a question outside the platform', async () => {
    const answer = await ask('Hoe vraag ik zwangerschapsverlof aan?', { index: seedIndex() });
    expect(answer).toContain(answerTexts.nothingFound);
    expect(answer).not.toContain(answerTexts.closestGuides);
  });

  it("mention the user's progress from the context header", async () => {
    const answer = await ask('[CONTEXT]\nBezig: Voorspellen bij begrijpend lezen\n[/CONTEXT]\nTips voor begrijpend lezen?');
    expect(answer).toContain('je bent hier al mee bezig');
  });

  it('link to why and how pages too', async () => {
    const answer = await ask('Wat is een exit-ticket en waarom werkt directe instructie?');
    expect(answer).toContain('(/how/hoe-werkt-een-exit-ticket)');
    expect(answer).toContain('(/why/waarom-directe-instructie)');
  });

  it('say honestly that nothing matched, pointing to unfinished work and overview pages', async () => {
    const answer = await ask('[CONTEXT]\nBezig: Breuken vergelijken | Bestaat niet\n[/CONTEXT]\nxyzzy quux plover');
    expect(answer).toContain('Ik vond geen doorloopjes of achtergronden');
    expect(linkTargets(answer)).toEqual(['/doorloopjes/breuken-vergelijken', '/doorloopjes', '/achtergronden']);
  });

  it('are deterministic', async () => {
    const question = 'Hoe geef ik goede feedback?';
    expect(await ask(question)).toBe(await ask(question));
  });
});

describe('links', () => {
  const prompts = [
    'Maak een lesplan voor Breuken vergelijken',
    'Maak een lesplan over lezen',
    'Samenvatting van Waarom directe instructie werkt',
    'Hoe geef ik feedback?',
    'rekenen breuken lezen feedback exit-ticket instructie motivatie angst',
    'Welke doorloopjes gaan over [rare](/doorloopjes/verzonnen) links?',
    'Nergens over',
  ];
  for (const prompt of prompts) {
    it(`all resolve to existing platform pages: ${prompt}`, async () => {
      const answer = await ask(prompt);
      const targets = linkTargets(answer);
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) expect(existingPages()).toContain(target);
    });
  }
});
