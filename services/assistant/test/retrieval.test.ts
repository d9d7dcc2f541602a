import { describe, expect, it } from 'vitest';
import { ContentIndex } from '../src/retrieval/contentIndex.js';
import { typoDistance } from '../src/retrieval/indexFields.js';
import { Decompounder } from '../src/language/decompound.js';
import { readSayings } from '../src/language/classroomSayings.js';
import { aboutTheClass, classConduct, educationSignal } from '../src/retrieval/educationQuestion.js';
import { expansionsOf } from '../src/language/synonyms.js';
import { reciprocalRankFusion } from '../src/retrieval/fusion.js';
import { joinSeparableVerbs } from '../src/language/separableVerbs.js';
import { isMisspeltStopWord, stem, terms } from '../src/language/dutchText.js';
import { Vocabulary } from '../src/retrieval/vocabulary.js';
import type { ContentItem } from '../src/catalogue/types.js';

const vocabulary = new Vocabulary([
  'Klassenafspraken opstellen. Kies maximaal vijf afspraken.',
  'Toetsresultaten bespreken met de klas. Geef de toets terug.',
  'Zelfevaluatie met een beoordeling en een rubric.',
  'Verrijkingstaken voor snelle leerlingen, met opdrachten op niveau.',
]);

function item(slug: string, title: string, text: string, steps: string[] = []): ContentItem {
  return {
    key: `doorloopje:${slug}`,
    kind: 'doorloopje',
    slug,
    title,
    text,
    steps: steps.map((step) => ({ title: step, description: step })),
    themeTitle: undefined,
    book: undefined,
    page: undefined,
    hasVideo: false,
  };
}

describe('decompounding against the corpus vocabulary', () => {
  it('splits a compound into known words, whatever the linking form', () => {
    // "klas" is a part, but a word every guide is about: it is no search term of its own.
    expect(vocabulary.termsOf('klasafspraken')).toEqual(['klasafsprak', 'afsprak']);
    // The corpus spells it with the plural linking form; the split meets the same stems.
    expect(vocabulary.termsOf('Klassenafspraken')).toEqual(['klassenafsprak', 'afsprak']);
    expect(vocabulary.termsOf('toetsbespreking')).toEqual(expect.arrayContaining(['toet', 'besprek']));
  });

  it('handles the linking s and three-part compounds', () => {
    expect(vocabulary.termsOf('beoordelingsrubric')).toEqual(expect.arrayContaining(['beoordel', 'rubric']));
    expect(new Decompounder((word) => ['klas', 'afspraken', 'lijst'].includes(word)).split('klasafsprakenlijst')).toEqual(['klas', 'afspraken', 'lijst']);
  });

  it('leaves words alone that are not made of corpus words, and short words', () => {
    expect(vocabulary.termsOf('zwangerschapsverlof')).toEqual(['zwangerschapsverlof']);
    expect(new Decompounder(() => true).split('klasje')).toBeUndefined();
  });

  it('searches a query compound by its parts when the corpus does not know the whole', () => {
    expect(vocabulary.queryTermsOf('klasafspraken')).toEqual(['klasafsprak', 'afsprak']);
    // A word the corpus has is searched as itself.
    expect(vocabulary.queryTermsOf('afspraken')).toEqual(['afsprak']);
  });

  it("splits a corpus word off a part of its own only when the rest is a word, not an ending", () => {
    const known = new Set(['feedback', 'klas', 'open', 'volgen', 'zicht']);
    const decompounder = new Decompounder((word) => known.has(word), (part, word) => part === word.slice(0, part.length) && word.endsWith('ende'));
    expect(decompounder.splitOwn('peerfeedback')).toEqual(['peer', 'feedback']);
    // The linking form after a known head: "klass-en-management", not "klasse-nmanagement".
    expect(new Decompounder((word) => ['klas', 'klasse'].includes(word)).splitOwn('klassenmanagement')).toEqual(['klas', 'management']);
    // "open" is too short to be sure of, "-baar" and "-ende" are endings.
    expect(decompounder.splitOwn('verlopen')).toBeUndefined();
    expect(decompounder.splitOwn('zichtbaar')).toBeUndefined();
    expect(decompounder.splitOwn('volgende')).toBeUndefined();
  });

  it("splits a question's compound against the parts of the content's compounds and the teachers' words", () => {
    const corpus = new Vocabulary(['Stiltesignaal invoeren. Teken een kring. Klassenafspraken opstellen.', 'Toetsresultaten bespreken.']);
    // "stilte" only occurs inside "stiltesignaal"; "regels" is a teacher's word for "afspraken".
    expect(corpus.queryTermsOf('stilteteken')).toEqual(expect.arrayContaining(['stilt', 'tek']));
    expect(corpus.queryTermsOf('klassenregels')).toEqual(expect.arrayContaining(['regel']));
    // One part may be unknown: the known one still finds the guide.
    expect(corpus.queryTermsOf('toetsnabespreking')).toEqual(expect.arrayContaining(['toetsnabesprek']));
    expect(corpus.queryTermsOf('toetsavond')).toEqual(expect.arrayContaining(['toet']));
    expect(corpus.queryTermsOf('zwangerschapsverlof')).toEqual(['zwangerschapsverlof']);
  });

  it('searches a conjugated verb the content does not use by its infinitive', () => {
    const corpus = new Vocabulary(['Leerlingen die zich vervelen. Storen en praten. Snappen ze het?']);
    expect(corpus.queryTermsOf('verveelt')).toEqual(corpus.queryTermsOf('vervelen'));
    expect(corpus.queryTermsOf('stoort')).toEqual(corpus.queryTermsOf('storen'));
    expect(corpus.queryTermsOf('snapt')).not.toEqual(corpus.queryTermsOf('snappen'));
  });

  it('searches a participle and a diminutive as the word the content uses', () => {
    const corpus = new Vocabulary(['Observeer de aanpak. Samenwerken in groepjes. Zet het op het bord. Instructie aan de instructietafel.']);
    expect(corpus.queryTermsOf('aangepakt')).toEqual(corpus.queryTermsOf('aanpak'));
    expect(corpus.queryTermsOf('samengewerkt')).toEqual(corpus.queryTermsOf('samenwerken'));
    expect(corpus.queryTermsOf('bordje')).toEqual(corpus.queryTermsOf('bord'));
    // "tafel" only occurs inside "instructietafel".
    expect(corpus.queryTermsOf('tafeltje')).toEqual(['tafel']);
    expect(corpus.queryTermsOf('gezellig')).toEqual(['gezell']);
  });

  it("searches a compound's diminutive part as the word the content uses", () => {
    const corpus = new Vocabulary(['Afsluiten met een exit ticket. Werken met niveaukaarten en een kaart per leerling.']);
    expect(corpus.queryTermsOf('vraagkaartje')).toContain('kaart');
  });

  it("indexes a diminutive of the content by its base word's head, as a question's diminutive is searched", () => {
    const corpus = new Vocabulary(['Controleren van begrip met wisbordjes. Schrijf het op het bord.']);
    expect(corpus.indexTermsOf('wisbordjes')).toContain('bord');
    expect(corpus.queryTermsOf('bordje')).toEqual(['bord']);
    // A word that is no diminutive keeps its own terms.
    expect(corpus.indexTermsOf('begrip')).toEqual([stem('begrip')]);
  });

  it('searches a compound of two content words by its parts, even when it is a typo away from another word', () => {
    const corpus = new Vocabulary(['Het lesdoel zichtbaar maken.', 'Doelen per leerling bespreken: kies samen een doel.', 'Leer de woorden.']);
    // "leerdoel" is one letter from "lesdoel", but it is also leer + doel.
    expect(corpus.queryTermsOf('leerdoel')).toContain('doel');
    // A typo whose parts are no two words of the content stays the typo of its neighbour.
    expect(corpus.queryTermsOf('lesdoell')).toEqual([stem('lesdoell')]);
  });

  it("covers a question's compound mostly by its last part, the one that names the thing", () => {
    const index = new ContentIndex();
    index.replace([
      item('materialen-uitdelen-en-opruimen', 'Materialen uitdelen en opruimen', 'Controleer aan het einde of alles terug is.', ['Controleer aan het einde']),
      item('toetsresultaten-bespreken', 'Toetsresultaten bespreken', 'Een toets is pas waardevol als leerlingen ervan leren.', ['Geef de toets terug']),
    ]);
    expect(index.find('eindejaarsuitkering').hits).toEqual([]);
    // "cijfer" is unknown here, but a "cijfertoets" is a toets.
    expect(index.find('cijfertoets')).toMatchObject({ loose: false, hits: [expect.objectContaining({ item: expect.objectContaining({ slug: 'toetsresultaten-bespreken' }) })] });
  });

  it('finds a guide through another form of its title compound', () => {
    const index = new ContentIndex();
    index.replace([
      item('klassenafspraken-opstellen', 'Klassenafspraken opstellen', 'Afspraken die de klas zelf opstelt worden beter nageleefd.', ['Verzamel ideeën']),
      item('stiltesignaal-invoeren', 'Stiltesignaal invoeren', 'Een signaal voor aandacht.', ['Kies een signaal']),
    ]);
    expect(index.search('klasafspraken maken')[0]?.item.slug).toBe('klassenafspraken-opstellen');
  });
});

describe('Dutch word forms', () => {
  it('writes a stem with the final devoicing of Dutch spelling, so both forms meet', () => {
    expect(stem('cooperatieve')).toBe(stem('cooperatief'));
    expect(stem('actieve')).toBe(stem('actief'));
    expect(stem('reizen')).toBe(stem('reis'));
  });

  it('joins a split separable verb at the end of its clause, when the joined verb is known', () => {
    const known = new Set(['uitleg', 'aanpak', 'binnenkomen', 'voordoe']);
    const knowsVerb = (plain: string) => known.has(plain);
    // A prepositional phrase may follow the particle.
    expect(joinSeparableVerbs('Hoe leg ik breuken uit aan mijn leerlingen?', knowsVerb)).toEqual(['Hoe', 'uitleg', 'ik', 'breuken', 'aan', 'mijn', 'leerlingen']);
    expect(joinSeparableVerbs('Hoe leg ik breuken uit?', knowsVerb)).toEqual(['Hoe', 'uitleg', 'ik', 'breuken']);
    expect(joinSeparableVerbs('een gedicht, hoe pak ik dat aan', knowsVerb)).toEqual(['een', 'gedicht', 'hoe', 'aanpak', 'ik', 'dat']);
    expect(joinSeparableVerbs('ze komen binnen en het duurt lang', knowsVerb)).toEqual(['ze', 'binnenkomen', 'en', 'het', 'duurt', 'lang']);
    // A particle inside its clause is a preposition: "een les over de waterkringloop".
    expect(joinSeparableVerbs('een les over de kringloop', knowsVerb)).toEqual(['een', 'les', 'over', 'de', 'kringloop']);
    // Joined only when the vocabulary knows the verb.
    expect(joinSeparableVerbs('ik zet het klaar op', knowsVerb)).toEqual(['ik', 'zet', 'het', 'klaar', 'op']);
  });

  it('joins the particle to the finite verb after a question word, not to a nearer verb', () => {
    const known = new Set(['uitleg', 'uitdel']);
    const knowsVerb = (plain: string) => known.has(plain) || known.has(plain.replace(/en$/, ''));
    expect(joinSeparableVerbs('hoe leg ik delen met rest uit', knowsVerb)).toEqual(['hoe', 'uitleg', 'ik', 'delen', 'met', 'rest']);
    // Without a question word opening the clause, the nearest verb it makes a word with.
    expect(joinSeparableVerbs('de schriften delen we uit', knowsVerb)).toEqual(['de', 'schriften', 'uitdelen', 'we']);
  });

  it('closes a clause before an indirect question, so the particle joins its verb', () => {
    const knowsVerb = (plain: string) => plain === 'inschatten';
    expect(joinSeparableVerbs('ze schatten verkeerd in hoe lang iets duurt', knowsVerb)).toEqual(['ze', 'inschatten', 'verkeerd', 'hoe', 'lang', 'iets', 'duurt']);
    // Inside its clause the particle stays a preposition.
    expect(joinSeparableVerbs('ze schatten in de klas hoe lang iets duurt', knowsVerb)).toEqual(['ze', 'schatten', 'in', 'de', 'klas', 'hoe', 'lang', 'iets', 'duurt']);
  });

  it('reads "laten ... zien" as one verb, tonen', () => {
    const knowsVerb = () => false;
    expect(joinSeparableVerbs('Hoe laat ik zien hoe je een tekst samenvat?', knowsVerb)).toEqual(['Hoe', 'tonen', 'ik', 'hoe', 'je', 'een', 'tekst', 'samenvat']);
    expect(joinSeparableVerbs('laten zien wat ze gaan leren', knowsVerb)).toEqual(['tonen', 'wat', 'ze', 'gaan', 'leren']);
    expect(terms('tonen')).toHaveLength(1);
  });

  it('ranks by a typed word too common to decide whether the question is answered', () => {
    const index = new ContentIndex();
    index.replace([
      item('verlengde-instructie', 'Verlengde instructie', 'Herhaal de uitleg kort aan een kleine groep. Uitleg met materiaal.'),
      item('korte-instructie', 'Waarom korte instructie werkt', 'Uitleg die kort is, blijft hangen.'),
      item('wisbordjes', 'Wisbordjes', 'Laat kort zien wie het snapt.'),
      item('exit-ticket', 'Exit ticket', 'Een korte vraag aan het einde.'),
      item('startopdracht', 'Startopdracht', 'Begin kort en krachtig.'),
    ]);
    expect(index.find('Waarom moet uitleg kort zijn?').hits[0]?.item.slug).toBe('korte-instructie');
    // On its own the common word answers nothing.
    expect(index.search('kort')).toEqual([]);
  });

  it('finds the explaining guide for "leg ... uit", not a step that starts with "Leg"', () => {
    const index = new ContentIndex();
    index.replace([
      item('stiltesignaal-invoeren', 'Stiltesignaal invoeren', 'Een signaal voor aandacht.', ['Leg uit wat je verwacht']),
      item('hardop-denkend-voordoen', 'Hardop denkend voordoen', 'Heldere uitleg: laat zien hoe je denkt.', ['Verwoord elke denkstap']),
    ]);
    expect(index.find('Hoe leg ik de tafels uit?').hits[0]?.item.slug).toBe('hardop-denkend-voordoen');
  });
});

describe('typo-tolerant matching', () => {
  it('takes a long stop word with a typo for the stop word, and a short verb form not', () => {
    expect(isMisspeltStopWord('kinderren')).toBe(true);
    expect(isMisspeltStopWord('leerlingn')).toBe(true);
    expect(isMisspeltStopWord('kinderen')).toBe(false);
    expect(isMisspeltStopWord('schrijft')).toBe(false);
    expect(isMisspeltStopWord('instructie')).toBe(false);
  });

  it('allows more edits in longer words and none in short ones', () => {
    expect(typoDistance('klas')).toBe(false);
    expect(typoDistance('signal')).toBe(1);
    expect(typoDistance('differentiatie')).toBe(3);
    expect(typoDistance('verwerking')).toBe(2);
  });

  it('finds a guide despite typos in the question', () => {
    const index = new ContentIndex();
    index.replace([
      item('differentieren-in-de-verwerking', 'Differentiëren in de verwerking', 'Dezelfde leerstof, verschillende manieren van verwerken.'),
      item('placemat-methode', 'Placemat-methode', 'Samen tot één antwoord komen.'),
    ]);
    expect(index.search('diferentiëren in de verwerkng')[0]?.item.slug).toBe('differentieren-in-de-verwerking');
    expect(index.search('plaecmat')[0]?.item.slug).toBe('placemat-methode');
  });
});

describe('what the index searches beyond the words of a guide', () => {
  it("finds a guide through its theme's description", () => {
    const index = new ContentIndex();
    index.replace([
      { ...item('impulsen-beheersen', 'Impulsen beheersen in de klas', 'Wachten op je beurt kun je oefenen.'), themeTitle: 'Executieve functies', themeDescription: 'Plannen, organiseren en zelfregulatie.' },
      item('stiltesignaal-invoeren', 'Stiltesignaal invoeren', 'Een signaal voor aandacht.'),
    ]);
    expect(index.search('zelfregulatie')[0]?.item.slug).toBe('impulsen-beheersen');
  });

  it('searches a borrowed English term as the Dutch words of the content', () => {
    const index = new ContentIndex();
    index.replace([
      item('waarom-voordoen', 'Waarom voordoen werkt', 'Beginners leren meer van uitgewerkte voorbeelden dan van zelf ontdekken.'),
      item('samenwerkend-leren', 'Rollen verdelen', 'Samenwerkend leren met rollen.'),
    ]);
    expect(index.search('worked examples')[0]?.item.slug).toBe('waarom-voordoen');
    expect(index.search('cooperative learning')[0]?.item.slug).toBe('samenwerkend-leren');
  });

  it('weighs the parts of a title compound below its whole words', () => {
    const index = new ContentIndex();
    index.replace([
      item('verlengde-instructie', 'Verlengde instructie aan de instructietafel', 'Extra hulp.'),
      item('korte-instructie', 'Korte instructie met een opgave', 'Kort en krachtig.'),
      item('opgave', 'Een opgave', 'Hulp.'),
    ]);
    // Both titles have "instructie" once as a word; the compound's part does not count it twice.
    const [first, second] = index.search('instructie opgave');
    expect(first?.item.slug).toBe('korte-instructie');
    expect(second?.item.slug).toBe('verlengde-instructie');
  });
});

describe('reciprocal rank fusion', () => {
  it('ranks an item high in both rankings above one that is first in only one', () => {
    expect(reciprocalRankFusion([['a', 'b', 'c'], ['b', 'c', 'a']])).toEqual(['b', 'a', 'c']);
  });

  it('keeps items that only one ranking has, after those both agree on', () => {
    expect(reciprocalRankFusion([['a', 'b'], ['b', 'x']])).toEqual(['b', 'a', 'x']);
  });

  it('scores by 1 / (k + rank)', () => {
    // With k = 1 the first place is worth 1/2 and the second 1/3: two second places beat one first.
    expect(reciprocalRankFusion([['a', 'b'], ['c', 'b']], 1)).toEqual(['b', 'a', 'c']);
  });
});

describe('the on-platform decision', () => {
  const index = new ContentIndex();
  index.replace([
    item('klassenafspraken-opstellen', 'Klassenafspraken opstellen', 'Samen met de klas afspraken maken.', ['Verzamel ideeën', 'Formuleer ze positief']),
    item('starten-met-een-taak', 'Starten met een taak', 'Een leerling die niet begint, helpt een kleine eerste stap.', ['Maak de eerste stap heel klein']),
    item('hardop-denkend-voordoen', 'Hardop denkend voordoen', 'Instructie: uitleg door voordoen.', ['Verwoord elke denkstap']),
  ]);

  it("finds nothing for operating, fixing or booking the school's systems, devices and rooms, despite their school words", () => {
    expect(index.find('hoe zet ik de beamer aan in het lokaal')).toEqual({ hits: [], loose: false });
    expect(index.find('wie moet ik bellen als het digibord kapot is')).toEqual({ hits: [], loose: false });
    expect(index.find('mijn wachtwoord voor het leerlingvolgsysteem werkt niet meer')).toEqual({ hits: [], loose: false });
    expect(index.find('hoe reserveer ik de aula voor de ouderavond')).toEqual({ hits: [], loose: false });
    expect(index.find('wanneer moeten de rapportcijfers ingevoerd zijn')).toEqual({ hits: [], loose: false });
    expect(index.find('waar vraag ik een verklaring omtrent het gedrag aan')).toEqual({ hits: [], loose: false });
    expect(index.find('mag ik vrij nemen buiten de schoolvakanties')).toEqual({ hits: [], loose: false });
    expect(index.find('hoeveel mag een schoolreisje kosten voor ouders')).toEqual({ hits: [], loose: false });
    // The same things in the class, or a question how to teach with them, are still about teaching.
    expect(index.find('ze zitten de hele les op hun telefoon').loose).toBe(true);
    expect(index.find('hoe leg ik uit hoe de beamer werkt').hits.length).toBeGreaterThan(0);
  });

  it('answers a classroom question that shares no word with any guide with the instruction guides', () => {
    const found = index.find('huiswerk komt nooit af');
    expect(found.loose).toBe(true);
    expect(found.hits.map((hit) => hit.item.slug)).toEqual(['hardop-denkend-voordoen']);
  });

  it('keeps the guide that matches her situation near the top of a loose teaching question, above the general ones', () => {
    const teaching = new ContentIndex();
    teaching.replace([
      item('hardop-denkend-voordoen', 'Hardop denkend voordoen', 'Instructie en uitleg: voordoen hoe je denkt.', ['Verwoord elke denkstap']),
      item('begeleide-inoefening', 'Begeleide inoefening', 'Na de instructie en uitleg samen inoefenen.', ['Oefen samen']),
      item('activeren-van-voorkennis', 'Activeren van voorkennis', 'Voor de uitleg en instructie de voorkennis ophalen.', ['Vraag wat ze al weten']),
      item('expertgroepen-legpuzzel', 'Expertgroepen in een legpuzzel', 'Elk groepje zoekt een deel uit en brengt het over aan de anderen.', ['Verdeel de stof in delen']),
    ]);
    // Only "deel" and "anderen" of the question are the jigsaw guide's words; the topic's five
    // instruction words are all in each general guide.
    const found = teaching.find('hoe leer ik ze dat elk een deel van de bloedsomloop uitzoekt en het aan de anderen uitlegt');
    expect(found.loose).toBe(true);
    expect(found.hits.slice(0, 2).map((hit) => hit.item.slug)).toContain('expertgroepen-legpuzzel');
  });

  it('answers a question about the class that shares no word with any guide with the classroom guides', () => {
    const found = index.find('ze luisteren gewoon niet');
    expect(found.loose).toBe(true);
    expect(found.hits.map((hit) => hit.item.slug)).toEqual(['klassenafspraken-opstellen']);
  });

  it('keeps a question that uses a word of the content itself on the platform', () => {
    expect(index.find('ideeën van ouders verzamelen').hits.length).toBeGreaterThan(0);
  });

  it('recognises a school word with a typo, but not a real word one letter from one', () => {
    expect(educationSignal('hoe geef ik beter feedbak op schrijfwerk').education).toBe(true);
    expect(educationSignal('leerlingn luisteren niet').education).toBe(true);
    expect(educationSignal('Wat is de stelling van Pythagoras?').education).toBe(false);
  });

  it("takes the things on the pupils' tables and in the room as classroom words", () => {
    expect(educationSignal('laatje vol losse blaadjes en kapotte potloden').education).toBe(true);
    expect(educationSignal('het lokaal is na het knippen één grote troep').education).toBe(true);
    expect(educationSignal('Hoe repareer ik een lekke band?').education).toBe(false);
  });

  it('takes a lesson in any subject as a question about teaching, but not a timetable', () => {
    expect(educationSignal('hoe geef ik een scheikundeles over verbranding').teaching).toBe(true);
    expect(educationSignal('twee natuurkundelessen over licht').teaching).toBe(true);
    expect(educationSignal('Kan ik mijn lesrooster in Outlook zetten?').teaching).toBe(false);
    expect(educationSignal('is alles geregeld voor de reis').teaching).toBe(false);
  });

  it("takes the matter of a school subject as education, but not a subject's facts or everyday words", () => {
    expect(educationSignal('de Engelse onregelmatige werkwoorden erin krijgen').education).toBe(true);
    expect(educationSignal('breuken vergelijken').education).toBe(true);
    expect(educationSignal('wat is de hoofdstad van Canada').education).toBe(false);
    expect(educationSignal('wat betekent het woord ironie').education).toBe(false);
    expect(educationSignal('vat de geschiedenis van de Gouden Eeuw samen').education).toBe(false);
    expect(educationSignal('welke taal spreken ze in Brazilie').education).toBe(false);
  });

  it("takes the people of a teacher's day as education, but not the teacher as an employee", () => {
    expect(educationSignal('een stil meisje dat nooit haar mond opendoet').education).toBe(true);
    expect(educationSignal('er komt een collega meekijken, waar moet ik op letten').education).toBe(true);
    expect(educationSignal('wat vertel ik de ouders op de avond').education).toBe(true);
    expect(educationSignal('Hoe werkt ouderschapsverlof voor leraren?').education).toBe(false);
    expect(educationSignal('wat verdien ik als invaller per dag').education).toBe(false);
  });

  it("takes what pupils struggle with and the moments of a teacher's year as education", () => {
    expect(educationSignal('wat doe ik tegen pesten').education).toBe(true);
    expect(educationSignal('een kind met faalangst').education).toBe(true);
    expect(educationSignal('de ouderavond voorbereiden').education).toBe(true);
    expect(educationSignal('de sfeer in de groep').education).toBe(true);
    expect(educationSignal('een achterstand inhalen').education).toBe(true);
    expect(educationSignal('lesvoorbereiding').teaching).toBe(true);
    expect(educationSignal('pesto maken met basilicum').education).toBe(false);
    expect(educationSignal('welke band speelt er in de grote zaal').education).toBe(false);
  });

  it('takes "ze" as the pupils only next to the teacher herself', () => {
    expect(aboutTheClass('ze doen maar wat als ik even weg ben')).toBe(true);
    expect(aboutTheClass('niemand luistert als ik iets zeg')).toBe(true);
    expect(educationSignal('ze doen maar wat als ik even weg ben')).toEqual({ education: true, teaching: false });
    expect(aboutTheClass('welke taal spreken ze in Brazilie')).toBe(false);
    expect(aboutTheClass('hoe laat gaan ze open')).toBe(false);
  });

  it("takes the class's conduct and the moments of a school day as a question about the class", () => {
    expect(aboutTheClass('ze kletsen al zodra ze binnenkomen')).toBe(true);
    expect(aboutTheClass('het kwartier na de gym')).toBe(true);
    expect(aboutTheClass('de laatste vijf minuten voor de bel')).toBe(true);
    expect(aboutTheClass('hoe laat ik ze beter opletten')).toBe(true);
    expect(educationSignal('het dak van de gymzaal lekt').education).toBe(false);
    // Giggling, fidgeting and tapping are the class's conduct too.
    expect(aboutTheClass('achterin zitten ze de hele les te giechelen')).toBe(true);
    expect(aboutTheClass('een leerling die steeds met zijn stoel wiebelt')).toBe(true);
    expect(classConduct('een jongen die steeds met zijn pen zit te tikken')).toBe(true);
    expect(educationSignal('welke planten groeien goed in de schaduw').education).toBe(false);
    expect(educationSignal('hoe laat gaat de kantine open').education).toBe(false);
  });

  it("takes the teacher's own work as education, and treating a topic as teaching it", () => {
    expect(educationSignal('ik zit elke avond tot laat te corrigeren')).toEqual({ education: true, teaching: false });
    expect(educationSignal('hoe behandel ik de Gouden Eeuw in groep 7').teaching).toBe(true);
  });

  it('takes a lesson about something as asking how to teach it', () => {
    expect(educationSignal('een les over evolutie voor havo 4').teaching).toBe(true);
    expect(educationSignal('de les begint te laat').teaching).toBe(false);
  });

  it('does not take the explanation as the moment of a situation for a question how to teach', () => {
    expect(educationSignal('kinderen die niet stil kunnen zitten bij de uitleg')).toEqual({ education: true, teaching: false });
    expect(educationSignal('een jongen die grapjes maakt als ik uitleg')).toEqual({ education: true, teaching: false });
    expect(educationSignal('kwijt zodra ik klaar ben met uitleggen')).toEqual({ education: true, teaching: false });
    expect(educationSignal('hij zit de hele uitleg te friemelen')).toEqual({ education: true, teaching: false });
    expect(educationSignal('hoe leg ik breuken uit').teaching).toBe(true);
    expect(educationSignal('uitleggen hoe zwaartekracht werkt').teaching).toBe(true);
  });

  it('does not take an ordinary word of time, number or comparison as a word of the platform', () => {
    const ordinary = new ContentIndex();
    ordinary.replace([
      item('reflecteren', 'Reflecteren op de eigen aanpak', 'Kijk de volgende keer terug op een nieuwe taak.'),
      item('toetsresultaten-bespreken', 'Toetsresultaten bespreken', 'Geef de toets terug.'),
      item('starten-met-een-taak', 'Starten met een taak', 'Begin klein.'),
      item('stiltesignaal-invoeren', 'Stiltesignaal invoeren', 'Oefen het signaal.'),
      item('differentieren', 'Differentiëren', 'Het verschil tussen leerlingen.'),
      item('werkgeheugen-ontlasten', 'Werkgeheugen ontlasten', 'Minder onthouden betekent meer ruimte.'),
      item('binnen-en-buitenkring', 'Binnen- en buitenkring', 'Ga snel aan de slag in de kring.'),
    ]);
    expect(ordinary.find('wanneer zijn de volgende cao-onderhandelingen')).toEqual({ hits: [], loose: false });
    expect(ordinary.find('wat kost een nieuwe fiets')).toEqual({ hits: [], loose: false });
    expect(ordinary.find('wat is het verschil tussen een virus en een bacterie')).toEqual({ hits: [], loose: false });
    expect(ordinary.find('wat betekent het woord ironie')).toEqual({ hits: [], loose: false });
    expect(ordinary.find('hoe kom ik snel van mijn verkoudheid af')).toEqual({ hits: [], loose: false });
    expect(ordinary.find('in welk jaar was de slag bij Waterloo')).toEqual({ hits: [], loose: false });
    // A telling word of the content still does.
    expect(ordinary.find('reflecteren met een nieuwe groep').hits.length).toBeGreaterThan(0);
  });

  it('does not take an ordinary word that a quarter of the items use as a word of the platform', () => {
    const ordinary = new ContentIndex();
    ordinary.replace([
      item('klassenafspraken-opstellen', 'Klassenafspraken opstellen', 'Kom er later op terug.'),
      item('toetsresultaten-bespreken', 'Toetsresultaten bespreken', 'Geef de toets terug.'),
      item('starten-met-een-taak', 'Starten met een taak', 'Begin klein.'),
      item('stiltesignaal-invoeren', 'Stiltesignaal invoeren', 'Oefen het signaal.'),
    ]);
    expect(ordinary.find('Hoe zet ik mijn laptop terug naar de fabrieksinstellingen?')).toEqual({ hits: [], loose: false });
  });

  it('answers a loose question about what the class does with the classroom guides, even when a word matched by chance', () => {
    // "taak" matches a guide by chance; giggling is about keeping order, which that guide is not.
    const found = index.find('ze giechelen de hele taak door');
    expect(found.loose).toBe(true);
    expect(found.hits.map((hit) => hit.item.slug)).toContain('klassenafspraken-opstellen');
  });

  it('reads a classroom saying as the words it stands for', () => {
    const found = index.find('ik heb het gevoel dat ik tegen een muur praat');
    expect(found.loose).toBe(true);
    expect(found.hits[0]?.item.slug).toBe('klassenafspraken-opstellen');
  });

  it('finds nothing for a question without a word of teaching or of the content', () => {
    expect(index.find('Welke kleur past bij een grijze bank?')).toEqual({ hits: [], loose: false });
  });
});

describe('words and ranking beyond the exact vocabulary', () => {
  it('searches a typo of a corpus word as that word, not as a compound of chance parts', () => {
    const words = new Vocabulary(['Controleren van begrip met wisbordjes.', 'Orde en rust in de klas.', 'Wis het bord aan het eind van de les.']);
    expect(words.queryTermsOf('wisbordtjes')).toEqual([stem('wisbordjes')]);
  });

  it('searches a borrowed English word in another form as the glossary word, and drops English function words', () => {
    const words = new Vocabulary(['Controleren van begrip met wisbordjes.', 'Stel de vraag en laat ze het antwoord stellen.']);
    expect(words.queryTermsOf('checking')).toEqual(['check']);
    // A Dutch -ing noun is no English form: "stelling" is not "stellen".
    expect(words.queryTermsOf('stelling')).toEqual([stem('stelling')]);
    expect(terms('checking for understanding')).toEqual(['checking', 'understand']);
  });

  it('ranks the item that covers most of the question above one that repeats a single word', () => {
    const index = new ContentIndex();
    index.replace([
      item('twee-sterren', 'Verbeteren met twee sterren en een wens', 'Noem wat beter kan: een verbeterpunt. Verbeteren doe je samen.', ['Noem één verbeterpunt', 'Laat ze verbeteren']),
      item('peerfeedback', 'Peerfeedback begeleiden', 'Leerlingen lezen elkaars werk en helpen elkaar verbeteren.', ['Lees elkaars werk']),
      item('rollen', 'Rollen verdelen', 'Iedereen heeft een taak.'),
      item('timer', 'Time-timer gebruiken', 'De tijd zichtbaar maken.'),
    ]);
    expect(index.find('leerlingen elkaars werk laten verbeteren').hits[0]?.item.slug).toBe('peerfeedback');
  });
});

describe('a question read with its separable verbs joined', () => {
  it('finds a signal word that only the joined verb has', () => {
    // "komen ... binnen" is "binnenkomen", what the class does at the door.
    expect(aboutTheClass('daarna komen ze te laat binnen')).toBe(false);
    expect(aboutTheClass('daarna komen ze te laat binnen', 'daarna binnenkomen ze te laat')).toBe(true);
    expect(educationSignal('daarna komen ze te laat binnen', 'daarna binnenkomen ze te laat').education).toBe(true);
  });
});

describe('classroom sayings', () => {
  it('reads a saying as the plain words it stands for', () => {
    expect(readSayings('ik praat tegen een muur')).toBe('ik praat tegen een muur');
    expect(readSayings('het is alsof ik tegen een muur praat')).toBe('het is alsof ik niet luisteren');
    expect(readSayings('het wil maar niet landen bij ze')).toBe('het wil maar niet begrijpen bij ze');
    expect(readSayings('elke dag brandjes blussen')).toBe('elke dag verstoringen');
    expect(readSayings('hoe houd ik de vaart erin')).toBe('hoe houd ik tempo');
    expect(readSayings('een paar raken me kwijt halverwege')).toBe('een paar afhaken halverwege');
  });

  it('leaves the same words in another sense alone', () => {
    expect(readSayings('het vliegtuig landt op Schiphol')).toBe('het vliegtuig landt op schiphol');
    expect(readSayings('de muur van de gymzaal lekt')).toBe('de muur van de gymzaal lekt');
  });

  it("reads the phrases of a teacher's day as the content's words", () => {
    expect(readSayings('ze plakken alles op het laatste moment in elkaar')).toBe('ze plakken uitstellen planning tijdlijn in elkaar');
    expect(readSayings('ze hebben geen idee hoe lang ze nog hebben')).toBe('ze hebben geen idee resterende tijd timer');
    expect(readSayings('ze vergeten steeds wat ze moeten doen')).toBe('ze werkgeheugen opdracht tegelijk');
    expect(readSayings('een kind dat zijn best deed')).toBe('een kind dat inzet proces');
    expect(readSayings('ze weten niet waar ze moeten beginnen')).toBe('ze weten niet starten taak eerste stap');
    expect(readSayings('twee kinderen zijn al veel verder dan de rest')).toBe('twee kinderen zijn al veel niveauverschillen');
    expect(readSayings('twee doen al het werk en de rest kijkt toe')).toBe('twee verdeling van het werk rollen en verdeling van het werk rollen');
    expect(readSayings('iedereen tegelijk een antwoord laten geven')).toBe('iedereen tegelijk antwoord wisbordjes begrip laten geven');
    expect(readSayings('laten zien waaraan een goed antwoord moet voldoen')).toBe('laten zien succescriteria goed voorbeeld');
    expect(readSayings('de eerste vijf minuten van mijn les')).toBe('start van de les');
    expect(readSayings('er staat steeds een rij bij mijn bureau')).toBe('er afhankelijk zelfstandig stappenplan');
    expect(readSayings('van de kring naar de tafels gaat rommelig')).toBe('overgangen rommelig');
    expect(readSayings('een collega zei dat ik te lang aan het woord ben')).toBe('een collega zei dat ik korte instructie uitleg ben');
    expect(readSayings('ik ben het zat om steeds te moeten roepen')).toBe('ik ben het zat om steeds te stiltesignaal aandacht');
    expect(readSayings('een kaartje met een vraag bij de deur')).toBe('een exit ticket bij de deur');
    expect(readSayings('een dag later weten ze er niks meer van')).toBe('een dag later vergeten herhalen');
    expect(readSayings('wat moeten ze aan het eind kunnen')).toBe('lesdoel doel');
    expect(readSayings('ze weten niet wat ik van ze wil')).toBe('ze weten niet lesdoel succescriteria verwachtingen');
    expect(readSayings('ze kijken me glazig aan')).toBe('ze begrepen begrip controleren aan');
    expect(readSayings('steeds geven dezelfde drie kinderen antwoord')).toBe('beurt iedereen denktijd antwoord');
    expect(readSayings("met z'n tweeën over een vraag praten")).toBe('tweetallen over een vraag praten');
    expect(readSayings('kinderen die geen zin hebben in school')).toBe('kinderen die motivatie inzet school');
    expect(readSayings('de scharen liggen na de les overal')).toBe('de scharen opruimen materialen');
  });

  it('leaves those phrases alone outside a classroom', () => {
    for (const question of [
      'ik boek mijn vakantie altijd op het laatste moment',
      'hoe lang hebben we nog tot de kerstvakantie',
      'de eerste minuten van de wedstrijd',
      'de printer bij mijn bureau werkt niet',
      'omschakelen naar zomertijd',
      'wanneer is het vlees goed',
      'een kaartje voor de trein kopen',
      'mijn auto komt niet op gang',
    ]) {
      expect(readSayings(question)).toBe(question);
    }
  });
});

describe("teachers' words", () => {
  it('searches a teacher\'s word and a borrowed term as the content\'s words', () => {
    expect(expansionsOf(stem('zelfredzaamheid'))).toContain(stem('zelfstandig'));
    expect(expansionsOf(stem('uitstellerij'))).toContain(stem('starten'));
    expect(expansionsOf(stem('gebaar'))).toContain(stem('signaal'));
    expect(expansionsOf(stem('calling'))).toContain(stem('beurt'));
    expect(expansionsOf(stem('nadenken'))).toContain(stem('denken'));
    expect(expansionsOf(stem('chaotisch'))).toContain(stem('onrust'));
    expect(expansionsOf(stem('uitlopen'))).toContain(stem('tijdslimiet'));
  });
});
