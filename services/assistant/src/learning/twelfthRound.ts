import { a, d, h, w } from './contentKeys.js';
import type { ExampleQuestion } from './questions.js';

/**
 * The twelfth development round, written blind: from the seed files alone (data-doorloopjes.js,
 * data-content.js), by a writer who read neither the assistant's code nor the earlier question
 * sets, and run once before the word list (lexicon.ts) was used (see eval/README.md).
 * Expectations were decided from the items' titles, intros, steps and theme descriptions.
 * Written as 70 questions: 15 everyday paraphrases, 6 compound variants, 6 typos, 6 long
 * rambling, 6 one- or two-word, 6 English jargon, 10 subject-specific, 15 unanswerable. Four
 * turned out to be word for word in the test set (three) or an earlier round (one); they were
 * removed by a script that printed only their number, so their text was not read.
 */
export const TWELFTH_ROUND: ExampleQuestion[] = [
  // --- everyday situations, informal paraphrases (15) ---
  { who: 'leraar', text: 'elke keer als we van rekenen naar lezen gaan ben ik tien minuten kwijt voordat iedereen weer zit', expect: [d('overgangen-soepel-laten-verlopen')] },
  { who: 'leraar', text: 'ik sta de hele dag boven de klas uit te roepen om aandacht te krijgen, dat moet anders kunnen', expect: [d('stiltesignaal-invoeren')] },
  { who: 'leraar', text: "als de kinderen 's ochtends binnenkomen is het meteen een gekkenhuis, jassen, verhalen, geduw", expect: [d('een-vaste-start-van-de-les'), h('hoe-start-je-de-dag'), w('waarom-routines'), a('routines-als-fundament')] },
  { who: 'leraar', text: 'na het knutselen ligt alles door het lokaal en niemand voelt zich verantwoordelijk om op te ruimen', expect: [d('materialen-uitdelen-en-opruimen'), d('een-opgeruimde-werkplek')] },
  { who: 'leraar', text: 'een jongen roept de hele les door dingen door de klas, hoe reageer ik zonder dat mijn les stilvalt', expect: [d('omgaan-met-verstoringen'), d('impulsen-beheersen-in-de-klas')] },
  { who: 'leraar', text: 'de kinderen die snel klaar zijn zitten zich alleen maar te vervelen, meer sommen geven helpt niet', expect: [d('verrijkingstaken-inzetten'), d('differentieren-in-de-verwerking')] },
  { who: 'leraar', text: 'ik leg iets uit, iedereen knikt ja, en als ze aan de slag gaan blijkt de helft er niks van te snappen', expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes'), d('begeleide-inoefening'), d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket')] },
  { who: 'leraar', text: 'als ik een proefwerk teruggeef kijken ze alleen naar het cijfer en propt iedereen het in zijn tas', expect: [d('toetsresultaten-bespreken')] },
  { who: 'leraar', text: 'na een paar weken zijn ze alles weer vergeten wat we behandeld hebben', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')] },
  { who: 'leraar', text: 'in de kring zijn het altijd dezelfde drie kinderen die hun vinger opsteken, de rest zit erbij', expect: [d('denken-delen-uitwisselen'), d('binnen-en-buitenkring')] },
  { who: 'leraar', text: 'mijn klas heeft vier weken voor een werkstuk en ze beginnen pas de avond van tevoren', expect: [d('een-taak-plannen-met-een-tijdlijn')] },
  { who: 'leraar', text: 'ik schrijf bij het nakijken van alles in de kantlijn maar ze lezen het niet eens', expect: [d('feedback-met-twee-sterren-en-een-wens'), a('feedback-in-vijf-vragen'), w('waarom-feedback')] },
  { who: 'leraar', text: 'als ze elkaars verhaal moeten nakijken schrijven ze alleen "leuk" of "goed gedaan"', expect: [d('peerfeedback-begeleiden'), d('feedback-met-twee-sterren-en-een-wens')] },
  { who: 'leraar', text: 'terwijl ik met een groepje zit komen er steeds kinderen aan mijn tafel vragen wat ze nu moeten doen', expect: [d('stappenplan-voor-zelfstandig-werken')] },
  { who: 'student', text: 'mijn leerlingen weten aan het eind van de les vaak niet eens wat de bedoeling was', expect: [d('het-lesdoel-zichtbaar-maken'), d('succescriteria-opstellen')] },

  // --- compound words in other forms (6) ---
  { who: 'leraar', text: 'klasafspraken maken samen met groep 7', expect: [d('klassenafspraken-opstellen')] },
  { who: 'leraar', text: 'hoe werk je met niveaukaartjes bij spelling', expect: [d('werken-met-niveaukaarten')] },
  { who: 'leraar', text: 'verrijkingsopdrachten voor plusleerlingen', expect: [d('verrijkingstaken-inzetten')] },
  { who: 'leraar', text: 'tijdslijn maken voor een groot project met de klas', expect: [d('een-taak-plannen-met-een-tijdlijn')] },
  { who: 'leraar', text: 'wat doe je aan het instructietafeltje met de zwakke rekenaars', expect: [d('verlengde-instructie-aan-de-instructietafel')] },
  { who: 'student', text: 'begripscontrole tijdens de les, hoe doe je dat snel', expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes'), d('afsluiten-met-een-exit-ticket')] },

  // --- typos (6) ---
  { who: 'leraar', text: 'hoe doe ik de placmat met groep 6', expect: [d('placemat-methode')] },
  { who: 'leraar', text: 'hoe maak ik sucescriteria samen met de klas', expect: [d('succescriteria-opstellen')] },
  { who: 'leraar', text: 'mijn leerlingen onthouden nooit alle opdrachten tegelijk, iets met hun werkgeheugn?', expect: [d('werkgeheugen-ontlasten')] },
  { who: 'leraar', text: 'rubirc gebruiken zodat ze hun eigen werk beoordelen', expect: [d('zelfevaluatie-met-een-rubric')] },
  { who: 'leraar', text: 'expretgroepen bij geschiedenis, hoe zet ik dat op', expect: [d('expertgroepen-legpuzzel')] },
  { who: 'leraar', text: 'hoe geef ik feedbak op hoe ze iets aanpakken ipv alleen op het antwoord', expect: [d('feedback-op-het-proces'), d('reflecteren-op-de-eigen-aanpak')] },

  // --- long rambling questions (6) ---
  { who: 'leraar', text: 'Ik sta dit jaar voor het eerst voor groep 4 en eerlijk gezegd loopt het nog niet lekker. Ze lopen rond, praten door me heen en ik weet niet goed waar ik moet beginnen. Wat moet ik als eerste goed regelen?', expect: [d('klassenafspraken-opstellen'), d('een-vaste-start-van-de-les'), d('stiltesignaal-invoeren'), d('positief-gedrag-bekrachtigen'), d('omgaan-met-verstoringen'), d('overgangen-soepel-laten-verlopen'), h('hoe-start-je-de-dag'), a('routines-als-fundament'), w('waarom-routines')] },
  { who: 'leraar', text: 'Een collega zei laatst dat ik veel te lang uitleg, soms twintig minuten, en dat de kinderen dan afhaken. Zelf heb ik het idee dat ze het anders niet snappen. Wie heeft er nou gelijk en hoe kan ik het korter doen?', expect: [a('waarom-korte-instructie-werkt'), d('hardop-denkend-voordoen'), d('begeleide-inoefening'), w('waarom-voordoen')] },
  { who: 'leraar', text: 'Ik heb een leerling die echt niet kan wachten tot hij aan de beurt is, al is er geen diagnose of zo. Hij flapt alles eruit en wordt boos als ik een ander kies. Zijn ouders maken zich ook zorgen, wat kan ik in de klas doen?', expect: [d('impulsen-beheersen-in-de-klas'), d('omgaan-met-verstoringen'), a('executieve-functies-uitgelegd')] },
  { who: 'leraar', text: 'Vorige week deed ik voor het eerst groepswerk bij aardrijkskunde en het was een drama: ruzie, niemand wist wat hij moest doen en aan het eind lag er bijna niks. Ik wil het niet meteen opgeven. Hoe pak ik het de volgende keer beter aan?', expect: [d('rollen-verdelen-in-groepjes'), h('hoe-verdeel-je-rollen'), d('samenwerking-evalueren'), a('samen-leren-onderzocht')] },
  { who: 'schoolleider', text: 'In mijn team zit veel verschil in hoe er wordt nagekeken: de een zet alleen een cijfer, de ander schrijft hele lappen tekst. Ik wil in een teamvergadering een gezamenlijke basis neerleggen. Is er iets waar ik mee kan starten?', expect: [a('feedback-in-vijf-vragen'), w('waarom-feedback'), d('feedback-met-twee-sterren-en-een-wens'), d('succescriteria-opstellen')] },
  { who: 'leraar', text: 'Ik heb een slim meisje in groep 8, maar haar kastje is een puinhoop, ze vergeet steeds haar spullen en raakt overal het overzicht kwijt. Ik ben bang dat dat volgend jaar op de middelbare school misgaat. Hoe help ik haar nu al?', expect: [d('een-opgeruimde-werkplek'), d('een-taak-plannen-met-een-tijdlijn'), a('executieve-functies-uitgelegd')] },

  // --- one- or two-word queries (6) ---
  { who: 'leraar', text: 'startopdracht', expect: [d('een-vaste-start-van-de-les'), h('hoe-start-je-de-dag')] },
  { who: 'leraar', text: 'complimenten geven', expect: [d('positief-gedrag-bekrachtigen')] },
  { who: 'student', text: 'gespreid oefenen', expect: [w('waarom-herhalen'), d('korte-herhaling-aan-het-begin-van-de-les')] },

  // --- English loanwords / didactic jargon (6) ---
  { who: 'leraar', text: 'hoe doe je een think pair share met een onrustige groep', expect: [d('denken-delen-uitwisselen')] },
  { who: 'student', text: 'tips voor modelling, ik wil dat ze zien hoe ik zelf een opdracht aanpak', expect: [d('hardop-denkend-voordoen'), w('waarom-voordoen')] },
  { who: 'leraar', text: 'scaffolding geleidelijk afbouwen, hoe dan', expect: [d('begeleide-inoefening'), w('waarom-voordoen')] },
  { who: 'leraar', text: 'retrieval practice inbouwen in mijn lessen', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')] },
  { who: 'schoolleider', text: 'formative assessment in de klas, welke werkvormen zijn er', expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes'), d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket')] },
  { who: 'leraar', text: 'self-assessment laten doen door leerlingen', expect: [d('zelfevaluatie-met-een-rubric')] },

  // --- subject-specific, general didactic answer (10) ---
  { who: 'leraar', text: 'hoe leg ik de staartdeling uit aan groep 6 zodat ze het echt snappen', expect: [d('hardop-denkend-voordoen'), d('begeleide-inoefening'), w('waarom-voordoen')] },
  { who: 'leraar', text: 'ze moeten de tafels van 6 tot en met 9 uit hun hoofd kennen, hoe krijg ik dat erin', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen'), d('tweetallen-die-elkaar-controleren')] },
  { who: 'leraar', text: 'hoe leg ik de wet van ohm uit in havo 3 zonder dat ze verdwalen in de formules', expect: [d('hardop-denkend-voordoen'), w('waarom-voordoen'), a('waarom-korte-instructie-werkt'), d('begeleide-inoefening')] },
  { who: 'leraar', text: 'nieuwe les over de waterkringloop bij natuur, ik wil aanhaken bij wat ze er zelf al van weten', expect: [d('activeren-van-voorkennis')] },
  { who: 'leraar', text: 'werkwoordspelling: ze blijven d en t door elkaar halen, hoe laat ik zien hoe je zo een woord aanpakt', expect: [d('hardop-denkend-voordoen'), w('waarom-voordoen'), d('begeleide-inoefening')] },
  { who: 'leraar', text: 'engelse woordjes leren voor een overhoring, wat werkt het best', expect: [w('waarom-herhalen'), d('korte-herhaling-aan-het-begin-van-de-les'), d('tweetallen-die-elkaar-controleren')] },
  { who: 'leraar', text: 'bij begrijpend lezen wil ik in een paar seconden zien of de hele groep de hoofdgedachte heeft gevonden', expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes')] },
  { who: 'leraar', text: 'ik begin maandag met de middeleeuwen bij geschiedenis, hoe open ik dat hoofdstuk', expect: [d('activeren-van-voorkennis'), d('het-lesdoel-zichtbaar-maken')] },
  { who: 'leraar', text: 'mijn brugklassers moeten een betoog schrijven maar hebben geen idee wanneer een betoog goed is', expect: [d('succescriteria-opstellen'), d('zelfevaluatie-met-een-rubric')] },
  { who: 'leraar', text: 'klokkijken in groep 4: na de uitleg zit een groepje nog steeds niet te snappen hoe het werkt', expect: [d('verlengde-instructie-aan-de-instructietafel'), d('begeleide-inoefening')] },

  // --- cannot be answered (15) ---
  { who: 'leraar', text: 'makkelijk recept voor lasagne voor zes personen', expect: [] },
  { who: 'leraar', text: 'goedkope vluchten naar lissabon in de meivakantie', expect: [] },
  { who: 'leraar', text: 'hoe vul ik mijn belastingaangifte in als ik naast school ook bijles geef', expect: [] },
  { who: 'leraar', text: 'mijn laptop krijgt geen verbinding met de wifi in het lokaal', expect: [] },
  { who: 'leraar', text: 'wie heeft vorig jaar de champions league gewonnen', expect: [] },
  { who: 'leraar', text: 'in welke salarisschaal val ik als leerkracht met een master', expect: [] },
  { who: 'leraar', text: 'wanneer begint de herfstvakantie dit jaar in regio zuid', expect: [] },
  { who: 'leraar', text: 'de verwarming in mijn lokaal doet het al een week niet, bij wie moet ik dat melden', expect: [] },
  { who: 'leraar', text: 'hoe vraag ik ouderschapsverlof aan bij mijn schoolbestuur', expect: [] },
  { who: 'schoolleider', text: 'hoeveel leerlingen mogen er wettelijk maximaal in een klas zitten', expect: [] },
  { who: 'schoolleider', text: 'hoe zet ik het rooster voor volgend schooljaar in parnassys', expect: [] },
  { who: 'leraar', text: 'welke rekenmethode is het beste voor groep 3', expect: [] },
  { who: 'leraar', text: 'een leerling in mijn klas heeft hoofdluis, moet ik dan de ouders bellen', expect: [] },
  { who: 'leraar', text: 'hoeveel lesuren per week moet ik geven bij een fulltime aanstelling', expect: [] },
];
