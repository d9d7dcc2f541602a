/**
 * The frozen test set: teacher questions written before the retrieval was retuned and never used
 * to choose synonyms, weights or thresholds (see eval/README.md for how it was written). Do not
 * edit it to make a figure go up; add a new set instead.
 * `expect` lists the content keys (`kind:slug`) that answer the question; empty means the right
 * answer is "nothing found". `style` says what the question tests.
 */
import type { ExampleQuestion as EvalQuestion } from '../src/content/examples/questions.js';

export type TestStyle =
  | 'paraphrase'
  | 'compound'
  | 'typo'
  | 'rambling'
  | 'one-word'
  | 'loanword'
  | 'related'
  | 'outside';

export interface TestQuestion extends EvalQuestion {
  style: TestStyle;
}

const d = (slug: string) => `doorloopje:${slug}`;
const a = (slug: string) => `artikel:${slug}`;
const w = (slug: string) => `why:${slug}`;
const h = (slug: string) => `how:${slug}`;

const CALM = [
  d('een-vaste-start-van-de-les'),
  d('stiltesignaal-invoeren'),
  d('overgangen-soepel-laten-verlopen'),
  d('omgaan-met-verstoringen'),
  d('klassenafspraken-opstellen'),
  d('positief-gedrag-bekrachtigen'),
  d('materialen-uitdelen-en-opruimen'),
  w('waarom-routines'),
  a('routines-als-fundament'),
  h('hoe-start-je-de-dag'),
];
const INSTRUCTION = [
  d('activeren-van-voorkennis'),
  d('het-lesdoel-zichtbaar-maken'),
  d('hardop-denkend-voordoen'),
  d('controleren-van-begrip-met-wisbordjes'),
  d('begeleide-inoefening'),
  d('korte-herhaling-aan-het-begin-van-de-les'),
  d('afsluiten-met-een-exit-ticket'),
  a('waarom-korte-instructie-werkt'),
  w('waarom-voordoen'),
];
const DIFFERENTIATION = [
  d('verlengde-instructie-aan-de-instructietafel'),
  d('verrijkingstaken-inzetten'),
  d('flexibele-groepjes-maken'),
  d('werken-met-niveaukaarten'),
  d('stappenplan-voor-zelfstandig-werken'),
  d('doelen-per-leerling-bespreken'),
  d('differentieren-in-de-verwerking'),
  a('differentiatie-mythes'),
];
const FEEDBACK = [
  d('succescriteria-opstellen'),
  d('feedback-met-twee-sterren-en-een-wens'),
  d('peerfeedback-begeleiden'),
  d('mondelinge-feedback-tijdens-het-werken'),
  d('zelfevaluatie-met-een-rubric'),
  d('feedback-op-het-proces'),
  d('toetsresultaten-bespreken'),
  a('feedback-in-vijf-vragen'),
  w('waarom-feedback'),
];
const COOPERATION = [
  d('denken-delen-uitwisselen'),
  d('rollen-verdelen-in-groepjes'),
  d('placemat-methode'),
  d('expertgroepen-legpuzzel'),
  d('binnen-en-buitenkring'),
  d('samenwerking-evalueren'),
  d('tweetallen-die-elkaar-controleren'),
  a('samen-leren-onderzocht'),
  h('hoe-verdeel-je-rollen'),
];
const EXECUTIVE = [
  d('een-taak-plannen-met-een-tijdlijn'),
  d('werkgeheugen-ontlasten'),
  d('starten-met-een-taak'),
  d('time-timer-gebruiken'),
  d('impulsen-beheersen-in-de-klas'),
  d('een-opgeruimde-werkplek'),
  d('reflecteren-op-de-eigen-aanpak'),
  a('executieve-functies-uitgelegd'),
];
const CHECK_UNDERSTANDING = [
  d('controleren-van-begrip-met-wisbordjes'),
  h('hoe-gebruik-je-wisbordjes'),
  d('afsluiten-met-een-exit-ticket'),
  h('hoe-maak-je-een-exit-ticket'),
];
const EXIT_TICKET = [d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket')];
const WHITEBOARDS = [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes')];
const MODELLING = [d('hardop-denkend-voordoen'), w('waarom-voordoen')];
const REPETITION = [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')];
const ROLES = [d('rollen-verdelen-in-groepjes'), h('hoe-verdeel-je-rollen')];
/** What a subject-specific "how do I explain X" question needs: the general instruction guides. */
const EXPLAIN = [d('hardop-denkend-voordoen'), d('begeleide-inoefening'), d('activeren-van-voorkennis'), w('waarom-voordoen')];

export const TEST_QUESTIONS: TestQuestion[] = [
  // Klassenmanagement: the daily situations.
  { style: 'rambling', who: 'leraar', text: 'Na de gymles komen ze binnen als een stel wilde paarden. Hoe krijg ik ze snel aan het werk?', expect: CALM },
  { style: 'compound', who: 'leraar', text: 'klasafspraken maken aan het begin van het jaar', expect: [d('klassenafspraken-opstellen')] },
  { style: 'compound', who: 'leraar', text: 'klasseregels samen met de kinderen bedenken', expect: [d('klassenafspraken-opstellen')] },
  { style: 'compound', who: 'leraar', text: 'groepsregels opstellen met groep 5', expect: [d('klassenafspraken-opstellen')] },
  { style: 'paraphrase', who: 'leraar', text: 'hoe krijg ik het stil zonder te roepen, met een belletje of handgebaar ofzo?', expect: [d('stiltesignaal-invoeren')] },
  { style: 'one-word', who: 'leraar', text: 'orde', expect: CALM },
  { style: 'paraphrase', who: 'leraar', text: 'Werkt complimenten geven echt beter dan straf?', expect: [d('positief-gedrag-bekrachtigen'), d('feedback-op-het-proces')] },
  { style: 'loanword', who: 'leraar', text: 'classroom management tips voor een startende leraar', expect: CALM },
  { style: 'paraphrase', who: 'leraar', text: 'Hoe ga ik om met een leerling die steeds de clown uithangt tijdens de uitleg?', expect: [d('omgaan-met-verstoringen'), d('impulsen-beheersen-in-de-klas'), d('positief-gedrag-bekrachtigen')] },
  { style: 'paraphrase', who: 'leraar', text: 'Het uitdelen van schriften en scharen kost me elke keer tien minuten', expect: [d('materialen-uitdelen-en-opruimen')] },
  { style: 'paraphrase', who: 'leraar', text: 'opruimen aan het eind van de dag duurt eeuwig', expect: [d('materialen-uitdelen-en-opruimen'), d('een-opgeruimde-werkplek')] },
  { style: 'paraphrase', who: 'leraar', text: 'Van rekenen naar taal wisselen kost altijd zoveel tijd en onrust', expect: [d('overgangen-soepel-laten-verlopen')] },
  { style: 'one-word', who: 'leraar', text: 'lesstart', expect: [d('een-vaste-start-van-de-les'), d('activeren-van-voorkennis'), d('korte-herhaling-aan-het-begin-van-de-les'), h('hoe-start-je-de-dag')] },
  { style: 'paraphrase', who: 'leraar', text: 'Heeft een beloningssysteem zin om gewenst gedrag te stimuleren?', expect: [d('positief-gedrag-bekrachtigen')] },
  { style: 'paraphrase', who: 'schoolleider', text: 'Waarom zou je elke dag hetzelfde ritme aanhouden in een klas?', expect: [w('waarom-routines'), a('routines-als-fundament'), d('een-vaste-start-van-de-les'), h('hoe-start-je-de-dag')] },
  { style: 'compound', who: 'leraar', text: 'ochtendritueel in de kleuterklas', expect: [h('hoe-start-je-de-dag'), d('een-vaste-start-van-de-les'), w('waarom-routines')] },
  { style: 'typo', who: 'leraar', text: 'klasemanagment', expect: CALM },
  { style: 'paraphrase', who: 'leraar', text: 'storend gedrag in de les', expect: [d('omgaan-met-verstoringen'), d('positief-gedrag-bekrachtigen'), d('impulsen-beheersen-in-de-klas')] },
  { style: 'paraphrase', who: 'leraar', text: 'Ze praten er steeds doorheen als ik iets uitleg', expect: [d('omgaan-met-verstoringen'), d('stiltesignaal-invoeren'), d('impulsen-beheersen-in-de-klas')] },
  { style: 'one-word', who: 'leraar', text: 'routines', expect: CALM },
  { style: 'typo', who: 'leraar', text: 'stilte sigaal aanleren', expect: [d('stiltesignaal-invoeren')] },
  { style: 'typo', who: 'leraar', text: 'positief gedrag bekrachtgen', expect: [d('positief-gedrag-bekrachtigen')] },

  // Instructie geven.
  { style: 'paraphrase', who: 'leraar', text: 'Hoe begin ik een nieuw onderwerp zodat ze kunnen voortbouwen op wat ze al kennen?', expect: [d('activeren-van-voorkennis')] },
  { style: 'paraphrase', who: 'leraar', text: 'voorkennis ophalen', expect: [d('activeren-van-voorkennis'), d('korte-herhaling-aan-het-begin-van-de-les')] },
  { style: 'paraphrase', who: 'leraar', text: 'heeft het zin om de lesdoelen op het bord te schrijven?', expect: [d('het-lesdoel-zichtbaar-maken')] },
  { style: 'one-word', who: 'leraar', text: 'leerdoel', expect: [d('het-lesdoel-zichtbaar-maken'), d('succescriteria-opstellen'), d('doelen-per-leerling-bespreken')] },
  { style: 'loanword', who: 'leraar', text: 'modeling', expect: MODELLING },
  { style: 'related', who: 'leraar', text: 'Ik wil voordoen hoe je een lastige som aanpakt', expect: MODELLING },
  { style: 'loanword', who: 'leraar', text: 'think aloud bij het voordoen', expect: MODELLING },
  { style: 'paraphrase', who: 'leraar', text: 'Hoe weet ik tijdens de uitleg of ze het begrijpen?', expect: CHECK_UNDERSTANDING },
  { style: 'loanword', who: 'leraar', text: 'whiteboardjes in de klas', expect: WHITEBOARDS },
  { style: 'typo', who: 'leraar', text: 'wisbortjes', expect: WHITEBOARDS },
  { style: 'paraphrase', who: 'leraar', text: 'Na mijn uitleg gaan ze meteen zelf aan de slag en dan gaat het mis, hoe vang ik dat op?', expect: [d('begeleide-inoefening'), d('verlengde-instructie-aan-de-instructietafel'), d('controleren-van-begrip-met-wisbordjes'), d('stappenplan-voor-zelfstandig-werken')] },
  { style: 'loanword', who: 'leraar', text: 'guided practice', expect: [d('begeleide-inoefening')] },
  { style: 'paraphrase', who: 'leraar', text: 'terugblikken op de vorige les bij het begin', expect: REPETITION.concat(d('activeren-van-voorkennis')) },
  { style: 'loanword', who: 'leraar', text: 'retrieval practice', expect: REPETITION },
  { style: 'paraphrase', who: 'leraar', text: 'Hoe zorg ik dat het geleerde in het langetermijngeheugen terechtkomt?', expect: REPETITION },
  { style: 'compound', who: 'leraar', text: 'exitkaartjes aan het eind van de les', expect: EXIT_TICKET },
  { style: 'paraphrase', who: 'leraar', text: 'een goede afsluiting van de les', expect: EXIT_TICKET },
  { style: 'paraphrase', who: 'leraar', text: 'Mijn uitleg duurt altijd te lang en ze haken af', expect: [a('waarom-korte-instructie-werkt'), d('werkgeheugen-ontlasten')] },
  { style: 'paraphrase', who: 'leraar', text: 'Hoe geef ik expliciete directe instructie?', expect: INSTRUCTION },
  { style: 'paraphrase', who: 'student', text: 'Is ontdekkend leren beter dan het gewoon uitleggen?', expect: MODELLING },
  { style: 'typo', who: 'leraar', text: 'begeleidde inoefenning', expect: [d('begeleide-inoefening')] },
  { style: 'typo', who: 'leraar', text: 'hardop denken voordoen', expect: MODELLING },
  { style: 'one-word', who: 'leraar', text: 'uitleg', expect: INSTRUCTION },

  // Differentiatie.
  { style: 'paraphrase', who: 'leraar', text: 'Ik heb kinderen die al klaar zijn en zich vervelen', expect: [d('verrijkingstaken-inzetten'), d('werken-met-niveaukaarten'), d('differentieren-in-de-verwerking')] },
  { style: 'compound', who: 'leraar', text: 'plusleerlingen uitdagen', expect: [d('verrijkingstaken-inzetten'), d('werken-met-niveaukaarten'), d('differentieren-in-de-verwerking')] },
  { style: 'paraphrase', who: 'leraar', text: 'wat doe ik met meer- en hoogbegaafde leerlingen?', expect: [d('verrijkingstaken-inzetten'), d('werken-met-niveaukaarten'), d('differentieren-in-de-verwerking')] },
  { style: 'paraphrase', who: 'leraar', text: 'zwakke leerlingen extra uitleg geven terwijl de rest doorwerkt', expect: [d('verlengde-instructie-aan-de-instructietafel'), d('stappenplan-voor-zelfstandig-werken')] },
  { style: 'one-word', who: 'leraar', text: 'instructietafel', expect: [d('verlengde-instructie-aan-de-instructietafel')] },
  { style: 'typo', who: 'leraar', text: 'verlenge instrucie', expect: [d('verlengde-instructie-aan-de-instructietafel')] },
  { style: 'paraphrase', who: 'leraar', text: 'groepjes indelen op niveau', expect: [d('flexibele-groepjes-maken'), a('differentiatie-mythes'), d('werken-met-niveaukaarten')] },
  { style: 'rambling', who: 'leraar', text: 'Hoe voorkom ik dat ze de hele tijd bij mijn bureau staan met vragen terwijl ik met een groepje bezig ben?', expect: [d('stappenplan-voor-zelfstandig-werken'), d('starten-met-een-taak'), d('verlengde-instructie-aan-de-instructietafel')] },
  { style: 'one-word', who: 'leraar', text: 'zelfstandigheid', expect: [d('stappenplan-voor-zelfstandig-werken'), d('werken-met-niveaukaarten'), d('doelen-per-leerling-bespreken')] },
  { style: 'paraphrase', who: 'schoolleider', text: 'Leerstijlen, bestaan die echt?', expect: [a('differentiatie-mythes')] },
  { style: 'paraphrase', who: 'leraar', text: 'adaptief lesgeven in een combinatieklas', expect: DIFFERENTIATION },
  { style: 'paraphrase', who: 'leraar', text: 'Hoe geef ik leerlingen meer eigenaarschap over hun leren?', expect: [d('doelen-per-leerling-bespreken'), d('werken-met-niveaukaarten'), d('zelfevaluatie-met-een-rubric'), d('reflecteren-op-de-eigen-aanpak')] },
  { style: 'compound', who: 'leraar', text: 'kindgesprekken over persoonlijke doelen', expect: [d('doelen-per-leerling-bespreken')] },
  { style: 'paraphrase', who: 'leraar', text: 'verschillende werkbladen maken voor verschillende niveaus', expect: [d('differentieren-in-de-verwerking'), d('werken-met-niveaukaarten')] },
  { style: 'one-word', who: 'leraar', text: 'differentieren', expect: DIFFERENTIATION },
  { style: 'typo', who: 'leraar', text: 'nivokaarten', expect: [d('werken-met-niveaukaarten')] },
  { style: 'compound', who: 'leraar', text: 'verrijkingsopdrachten voor de snelle werkers', expect: [d('verrijkingstaken-inzetten'), d('werken-met-niveaukaarten')] },

  // Feedback.
  { style: 'paraphrase', who: 'leraar', text: 'Hoe geef je feedback zonder dat het als kritiek voelt?', expect: FEEDBACK },
  { style: 'paraphrase', who: 'leraar', text: 'tops en tips', expect: [d('feedback-met-twee-sterren-en-een-wens')] },
  { style: 'loanword', who: 'leraar', text: 'peer feedback', expect: [d('peerfeedback-begeleiden')] },
  { style: 'paraphrase', who: 'leraar', text: 'leerlingen elkaars teksten laten beoordelen', expect: [d('peerfeedback-begeleiden'), d('tweetallen-die-elkaar-controleren'), d('zelfevaluatie-met-een-rubric')] },
  { style: 'compound', who: 'leraar', text: 'beoordelingsrubriek voor een presentatie', expect: [d('zelfevaluatie-met-een-rubric'), d('succescriteria-opstellen')] },
  { style: 'one-word', who: 'leraar', text: 'rubrics', expect: [d('zelfevaluatie-met-een-rubric')] },
  { style: 'paraphrase', who: 'leraar', text: 'samen met de klas bepalen wanneer iets goed genoeg is', expect: [d('succescriteria-opstellen')] },
  { style: 'paraphrase', who: 'leraar', text: 'Ze kijken alleen naar het cijfer en niet naar wat ze fout deden', expect: [d('toetsresultaten-bespreken'), d('feedback-op-het-proces')] },
  { style: 'compound', who: 'leraar', text: 'toetsbespreking', expect: [d('toetsresultaten-bespreken')] },
  { style: 'loanword', who: 'leraar', text: 'growth mindset: inzet prijzen in plaats van slimheid', expect: [d('feedback-op-het-proces'), d('positief-gedrag-bekrachtigen')] },
  { style: 'paraphrase', who: 'leraar', text: 'rondlopen en feedback geven terwijl ze zelfstandig werken', expect: [d('mondelinge-feedback-tijdens-het-werken')] },
  { style: 'typo', who: 'leraar', text: 'feedbak op het proses', expect: [d('feedback-op-het-proces')] },
  { style: 'paraphrase', who: 'leraar', text: 'formatief evalueren in de klas', expect: [...CHECK_UNDERSTANDING, ...FEEDBACK] },
  { style: 'loanword', who: 'leraar', text: 'feed forward', expect: FEEDBACK },
  { style: 'typo', who: 'leraar', text: 'sucsescriteria', expect: [d('succescriteria-opstellen')] },
  { style: 'paraphrase', who: 'student', text: 'Waarom helpt terugkoppeling leerlingen zo goed om vooruit te komen?', expect: [w('waarom-feedback'), a('feedback-in-vijf-vragen')] },

  // Samenwerkend leren.
  { style: 'paraphrase', who: 'leraar', text: 'Bij groepsopdrachten doet altijd één kind al het werk', expect: COOPERATION },
  { style: 'compound', who: 'leraar', text: 'coöperatieve werkvormen', expect: COOPERATION },
  { style: 'loanword', who: 'leraar', text: 'kagan structuren', expect: COOPERATION },
  { style: 'loanword', who: 'leraar', text: 'jigsaw', expect: [d('expertgroepen-legpuzzel')] },
  { style: 'loanword', who: 'leraar', text: 'think pair share', expect: [d('denken-delen-uitwisselen')] },
  { style: 'compound', who: 'leraar', text: 'binnenkring buitenkring', expect: [d('binnen-en-buitenkring')] },
  { style: 'paraphrase', who: 'leraar', text: 'Ik wil dat iedereen met veel verschillende klasgenoten over een vraag praat', expect: [d('binnen-en-buitenkring'), d('denken-delen-uitwisselen')] },
  { style: 'paraphrase', who: 'leraar', text: 'Hoe laat ik groepjes terugkijken op hoe het samenwerken ging?', expect: [d('samenwerking-evalueren'), d('reflecteren-op-de-eigen-aanpak')] },
  { style: 'compound', who: 'leraar', text: 'taakverdeling in groepswerk: tijdbewaker, schrijver en zo', expect: ROLES },
  { style: 'typo', who: 'leraar', text: 'plaatsmat', expect: [d('placemat-methode')] },
  { style: 'paraphrase', who: 'leraar', text: 'maatjeswerk waarbij de een de som maakt en de ander checkt', expect: [d('tweetallen-die-elkaar-controleren')] },
  { style: 'paraphrase', who: 'student', text: 'Klopt het dat samenwerken beter werkt dan alleen werken?', expect: [a('samen-leren-onderzocht')] },
  { style: 'one-word', who: 'leraar', text: 'groepswerk', expect: COOPERATION },
  { style: 'typo', who: 'leraar', text: 'expertgroepe legpuzle', expect: [d('expertgroepen-legpuzzel')] },

  // Executieve functies.
  { style: 'paraphrase', who: 'leraar', text: 'Mijn leerling zit maar te staren en begint niet aan zijn werk', expect: [d('starten-met-een-taak')] },
  { style: 'one-word', who: 'leraar', text: 'uitstelgedrag', expect: [d('starten-met-een-taak'), d('een-taak-plannen-met-een-tijdlijn')] },
  { style: 'paraphrase', who: 'leraar', text: 'werkstuk in groep 8, ze laten alles tot het laatste moment liggen', expect: [d('een-taak-plannen-met-een-tijdlijn')] },
  { style: 'one-word', who: 'leraar', text: 'planning', expect: [d('een-taak-plannen-met-een-tijdlijn'), a('executieve-functies-uitgelegd')] },
  { style: 'compound', who: 'leraar', text: 'tijdtimer', expect: [d('time-timer-gebruiken')] },
  { style: 'paraphrase', who: 'leraar', text: 'Ze raken de draad kwijt als ik drie opdrachten tegelijk geef', expect: [d('werkgeheugen-ontlasten')] },
  { style: 'one-word', who: 'leraar', text: 'werkgeheugen', expect: [d('werkgeheugen-ontlasten'), w('waarom-voordoen')] },
  { style: 'paraphrase', who: 'leraar', text: 'Een kind met ADHD dat niet op zijn beurt kan wachten', expect: [d('impulsen-beheersen-in-de-klas')] },
  { style: 'one-word', who: 'leraar', text: 'praatsteen', expect: [d('impulsen-beheersen-in-de-klas')] },
  { style: 'paraphrase', who: 'leraar', text: 'rommelige laatjes en volle tafels', expect: [d('een-opgeruimde-werkplek')] },
  { style: 'one-word', who: 'leraar', text: 'zelfregulatie', expect: EXECUTIVE },
  { style: 'paraphrase', who: 'leraar', text: 'leerlingen laten nadenken over hun eigen werkwijze', expect: [d('reflecteren-op-de-eigen-aanpak'), d('feedback-op-het-proces'), d('samenwerking-evalueren')] },
  { style: 'typo', who: 'schoolleider', text: 'executiefe functies', expect: EXECUTIVE },
  { style: 'paraphrase', who: 'leraar', text: 'concentratieproblemen in de klas', expect: [d('werkgeheugen-ontlasten'), d('een-opgeruimde-werkplek'), d('time-timer-gebruiken'), d('impulsen-beheersen-in-de-klas'), a('executieve-functies-uitgelegd')] },
  { style: 'paraphrase', who: 'leraar', text: 'Hoe leer ik ze hun tijd beter in te schatten?', expect: [d('time-timer-gebruiken'), d('een-taak-plannen-met-een-tijdlijn')] },
  { style: 'typo', who: 'leraar', text: 'impulsief gedrag beheersen', expect: [d('impulsen-beheersen-in-de-klas')] },

  // Long, rambling questions.
  { style: 'rambling', who: 'leraar', text: 'Ik sta sinds september voor een groep 7 en eerlijk gezegd loopt het niet: ze komen binnen, niemand pakt zijn spullen, ik moet steeds wachten tot het stil is en dan is de helft van mijn les al voorbij. Mijn collega zegt dat ik meer structuur moet bieden maar ik weet niet waar ik moet beginnen. Heb je iets?', expect: CALM },
  { style: 'rambling', who: 'leraar', text: 'Ik geef wiskunde in de onderbouw en merk na elke toets dat de helft van de klas dezelfde fouten maakt, terwijl ik het echt goed heb uitgelegd. Ik vraag me af of ik tijdens de les beter kan checken of ze het snappen voordat we verder gaan.', expect: CHECK_UNDERSTANDING.concat(d('toetsresultaten-bespreken')) },
  { style: 'rambling', who: 'leraar', text: 'Vorige week had ik een groepsopdracht over het klimaat en uiteindelijk zaten er twee kinderen te kletsen, één te tekenen en eentje deed alles. Hoe pak ik dat de volgende keer anders aan zodat het echt samenwerken wordt?', expect: COOPERATION },
  { style: 'rambling', who: 'leraar', text: 'In mijn klas zitten kinderen die al lang klaar zijn en kinderen die na de instructie nog niet weten wat ze moeten doen, en ik heb het gevoel dat ik voor beide groepen tekortschiet. Hoe doen anderen dat?', expect: DIFFERENTIATION },
  { style: 'rambling', who: 'leraar', text: 'Een jongen in mijn klas begint nooit aan zijn weektaak; als ik bij hem kom zegt hij dat hij niet weet waar hij moet beginnen, en na tien minuten staat er nog niks op papier. Wat kan ik doen?', expect: [d('starten-met-een-taak'), d('een-taak-plannen-met-een-tijdlijn'), d('stappenplan-voor-zelfstandig-werken')] },
  { style: 'rambling', who: 'leraar', text: 'Als ik eerlijk ben geef ik vooral feedback in de vorm van een cijfer en een kort zinnetje onder het werk, maar ik merk dat ze daar niks mee doen en de volgende keer precies dezelfde dingen fout doen. Hoe kan dat beter?', expect: FEEDBACK },
  { style: 'rambling', who: 'leraar', text: 'Ik ben invaller en kom steeds in andere klassen, en het eerste kwartier gaat altijd op aan binnenkomen, jassen, tassen en gepraat. Hoe zorg ik dat de les meteen begint?', expect: CALM },

  // English loanwords.
  { style: 'loanword', who: 'leraar', text: 'scaffolding', expect: [d('begeleide-inoefening'), d('verlengde-instructie-aan-de-instructietafel'), w('waarom-voordoen'), d('hardop-denkend-voordoen')] },
  { style: 'loanword', who: 'leraar', text: 'exit slip', expect: EXIT_TICKET },
  { style: 'loanword', who: 'leraar', text: 'check for understanding', expect: CHECK_UNDERSTANDING },
  { style: 'loanword', who: 'leraar', text: 'spaced repetition', expect: REPETITION },
  { style: 'loanword', who: 'leraar', text: 'cognitive load bij jonge kinderen', expect: [d('werkgeheugen-ontlasten'), a('waarom-korte-instructie-werkt'), w('waarom-voordoen')] },
  { style: 'loanword', who: 'leraar', text: 'timeboxing met een timer', expect: [d('time-timer-gebruiken')] },

  // Subject questions whose didactic answer is a general guide.
  { style: 'related', who: 'leraar', text: 'Hoe kan ik breuken uitleggen aan mijn leerlingen?', expect: EXPLAIN },
  { style: 'related', who: 'leraar', text: 'Mijn leerlingen vinden redactiesommen moeilijk, hoe leer ik ze de aanpak?', expect: EXPLAIN },
  { style: 'related', who: 'leraar', text: 'Hoe leer ik groep 4 de tafels zodat ze die niet meer vergeten?', expect: REPETITION },
  { style: 'related', who: 'leraar', text: 'Dezelfde spelfouten blijven maar terugkomen in de dictees', expect: REPETITION.concat(d('toetsresultaten-bespreken'), d('feedback-op-het-proces')) },
  { style: 'related', who: 'leraar', text: 'Begrijpend lezen: hoe laat ik zien hoe je een tekst aanpakt?', expect: MODELLING },
  { style: 'related', who: 'leraar', text: 'Hoe begin ik een nieuwe les over fotosynthese in havo 3?', expect: [d('activeren-van-voorkennis'), d('het-lesdoel-zichtbaar-maken'), d('een-vaste-start-van-de-les')] },
  { style: 'related', who: 'leraar', text: 'Hoe onthouden ze de hoofdsteden van Europa voor topografie beter?', expect: REPETITION },
  { style: 'related', who: 'leraar', text: 'Hoe bespreek ik een schrijfopdracht na zodat ze hun verhaal verbeteren?', expect: FEEDBACK },
  { style: 'related', who: 'leraar', text: 'Ik wil dat leerlingen elkaar in tweetallen Franse woordjes overhoren', expect: [d('tweetallen-die-elkaar-controleren'), ...REPETITION] },
  { style: 'related', who: 'leraar', text: 'Hoe laat ik de klas over een maatschappelijk onderwerp praten zodat iedereen iets zegt?', expect: [d('denken-delen-uitwisselen'), d('binnen-en-buitenkring'), d('placemat-methode')] },
  { style: 'related', who: 'leraar', text: 'Hoe begeleid ik een profielwerkstuk zodat ze op tijd klaar zijn?', expect: [d('een-taak-plannen-met-een-tijdlijn'), d('doelen-per-leerling-bespreken')] },
  { style: 'related', who: 'leraar', text: 'Na de uitleg over procenten snappen ze het nog steeds niet; hoe merk ik dat eerder?', expect: CHECK_UNDERSTANDING },
  { style: 'related', who: 'leraar', text: 'Een practicum natuurkunde in groepjes waarin iedereen meedoet', expect: COOPERATION },
  { style: 'related', who: 'leraar', text: 'Een geschiedenisles over de Romeinen die ook de snelle leerlingen uitdaagt', expect: [d('verrijkingstaken-inzetten'), d('differentieren-in-de-verwerking'), d('werken-met-niveaukaarten')] },
  { style: 'related', who: 'leraar', text: 'Rekenen in groep 5: sommige kinderen hebben meer uitleg nodig bij het delen', expect: [d('verlengde-instructie-aan-de-instructietafel'), d('begeleide-inoefening'), d('flexibele-groepjes-maken')] },
  { style: 'related', who: 'leraar', text: 'Hoe leer ik kleuters hun spullen netjes op te ruimen?', expect: [d('materialen-uitdelen-en-opruimen'), d('een-opgeruimde-werkplek')] },
  { style: 'related', who: 'leraar', text: 'Tijdens de gymles is het altijd chaos als we van onderdeel wisselen', expect: [d('overgangen-soepel-laten-verlopen'), d('stiltesignaal-invoeren')] },
  { style: 'related', who: 'leraar', text: 'Wat werkt om nieuwe Engelse woorden te laten beklijven?', expect: REPETITION },
  { style: 'related', who: 'leraar', text: 'Hoe leg ik een nieuwe grammaticaregel uit in de brugklas?', expect: EXPLAIN.concat(a('waarom-korte-instructie-werkt')) },
  { style: 'related', who: 'leraar', text: 'Hoe help ik leerlingen met het leren voor een proefwerk aardrijkskunde?', expect: [d('een-taak-plannen-met-een-tijdlijn'), ...REPETITION] },
  { style: 'related', who: 'leraar', text: 'Mijn leerlingen schrijven een betoog; hoe laat ik ze zien wat een goed betoog is?', expect: [d('succescriteria-opstellen'), d('hardop-denkend-voordoen'), d('zelfevaluatie-met-een-rubric')] },
  { style: 'related', who: 'leraar', text: 'Muziekles: hoe krijg ik na het zingen de stilte terug?', expect: [d('stiltesignaal-invoeren'), d('overgangen-soepel-laten-verlopen')] },
  { style: 'related', who: 'leraar', text: 'Een leerling met dyslexie raakt overweldigd bij lange opdrachten', expect: [d('werkgeheugen-ontlasten'), d('starten-met-een-taak'), d('stappenplan-voor-zelfstandig-werken')] },
  { style: 'related', who: 'leraar', text: 'Hoe leer ik mijn leerlingen klokkijken?', expect: EXPLAIN },

  // Outside the platform: the right reply is "nothing found".
  { style: 'outside', who: 'leraar', text: 'Hoe vul ik mijn belastingaangifte in?', expect: [] },
  { style: 'outside', who: 'leraar', text: 'Wat wordt het weer morgen?', expect: [] },
  { style: 'outside', who: 'leraar', text: 'Hoeveel vakantiedagen heb ik als parttime leerkracht?', expect: [] },
  { style: 'outside', who: 'schoolleider', text: 'Wanneer worden de uitslagen van de eindtoets bekendgemaakt?', expect: [] },
  { style: 'outside', who: 'leraar', text: 'Hoe werkt mijn pensioen bij het ABP?', expect: [] },
  { style: 'outside', who: 'leraar', text: 'Welke laptop moet ik kopen?', expect: [] },
  { style: 'outside', who: 'leraar', text: 'Hoe reset ik mijn wachtwoord van ParnasSys?', expect: [] },
  { style: 'outside', who: 'student', text: 'Wie won het WK voetbal in 2010?', expect: [] },
  { style: 'outside', who: 'leraar', text: 'Wat kan ik vanavond koken met courgette?', expect: [] },
  { style: 'outside', who: 'leraar', text: 'Hoe schrijf ik een sollicitatiebrief voor een nieuwe baan?', expect: [] },
  { style: 'outside', who: 'leraar', text: 'Vertaal naar het Duits: ik ga morgen naar de markt', expect: [] },
  { style: 'outside', who: 'student', text: 'Wat is de hoofdstad van Australië?', expect: [] },
  { style: 'outside', who: 'leraar', text: 'Wat kost een bus voor het schoolreisje naar de Efteling?', expect: [] },
  { style: 'outside', who: 'leraar', text: 'Mijn auto maakt een piepend geluid bij het remmen', expect: [] },
  { style: 'outside', who: 'leraar', text: 'Hoe declareer ik mijn reiskosten?', expect: [] },
  { style: 'outside', who: 'student', text: 'Wat is het verschil tussen een virus en een bacterie?', expect: [] },
  { style: 'outside', who: 'student', text: 'Leg uit hoe fotosynthese werkt', expect: [] },
  { style: 'outside', who: 'student', text: 'Hoe los ik een vierkantsvergelijking op?', expect: [] },
  { style: 'outside', who: 'leraar', text: 'Hoe maak ik een back-up van mijn telefoon?', expect: [] },
  { style: 'outside', who: 'leraar', text: 'Schrijf een gedicht over de herfst', expect: [] },
  { style: 'outside', who: 'schoolleider', text: 'Waar vind ik het inspectierapport van onze school?', expect: [] },
  { style: 'outside', who: 'leraar', text: 'Welke oefeningen helpen tegen rugpijn?', expect: [] },
  { style: 'outside', who: 'leraar', text: 'Hoe laat gaat de supermarkt open op zondag?', expect: [] },
  { style: 'outside', who: 'schoolleider', text: 'Hoe vraag ik een omgevingsvergunning aan voor een nieuwe aanbouw?', expect: [] },
];
