import { a, d, h, w } from './contentKeys.js';
import type { ExampleQuestion } from './questions.js';

/**
 * Seventeenth round, written blind: only the CMS seed (themes, doorloopjes with intros and steps,
 * articles, why- and how-explainers) and the key helpers were read. Emphasis: the second half of
 * the school year (after the Christmas break, spring, project weeks, test and exam periods,
 * doorstroomtoets, reports, end-of-year fatigue, school camp, preparing next year), in primary
 * and secondary school, from teachers, school leaders and student teachers.
 * 80 questions: 60 answerable, 20 unanswerable (`[]`). Styles overlap: about 15 everyday
 * paraphrases, 8 compound-word variants, 8 fast typos, 8 long rambling questions, 8 one- or
 * two-word queries, 6 with English loanwords, 20 subject-specific questions answered by a general
 * guide, and 20 questions the platform cannot answer (staff, leave, buildings, ICT, rules, exam
 * administration, subject facts, and a few outside education).
 */
export const SEVENTEENTH_ROUND: ExampleQuestion[] = [
  // Everyday paraphrases
  { who: 'leraar', text: 'Na de kerstvakantie komt mijn klas elke les rommelig binnen, hoe zorg ik dat ze meteen aan het werk gaan?', expect: [d('een-vaste-start-van-de-les'), h('hoe-start-je-de-dag'), w('waarom-routines'), a('routines-als-fundament')] },
  { who: 'leraar', text: 'Hoe laat ik mijn leerlingen zelf bedenken waar een goed eindwerkstuk aan moet voldoen, zodat ze weten wanneer het af is?', expect: [d('succescriteria-opstellen'), d('zelfevaluatie-met-een-rubric')] },
  { who: 'leraar', text: 'Hoe bespreek ik de proefwerkweek na zonder dat ze alleen naar hun cijfer kijken?', expect: [d('toetsresultaten-bespreken'), w('waarom-feedback')] },
  { who: 'leraar', text: 'Groep 8 schuift het eindproject voor zich uit tot de laatste week, hoe leer ik ze dat in stukjes te verdelen?', expect: [d('een-taak-plannen-met-een-tijdlijn'), d('starten-met-een-taak')] },
  { who: 'leraar', text: 'In de laatste weken voor de zomer krijg ik ze niet meer stil zonder mijn stem te verheffen', expect: [d('stiltesignaal-invoeren'), d('omgaan-met-verstoringen')] },
  { who: 'leraar', text: 'Tijdens de projectweek doet in elk groepje één kind al het werk en de rest kijkt toe', expect: [d('rollen-verdelen-in-groepjes'), h('hoe-verdeel-je-rollen'), a('samen-leren-onderzocht')] },
  { who: 'leraar', text: 'Ik wil na de projectweek met de groepjes terugblikken op hoe het samenwerken ging', expect: [d('samenwerking-evalueren'), d('reflecteren-op-de-eigen-aanpak')] },
  { who: 'leraar', text: 'Hoe laat ik de stof van het hele jaar slim terugkomen in de weken voor de eindtoets?', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')] },
  { who: 'leraar', text: 'Een paar kinderen hebben de midden-toets slecht gemaakt, hoe geef ik die apart extra uitleg terwijl de rest doorwerkt?', expect: [d('verlengde-instructie-aan-de-instructietafel'), d('stappenplan-voor-zelfstandig-werken'), d('flexibele-groepjes-maken')] },
  { who: 'leraar', text: 'Hoe zie ik aan het eind van de les snel wie het snapt, nu de toetsen eraan komen?', expect: [d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket'), d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes')] },
  { who: 'leraar', text: 'Ik wil voor het laatste rapport met elk kind kort bespreken wat het dit jaar nog wil bereiken', expect: [d('doelen-per-leerling-bespreken')] },
  { who: 'leraar', text: 'Mijn snelle leerlingen zijn na de doorstroomtoets klaar met de stof en vervelen zich', expect: [d('verrijkingstaken-inzetten'), d('differentieren-in-de-verwerking')] },
  { who: 'leraar', text: 'Na de meivakantie begin ik aan een nieuw hoofdstuk, hoe laat ik ze eerst ophalen wat ze er al van weten?', expect: [d('activeren-van-voorkennis')] },
  { who: 'schoolleider', text: 'Volgend schooljaar wil ik dat het hele team korter uitlegt en meer voordoet, wat kan ik de collega\'s daarover laten lezen?', expect: [a('waarom-korte-instructie-werkt'), w('waarom-voordoen'), d('hardop-denkend-voordoen')] },
  { who: 'student', text: 'Mijn stagebegeleider zegt dat ik te lang praat voordat de kinderen mogen beginnen, hoe doe ik dat korter?', expect: [a('waarom-korte-instructie-werkt'), d('begeleide-inoefening')] },

  // Compound words in other forms
  { who: 'leraar', text: 'hoe werk ik met wis bordjes bij het herhalen voor de toetsweek', expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes'), d('korte-herhaling-aan-het-begin-van-de-les')] },
  { who: 'leraar', text: 'stilte signaal dat ook werkt in de aula tijdens de projectweek', expect: [d('stiltesignaal-invoeren')] },
  { who: 'leraar', text: 'klasafspraken opfrissen na de voorjaarsvakantie', expect: [d('klassenafspraken-opstellen')] },
  { who: 'leraar', text: 'niveau-kaartjes maken voor de herhalingsweek', expect: [d('werken-met-niveaukaarten')] },
  { who: 'leraar', text: 'succes-criteria voor de eindpresentaties', expect: [d('succescriteria-opstellen'), d('zelfevaluatie-met-een-rubric')] },

  // Typos
  { who: 'leraar', text: 'klas is zo onrsutig sinds de carnavalsvakantie', expect: [d('omgaan-met-verstoringen'), d('stiltesignaal-invoeren'), d('positief-gedrag-bekrachtigen'), a('routines-als-fundament'), w('waarom-routines')] },
  { who: 'leraar', text: 'peerfeedbck bij de eindpresentaties', expect: [d('peerfeedback-begeleiden')] },
  { who: 'leraar', text: 'overgangne tussen de lessen duren zo lang in de laatste weken', expect: [d('overgangen-soepel-laten-verlopen')] },
  { who: 'leraar', text: 'toets nabesrpeken met de klas', expect: [d('toetsresultaten-bespreken')] },
  { who: 'leraar', text: 'time timmer bij zelfstandig wekren', expect: [d('time-timer-gebruiken'), d('stappenplan-voor-zelfstandig-werken')] },

  // Long rambling questions
  { who: 'leraar', text: 'Ik sta sinds januari voor een nieuwe groep 5 omdat de vorige juf met zwangerschapsverlof is. De kinderen zijn andere regels gewend en ik merk dat ze me uittesten. Hoe bouw ik halverwege het jaar toch nog rust en vaste routines op?', expect: [d('klassenafspraken-opstellen'), d('een-vaste-start-van-de-les'), d('positief-gedrag-bekrachtigen'), d('omgaan-met-verstoringen'), w('waarom-routines'), a('routines-als-fundament'), h('hoe-start-je-de-dag')] },
  { who: 'leraar', text: 'Het is juni en iedereen is moe, ikzelf ook. De kinderen haken bij mijn uitleg na vijf minuten al af en kijken uit het raam. Moet ik mijn instructie anders aanpakken of hoort dit gewoon bij het eind van het jaar?', expect: [a('waarom-korte-instructie-werkt'), d('controleren-van-begrip-met-wisbordjes'), d('begeleide-inoefening')] },
  { who: 'schoolleider', text: 'We willen de resultaten van de toetsperiode in februari beter gebruiken. Nu kijken leerkrachten vooral naar de scores en gaan ze daarna gewoon door met de methode. Hoe kunnen ze hun groepjes en instructie aanpassen op wat de toets laat zien?', expect: [d('flexibele-groepjes-maken'), d('verlengde-instructie-aan-de-instructietafel'), d('differentieren-in-de-verwerking')] },
  { who: 'student', text: 'Ik zit in het tweede jaar van de pabo en mijn mentor wil dat ik de projectweek over de ruimte mee begeleid. Er wordt veel in groepjes gewerkt en ik weet eigenlijk niet hoe je dat goed structureert. Waar begin ik?', expect: [d('rollen-verdelen-in-groepjes'), h('hoe-verdeel-je-rollen'), d('expertgroepen-legpuzzel'), d('placemat-methode'), d('samenwerking-evalueren'), a('samen-leren-onderzocht')] },
  { who: 'leraar', text: 'Mijn brugklassers moeten voor de tweede toetsweek opeens veel meer leren dan in de eerste periode. Ze hebben geen idee hoe ze dat moeten plannen en beginnen pas de avond ervoor. Hoe leer ik ze dat in de mentorles?', expect: [d('een-taak-plannen-met-een-tijdlijn'), d('starten-met-een-taak'), w('waarom-herhalen')] },

  // One- or two-word queries
  { who: 'leraar', text: 'toetsweek herhalen', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')] },
  { who: 'leraar', text: 'rubric zelfbeoordeling', expect: [d('zelfevaluatie-met-een-rubric')] },
  { who: 'leraar', text: 'planning werkstuk', expect: [d('een-taak-plannen-met-een-tijdlijn')] },
  { who: 'leraar', text: 'onrust juni', expect: [d('omgaan-met-verstoringen'), d('stiltesignaal-invoeren'), d('positief-gedrag-bekrachtigen'), a('routines-als-fundament'), w('waarom-routines')] },
  { who: 'leraar', text: 'verrijking plusgroep', expect: [d('verrijkingstaken-inzetten')] },

  // English loanwords
  { who: 'schoolleider', text: 'tips voor classroom management voor mijn startende leraren na de kerstbreak', expect: [d('een-vaste-start-van-de-les'), d('stiltesignaal-invoeren'), d('overgangen-soepel-laten-verlopen'), d('klassenafspraken-opstellen'), d('positief-gedrag-bekrachtigen'), d('materialen-uitdelen-en-opruimen'), d('omgaan-met-verstoringen'), a('routines-als-fundament'), w('waarom-routines'), h('hoe-start-je-de-dag')] },
  { who: 'leraar', text: 'hoe doe ik een goede check for understanding in de lessen voor de summatieve toets', expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes'), d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket')] },
  { who: 'leraar', text: 'think pair share in de laatste lessen voor de zomer, hoe pak ik dat aan?', expect: [d('denken-delen-uitwisselen')] },
  { who: 'leraar', text: 'feedforward geven op de concepten van het profielwerkstuk', expect: [w('waarom-feedback'), a('feedback-in-vijf-vragen'), d('feedback-met-twee-sterren-en-een-wens')] },

  // Subject-specific, answered by a general guide
  { who: 'leraar', text: 'Mijn groep 4 moet na de kerst de tafles van 6 tot en met 9 kennen, hoe oefen ik die zodat ze blijven hangen?', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen'), d('tweetallen-die-elkaar-controleren')] },
  { who: 'leraar', text: 'hoe leg ik breuken vergelijken uit aan groep 6 zodat ze het echt snappen', expect: [d('hardop-denkend-voordoen'), w('waarom-voordoen'), d('begeleide-inoefening'), d('controleren-van-begrip-met-wisbordjes')] },
  { who: 'leraar', text: 'Spelling groep 5: de werkwoorden in de verleden tijd blijven misgaan, hoe pak ik dat aan tot de zomer?', expect: [d('hardop-denkend-voordoen'), d('begeleide-inoefening'), d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')] },
  { who: 'leraar', text: 'In 3 vwo begin ik na de voorjaarsvakantie met de subjonctif bij Frans, hoe start ik dat hoofdstuk goed?', expect: [d('activeren-van-voorkennis'), d('het-lesdoel-zichtbaar-maken'), d('hardop-denkend-voordoen')] },
  { who: 'leraar', text: 'examenklas scheikunde maakt steeds dezelfde fouten bij het rekenen met de mol', expect: [d('hardop-denkend-voordoen'), w('waarom-voordoen'), d('begeleide-inoefening'), d('mondelinge-feedback-tijdens-het-werken')] },
  { who: 'leraar', text: 'wisbordje-vragen om in havo 5 te checken of ze de begrippen voor het CE economie nog paraat hebben', expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes'), d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')] },
  { who: 'leraar', text: 'topografie Europa groep 7, na de overhoring zijn ze alles meteen weer kwijt', expect: [w('waarom-herhalen'), d('korte-herhaling-aan-het-begin-van-de-les'), d('tweetallen-die-elkaar-controleren')] },
  { who: 'leraar', text: 'Hoe doe ik aan modelling bij begrijpend lezen in groep 7 zonder dat het een trucje wordt?', expect: [d('hardop-denkend-voordoen'), w('waarom-voordoen'), d('begeleide-inoefening')] },
  { who: 'leraar', text: 'Mijn 2 havo moet voor Nederlands een betoog schrijven, hoe maak ik duidelijk wat een goed betoog is?', expect: [d('succescriteria-opstellen'), d('zelfevaluatie-met-een-rubric'), d('hardop-denkend-voordoen')] },
  { who: 'leraar', text: 'Ik geef Engels in havo 4 en na de kerstvakantie merk ik dat ze de grammatica van de eerste periode alweer vergeten zijn. Ik herhaal alles wel in de week voor de toets, maar het lijkt niet te blijven hangen. Wat doe ik verkeerd?', expect: [w('waarom-herhalen'), d('korte-herhaling-aan-het-begin-van-de-les')] },
  { who: 'leraar', text: 'Klokkijken in groep 4: de helft snapt het en de rest totaal niet, hoe verdeel ik mijn aandacht?', expect: [d('verlengde-instructie-aan-de-instructietafel'), d('differentieren-in-de-verwerking'), d('flexibele-groepjes-maken')] },
  { who: 'leraar', text: 'Wiskunde B in 5 vwo: bij afgeleiden lopen een paar leerlingen ver voor, wat geef ik die te doen?', expect: [d('verrijkingstaken-inzetten'), d('differentieren-in-de-verwerking'), d('werken-met-niveaukaarten')] },
  { who: 'leraar', text: 'Bij gym duren de wissels tussen de onderdelen van het circuit veel te lang', expect: [d('overgangen-soepel-laten-verlopen'), d('materialen-uitdelen-en-opruimen')] },
  { who: 'leraar', text: 'Geschiedenis havo 3: hoe laat ik groepjes de stof over de Koude Oorlog verdelen en aan elkaar uitleggen voor de toetsweek?', expect: [d('expertgroepen-legpuzzel')] },
  { who: 'leraar', text: 'Aardrijkskunde 4 vmbo: hoe laat ik ze elkaar overhoren over klimaatzones zonder dat het een chaos wordt?', expect: [d('tweetallen-die-elkaar-controleren'), d('binnen-en-buitenkring')] },
  { who: 'leraar', text: 'Muziekles groep 6: ze moeten in tweetallen een ritme verzinnen, maar ik wil dat iedereen eerst zelf nadenkt', expect: [d('denken-delen-uitwisselen')] },
  { who: 'leraar', text: 'rekenen groep 8: hoe houd ik de staartdelignen na de doorstroomtoets bij tot de zomer', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')] },
  { who: 'student', text: 'ik geef in mijn stage een natuurkundeles over stroomkringen in havo 2, hoe check ik tussendoor of ze het snappen?', expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes'), d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket')] },
  { who: 'leraar', text: 'Schrijven groep 6: na het opstel over de lente wil ik dat ze elkaar tips geven op hun tekst', expect: [d('peerfeedback-begeleiden'), d('feedback-met-twee-sterren-en-een-wens')] },
  { who: 'leraar', text: 'niveau kaarten voor naamvallen oefenen in 4 havo Duits', expect: [d('werken-met-niveaukaarten'), d('differentieren-in-de-verwerking')] },

  // Nothing on the platform answers these
  { who: 'schoolleider', text: 'We krijgen volgend jaar twee combinatieklassen erbij en ik moet de lokalen herindelen en meubilair bestellen. Wie levert betaalbaar schoolmeubilair en hoe lang is de levertijd meestal?', expect: [] },
  { who: 'schoolleider', text: 'Hoe verdeel ik de formatie over de groepen voor volgend schooljaar als er een leerkracht minder is?', expect: [] },
  { who: 'leraar', text: 'Wanneer moet ik het schooladvies bijstellen als de doorstroomtoets hoger uitvalt?', expect: [] },
  { who: 'leraar', text: 'Wat is de deadline om de PTA-cijfers bij de examencommissie in te leveren?', expect: [] },
  { who: 'leraar', text: 'Het digibord doet het niet meer sinds de kerstvakantie, wie moet ik daarvoor bellen?', expect: [] },
  { who: 'leraar', text: 'Hoe vraag ik ouderschapsverlof aan voor na de zomer?', expect: [] },
  { who: 'leraar', text: 'Wat kost een schoolkamp op Ameland ongeveer per leerling?', expect: [] },
  { who: 'leraar', text: 'Wat waren de oorzaken van de Eerste Wereldoorlog?', expect: [] },
  { who: 'leraar', text: 'recept pannenkoeken voor 30 personen', expect: [] },
  { who: 'leraar', text: 'weerbericht komend weekend Utrecht', expect: [] },
  { who: 'leraar', text: 'De CO2-meter in mijn lokaal staat steeds op rood, wie regelt de ventilatie?', expect: [] },
  { who: 'leraar', text: 'oudergesprekken rapport', expect: [] },
  { who: 'leraar', text: 'hoe berekn ik het rapportcijfer als een toets dubbel telt', expect: [] },
  { who: 'leraar', text: 'Welke afscheidsmusical is leuk voor groep 8?', expect: [] },
  { who: 'leraar', text: 'zomer vakantie regio zuid', expect: [] },
  { who: 'leraar', text: 'Na het kamp in mei is de sfeer in groep 8 omgeslagen. Er zijn kliekjes ontstaan en twee meisjes worden op het plein en in de groepsapp buitengesloten. Ouders hebben al gebeld. Hoe pak ik dit pesten aan?', expect: [] },
  { who: 'leraar', text: 'Mag een leerling thuisblijven van het schoolkamp als de ouders dat willen?', expect: [] },
  { who: 'leraar', text: 'magister cijfers klaarzetten voor de overgangsvergadering', expect: [] },
  { who: 'student', text: 'Hoeveel studiepunten levert de LIO-stage op en wanneer moet ik mijn portfolio inleveren?', expect: [] },
  { who: 'leraar', text: 'Ik ben echt op en het is pas april, hoe voorkom ik een burn-out?', expect: [] },
];
