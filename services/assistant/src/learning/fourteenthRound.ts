import { a, d, h, w } from './contentKeys.js';
import type { ExampleQuestion } from './questions.js';

/**
 * Fourteenth round, written blind: only the CMS seed (themes with their descriptions and tips,
 * the 42 doorloopjes with intro and steps, the articles, the "why" and "how" explainers) and the
 * key helpers were read. Emphasis on primary school (groep 1-8):
 * - 25 subject-specific questions (tafels, klokkijken, d/t, topografie, begrijpend lezen, letters,
 *   werkstuk, breuken, ...) whose answer is one of the platform's general guides (all answerable);
 * - 12 one- or two-word search-box queries (11 answerable, 1 unanswerable);
 * - 12 questions with English loanwords (9 answerable, 3 unanswerable);
 * - 8 questions with typos or glued/split compounds (all answerable);
 * - 23 questions the platform cannot answer: 8 outside education, 15 school matters without
 *   content (staff, facilities, rules and laws, subject facts, parents' practical questions, ICT).
 * In total 53 answerable and 27 unanswerable questions.
 */
export const FOURTEENTH_ROUND: ExampleQuestion[] = [
  // Subject-specific questions answered by general guides (25)
  { who: 'leraar', text: 'de tafels van 6 en 7 blijven maar niet hangen in groep 5', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')] },
  { who: 'leraar', text: 'groep 4 en klokkijken, help', expect: [d('hardop-denkend-voordoen'), d('begeleide-inoefening'), w('waarom-voordoen')] },
  { who: 'leraar', text: 'd/t-fouten in groep 7: de regel kennen ze, maar bij het zelf schrijven gaat het steeds mis', expect: [d('hardop-denkend-voordoen'), d('begeleide-inoefening'), w('waarom-voordoen')] },
  { who: 'leraar', text: 'provincies en hoofdsteden in groep 5, hoe krijg ik die topo er echt in?', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen'), d('tweetallen-die-elkaar-controleren')] },
  { who: 'leraar', text: 'begrijpend lezen groep 6: ze lezen de tekst wel maar snappen er niks van', expect: [d('hardop-denkend-voordoen'), d('activeren-van-voorkennis'), d('begeleide-inoefening'), w('waarom-voordoen')] },
  { who: 'student', text: 'ik loop stage in groep 2 en moet morgen een nieuwe letter aanbieden aan de kleuters, hoe pak ik dat aan', expect: [d('activeren-van-voorkennis'), d('hardop-denkend-voordoen'), d('korte-herhaling-aan-het-begin-van-de-les')] },
  { who: 'leraar', text: 'werkstuk over de Romeinen in groep 7, de helft weet niet waar ze moeten beginnen', expect: [d('een-taak-plannen-met-een-tijdlijn'), d('starten-met-een-taak'), d('succescriteria-opstellen')] },
  { who: 'leraar', text: 'verhaaltjes schrijven in groep 5 — hoe maak ik duidelijk wat een goed verhaal is?', expect: [d('succescriteria-opstellen'), d('zelfevaluatie-met-een-rubric')] },
  { who: 'leraar', text: 'breuken in groep 6, na vijf minuten instructie haakt de helft al af', expect: [a('waarom-korte-instructie-werkt'), d('verlengde-instructie-aan-de-instructietafel'), d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes')] },
  { who: 'leraar', text: 'staartdelingen groep 7: een paar kinderen kunnen het al, de rest nog lang niet', expect: [d('verlengde-instructie-aan-de-instructietafel'), d('verrijkingstaken-inzetten'), d('flexibele-groepjes-maken'), d('differentieren-in-de-verwerking'), d('werken-met-niveaukaarten')] },
  { who: 'leraar', text: 'splitsen tot 10 in groep 3: hoe check ik snel wie het snapt en wie niet?', expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes'), d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket')] },
  { who: 'leraar', text: 'nieuwe woorden van wereldoriëntatie zijn een week later alweer weg bij mijn groep 4', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')] },
  { who: 'leraar', text: 'we starten met het project Tweede Wereldoorlog in groep 8, hoe kom ik erachter wat ze er al van weten', expect: [d('activeren-van-voorkennis')] },
  { who: 'student', text: 'cijferend optellen met onthouden voordoen zodat groep 5 het echt snapt', expect: [d('hardop-denkend-voordoen'), w('waarom-voordoen'), d('begeleide-inoefening')] },
  { who: 'student', text: 'spreekbeurten groep 6 voorbereiden, hoe zorg ik dat ze hun planning bijhouden', expect: [d('een-taak-plannen-met-een-tijdlijn')] },
  { who: 'leraar', text: 'aanvankelijk lezen groep 3, een paar kinderen lopen nu al achter', expect: [d('verlengde-instructie-aan-de-instructietafel'), d('flexibele-groepjes-maken')] },
  { who: 'leraar', text: 'de sterke rekenaars in groep 8 vervelen zich bij procenten', expect: [d('verrijkingstaken-inzetten'), d('differentieren-in-de-verwerking'), d('werken-met-niveaukaarten')] },
  { who: 'leraar', text: 'ze rekenen maar wat aan, hoe krijg ik groep 5 zover dat ze nadenken over welke strategie ze kiezen', expect: [d('reflecteren-op-de-eigen-aanpak'), d('feedback-op-het-proces'), d('hardop-denkend-voordoen')] },
  { who: 'leraar', text: 'dictee terug in groep 6 en iedereen kijkt alleen naar het cijfer', expect: [d('toetsresultaten-bespreken')] },
  { who: 'leraar', text: 'klimaatzones groep 7: ieder groepje zoekt één zone uit en vertelt het daarna aan de anderen, hoe organiseer ik dat', expect: [d('expertgroepen-legpuzzel')] },
  { who: 'leraar', text: 'bij geschiedenis roepen steeds dezelfde snelle kinderen het antwoord en de rest denkt niet meer na', expect: [d('denken-delen-uitwisselen'), d('impulsen-beheersen-in-de-klas')] },
  { who: 'leraar', text: 'redactiesommen groep 6: halverwege de opgave zijn ze vergeten wat er gevraagd werd', expect: [d('werkgeheugen-ontlasten'), d('hardop-denkend-voordoen')] },
  { who: 'leraar', text: 'kleuters zelfstandig laten werken met het planbord in groep 1-2', expect: [d('stappenplan-voor-zelfstandig-werken')] },
  { who: 'student', text: 'engelse woordjes overhoren in tweetallen in groep 7, hoe pak je dat aan?', expect: [d('tweetallen-die-elkaar-controleren'), w('waarom-herhalen')] },
  { who: 'leraar', text: 'aan elkaar schrijven in groep 4, hun letters lopen alle kanten op', expect: [d('hardop-denkend-voordoen'), d('begeleide-inoefening'), d('mondelinge-feedback-tijdens-het-werken'), w('waarom-voordoen')] },

  // One- or two-word queries (12)
  { who: 'leraar', text: 'wisbordjes', expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes')] },
  { who: 'leraar', text: 'exit ticket', expect: [d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket')] },
  { who: 'leraar', text: 'lastig gedrag', expect: [d('omgaan-met-verstoringen'), d('positief-gedrag-bekrachtigen')] },
  { who: 'leraar', text: 'verlengde instructie', expect: [d('verlengde-instructie-aan-de-instructietafel')] },
  { who: 'student', text: 'voorkennis', expect: [d('activeren-van-voorkennis')] },
  { who: 'leraar', text: 'legpuzzel', expect: [d('expertgroepen-legpuzzel')] },
  { who: 'leraar', text: 'ochtendroutine', expect: [h('hoe-start-je-de-dag'), d('een-vaste-start-van-de-les')] },
  { who: 'leraar', text: 'dyslexie', expect: [] },
  { who: 'schoolleider', text: 'overgangen', expect: [d('overgangen-soepel-laten-verlopen')] },

  // English loanwords (12)
  {
    who: 'schoolleider',
    text: 'onze startende leerkrachten worstelen met classroom management, waar kunnen ze beginnen?',
    expect: [
      d('een-vaste-start-van-de-les'),
      d('stiltesignaal-invoeren'),
      d('overgangen-soepel-laten-verlopen'),
      d('klassenafspraken-opstellen'),
      d('positief-gedrag-bekrachtigen'),
      d('materialen-uitdelen-en-opruimen'),
      d('omgaan-met-verstoringen'),
      a('routines-als-fundament'),
      w('waarom-routines'),
      h('hoe-start-je-de-dag'),
    ],
  },
  { who: 'leraar', text: 'growth mindset stimuleren in groep 6, ze zeggen steeds "ik kan het toch niet"', expect: [d('feedback-op-het-proces')] },
  { who: 'leraar', text: 'mindfulness oefeningen voor groep 5', expect: [] },
  { who: 'schoolleider', text: 'flipped classroom invoeren in de bovenbouw, iemand ervaring?', expect: [] },
  { who: 'leraar', text: 'chunking van je instructie, hoe doe je dat', expect: [a('waarom-korte-instructie-werkt'), d('werkgeheugen-ontlasten')] },
  { who: 'leraar', text: 'rubric laten invullen door groep 8 bij hun eigen werkstuk', expect: [d('zelfevaluatie-met-een-rubric')] },
  { who: 'leraar', text: 'peer feedback in groep 7 blijft steeds hangen op "goed gedaan"', expect: [d('peerfeedback-begeleiden'), d('feedback-met-twee-sterren-en-een-wens')] },
  { who: 'student', text: 'scaffolding: wanneer laat je ze los?', expect: [d('begeleide-inoefening'), w('waarom-voordoen'), d('hardop-denkend-voordoen')] },
  { who: 'leraar', text: 'check for understanding technieken tijdens de instructie', expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes')] },
  { who: 'leraar', text: 'spaced repetition op de basisschool, hoe dan?', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')] },
  { who: 'student', text: 'think pair share in groep 4', expect: [d('denken-delen-uitwisselen')] },
  { who: 'leraar', text: 'gamification met kahoot bij rekenen in groep 6', expect: [] },

  // Typos and unusual compounds (8)
  { who: 'leraar', text: 'wis bordjes hoe werkt dat', expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes')] },
  { who: 'leraar', text: 'exitticket maken groep 6', expect: [d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket')] },
  { who: 'leraar', text: 'klasseafspraken opstelen met groep 6', expect: [d('klassenafspraken-opstellen')] },
  { who: 'leraar', text: 'stilte signaal wat werkt goed bij kleuters', expect: [d('stiltesignaal-invoeren')] },
  {
    who: 'schoolleider',
    text: 'diferentiatie zonder 3 lessen te geven',
    expect: [
      d('verlengde-instructie-aan-de-instructietafel'),
      d('verrijkingstaken-inzetten'),
      d('flexibele-groepjes-maken'),
      d('werken-met-niveaukaarten'),
      d('differentieren-in-de-verwerking'),
      a('differentiatie-mythes'),
    ],
  },
  { who: 'leraar', text: 'samenwerkendleren rolverdeling groepjes', expect: [d('rollen-verdelen-in-groepjes'), h('hoe-verdeel-je-rollen')] },
  { who: 'student', text: 'voorkenis activeeren bij nieuw onderwerp', expect: [d('activeren-van-voorkennis')] },
  { who: 'leraar', text: 'tijdlijn planen werkstuk groep8', expect: [d('een-taak-plannen-met-een-tijdlijn')] },

  // Unanswerable: outside education (8)
  { who: 'leraar', text: 'wat wordt het weer morgen in Utrecht', expect: [] },
  { who: 'leraar', text: 'recept pannenkoeken zonder ei', expect: [] },
  { who: 'schoolleider', text: 'hoe vraag ik een nieuw paspoort aan', expect: [] },
  { who: 'student', text: 'lekke band plakken hoe doe je dat', expect: [] },
  { who: 'leraar', text: 'goede series op netflix voor in de kerstvakantie?', expect: [] },
  { who: 'student', text: 'huurtoeslag aanvragen als student', expect: [] },
  { who: 'schoolleider', text: 'beste hypotheekrente op dit moment', expect: [] },

  // Unanswerable: school matters without content on the platform (15)
  { who: 'leraar', text: 'hoeveel verlofdagen heb ik als juf volgens de cao po', expect: [] },
  { who: 'schoolleider', text: 'vacaturetekst schrijven voor een intern begeleider', expect: [] },
  { who: 'leraar', text: 'wat is de hoofdstad van Australië, mijn groep 6 vroeg het en ik twijfelde', expect: [] },
  { who: 'leraar', text: 'hoe lang duurde de Tachtigjarige Oorlog precies', expect: [] },
  { who: 'leraar', text: 'mag een juf een leerling vasthouden die de klas uit rent?', expect: [] },
  { who: 'leraar', text: 'ouders vragen wanneer de herfstvakantie is in regio zuid', expect: [] },
  { who: 'leraar', text: 'het digibord in groep 5 doet het niet meer, wie moet ik bellen', expect: [] },
  { who: 'leraar', text: 'wifi op de chromebooks van de klas werkt niet', expect: [] },
  { who: 'schoolleider', text: 'subsidie aanvragen voor een groen schoolplein', expect: [] },
  { who: 'schoolleider', text: 'hoeveel leerlingen mogen er maximaal in één groep', expect: [] },
  { who: 'student', text: 'hoeveel ects is de lio-stage op de pabo', expect: [] },
  { who: 'leraar', text: 'leerling heeft hoofdluis, moet ik alle ouders van de klas mailen?', expect: [] },
  { who: 'schoolleider', text: 'rooster maken voor pleinwacht en overblijf', expect: [] },
  { who: 'leraar', text: "mag ik klassenfoto's op de facebookpagina van school zetten zonder toestemming (avg)", expect: [] },
  { who: 'leraar', text: 'ziek melden als leerkracht, bij wie moet dat', expect: [] },
];
