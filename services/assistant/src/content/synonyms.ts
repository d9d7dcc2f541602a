import { terms } from './dutchText.js';

/**
 * Words teachers use for what the content calls differently ("orde" for klassenmanagement,
 * "groepswerk" for samenwerkend leren). A query word on the left also searches for the words on
 * the right, with a lower weight than the words the teacher typed. Written for the platform's
 * own vocabulary; extend it when the evaluation set shows a gap.
 */
const TEACHER_WORDS: Record<string, string> = {
  orde: 'klassenmanagement rust routines afspraken',
  ordeproblemen: 'klassenmanagement verstoringen rust',
  rust: 'klassenmanagement routines stiltesignaal',
  rustig: 'rust routines',
  onrust: 'verstoringen klassenmanagement overgangen',
  onrustig: 'onrust verstoringen overgangen',
  chaos: 'onrust routine',
  gedrag: 'klassenmanagement gedrag',
  straffen: 'gedrag bekrachtigen',
  belonen: 'bekrachtigen complimenten',
  beloon: 'bekrachtigen complimenten',
  schreeuwen: 'signaal stem roepen',
  aandacht: 'signaal',
  verstoren: 'verstoringen',
  verstoort: 'verstoringen',
  roepen: 'beurt impulsen',
  wisselen: 'overgangen',
  pauze: 'start overgangen',
  klasafspraken: 'klassenafspraken',
  uitleg: 'instructie',
  uitleggen: 'instructie',
  instructie: 'uitleg',
  snappen: 'begrip',
  snapt: 'begrip controleren',
  begrijpen: 'begrip',
  vergeten: 'herhalen herhaling ophalen',
  onthouden: 'herhalen geheugen',
  voorkennis: 'weten',
  weten: 'voorkennis',
  niveauverschillen: 'differentiatie differentieren',
  verschillen: 'differentiatie',
  niveau: 'differentiatie niveaukaarten',
  snelle: 'verrijking uitdaging',
  slimme: 'verrijking uitdaging',
  toets: 'toetsresultaten',
  toetsgegevens: 'groepjes exit',
  tops: 'sterren',
  tip: 'wens',
  zelfbeoordeling: 'zelfevaluatie',
  nakijken: 'controleren feedback',
  groepswerk: 'samenwerkend samenwerking groepjes rollen',
  meedoet: 'rollen samenwerkend',
  cooperatief: 'samenwerkend samen',
  samenwerken: 'samenwerkend samenwerking',
  plannen: 'planning tijdlijn executieve',
  begint: 'starten',
  beginnen: 'starten',
  timetimer: 'timer',
  informatie: 'werkgeheugen',
  concentratie: 'werkgeheugen werkplek',
  doelgesprekken: 'doelen bespreken',
  lesdoel: 'doel',
  exitticket: 'exit ticket',
  reflectie: 'reflecteren terugkijken',
  zelfreflectie: 'reflecteren terugkijken',
  pictogrammen: 'picto',
  spullen: 'materialen werkplek',
  rommel: 'opgeruimde opruimen',
  vingers: 'beurt beurtsysteem',
  opgeven: 'inzet aanpak',
};

/** Stemmed query term -> stemmed expansion terms. */
const EXPANSIONS = new Map<string, string[]>(
  Object.entries(TEACHER_WORDS).flatMap(([word, related]) => {
    const [term] = terms(word);
    return term ? [[term, terms(related).filter((expansion) => expansion !== term)] as const] : [];
  }),
);

export function expansionsOf(term: string): string[] {
  return EXPANSIONS.get(term) ?? [];
}
