import { a, d, h, w } from './contentKeys.js';
import type { ExampleQuestion } from './questions.js';

/**
 * Fifteenth round, written blind: only the CMS seed (themes with descriptions and tips, the 42
 * doorloopjes with intro and steps, articles, why and how explainers) and contentKeys.ts were read.
 * Emphasis on secondary school (vmbo, havo, vwo, mbo) and on styles: 20 long, rambling questions;
 * 20 subject-specific questions (wiskunde, talen, geschiedenis, biologie, economie, Nederlands,
 * natuurkunde, profielwerkstuk...) whose answer is a general guide, often without the words
 * "uitleggen", "les", "leren" or "leerlingen"; 10 with compounds written in another form than the
 * content (split, other linking letter, diminutive, plural); 6 typed fast with typos; and 24 the
 * platform cannot answer (8 outside education, 16 school matters without content: cao, ziekmelding,
 * rooster, ICT, ouders, examens, mentoradministratie, subject facts). 56 answerable, 24 unanswerable.
 */
export const FIFTEENTH_ROUND: ExampleQuestion[] = [
  // --- 20 long, rambling questions ---
  {
    who: 'leraar',
    text: 'Ik geef Frans in 2 vwo en elke maandag is het een drama. Ze komen binnen, tassen op tafel, telefoons eruit en ik ben tien minuten kwijt voordat we kunnen beginnen. Hoe krijg ik dat begin van het uur strakker? Ik heb al van alles geprobeerd met strafwerk maar dat helpt niks.',
    expect: [d('een-vaste-start-van-de-les'), a('routines-als-fundament'), w('waarom-routines'), d('positief-gedrag-bekrachtigen')],
  },
  {
    who: 'leraar',
    text: 'Mijn 4 havo economieklas is echt een gemengd gezelschap: een paar komen duidelijk van de mavo en een paar vervelen zich kapot. Ik heb geen tijd om alles drie keer voor te bereiden. Wat kan ik doen zodat de sterke leerlingen niet afhaken en de zwakkere het toch bijbenen?',
    expect: [
      d('verlengde-instructie-aan-de-instructietafel'),
      d('verrijkingstaken-inzetten'),
      d('flexibele-groepjes-maken'),
      d('werken-met-niveaukaarten'),
      d('differentieren-in-de-verwerking'),
      a('differentiatie-mythes'),
    ],
  },
  {
    who: 'leraar',
    text: 'Na mijn uitleg vraag ik altijd "is het duidelijk?" en dan knikt iedereen, maar bij de toets blijkt de helft er niks van te snappen. Echt frustrerend. Hoe zie ik tijdens het uur zelf al wie het wel en niet begrijpt?',
    expect: [
      d('controleren-van-begrip-met-wisbordjes'),
      h('hoe-gebruik-je-wisbordjes'),
      d('afsluiten-met-een-exit-ticket'),
      h('hoe-maak-je-een-exit-ticket'),
    ],
  },
  {
    who: 'leraar',
    text: 'Mijn 3 mavo krijgt een groepsopdracht voor maatschappijleer en ik weet nu al hoe het gaat: één iemand doet alles en de rest zit op z\'n telefoon. Vorig jaar precies hetzelfde. Hoe zorg je dat iedereen in zo\'n groepje echt wat bijdraagt?',
    expect: [
      d('rollen-verdelen-in-groepjes'),
      h('hoe-verdeel-je-rollen'),
      a('samen-leren-onderzocht'),
      d('expertgroepen-legpuzzel'),
      d('samenwerking-evalueren'),
    ],
  },
  {
    who: 'student',
    text: 'Ik loop stage op een mbo-opleiding zorg en welzijn en mijn begeleider zei na afloop dat mijn uitleg veel te lang duurde, bijna twintig minuten. Ik dacht juist dat ik grondig was. Klopt het dat korter beter is, en waarom dan eigenlijk?',
    expect: [a('waarom-korte-instructie-werkt'), w('waarom-voordoen')],
  },
  {
    who: 'leraar',
    text: 'Ik heb een 3 vwo die gewoon nooit stil is. Als ik iets wil zeggen moet ik steeds harder praten en aan het eind van de dag ben ik schor. Collega\'s zeggen dat ik strenger moet zijn maar dat ligt me niet. Is er een manier om hun aandacht te krijgen zonder te schreeuwen?',
    expect: [d('stiltesignaal-invoeren')],
  },
  {
    who: 'leraar',
    text: 'Onze sectie Nederlands wil dat leerlingen elkaars betogen gaan beoordelen, maar toen ik het probeerde kwam er alleen "goed gedaan" en "leuk" uit. Daar heeft niemand wat aan. Hoe pak je dat aan zodat het wel iets oplevert?',
    expect: [d('peerfeedback-begeleiden'), d('succescriteria-opstellen'), d('feedback-met-twee-sterren-en-een-wens')],
  },
  {
    who: 'leraar',
    text: 'Ik heb de toetsen van 2 havo teruggegeven en ze kijken alleen naar het cijfer en proppen het blad in hun tas. Al dat nakijkwerk voor niks eigenlijk. Hoe zorg ik dat ze er ook echt iets mee doen?',
    expect: [d('toetsresultaten-bespreken')],
  },
  {
    who: 'leraar',
    text: 'Ik heb een jongen in 1 vmbo-kader die nooit begint. Opdracht staat op het bord, iedereen gaat aan de slag, hij zit te staren of begint over voetbal. Als ik naast hem ga zitten lukt het wel, maar ik kan niet het hele uur bij hem blijven. Tips?',
    expect: [
      d('starten-met-een-taak'),
      d('stappenplan-voor-zelfstandig-werken'),
      d('werkgeheugen-ontlasten'),
      a('executieve-functies-uitgelegd'),
    ],
  },
  {
    who: 'schoolleider',
    text: 'We zien bij lesbezoeken dat veel docenten in de bovenbouw vooral zelf aan het woord zijn en dat leerlingen heel passief zitten. Ik wil op een studiemiddag iets aanreiken om ze actiever te krijgen, zonder dat het meteen een uur groepswerk wordt. Waar kunnen we mee beginnen?',
    expect: [
      d('denken-delen-uitwisselen'),
      d('controleren-van-begrip-met-wisbordjes'),
      h('hoe-gebruik-je-wisbordjes'),
      d('tweetallen-die-elkaar-controleren'),
      d('binnen-en-buitenkring'),
    ],
  },
  {
    who: 'leraar',
    text: 'Ik sta voor een tweede klas havo/vwo en het is elke keer chaos als ze moeten wisselen, van uitleg naar zelf werken of als de laptops gepakt moeten worden. Dat kost me per uur zeker een kwartier. Hoe krijg ik die wisselmomenten sneller?',
    expect: [d('overgangen-soepel-laten-verlopen'), d('materialen-uitdelen-en-opruimen')],
  },
  {
    who: 'leraar',
    text: 'Ik ben zij-instromer en geef sinds september scheikunde. De stof ken ik door en door, maar ik merk dat ik er doorheen jakker en ervan uitga dat ze snappen hoe ik tot een antwoord kom. Een collega zei dat ik mijn denken zichtbaar moet maken. Hoe doe je dat concreet?',
    expect: [d('hardop-denkend-voordoen'), w('waarom-voordoen')],
  },
  {
    who: 'leraar',
    text: 'In mijn 3 mavo zitten twee jongens die de boel constant verstieren met opmerkingen en geluidjes. Als ik ze eruit stuur wordt het een machtsstrijd en de rest van de klas geniet ervan. Hoe kan ik daar handiger op reageren?',
    expect: [d('omgaan-met-verstoringen'), d('positief-gedrag-bekrachtigen')],
  },
  {
    who: 'leraar',
    text: 'Na de kerstvakantie zijn alle afspraken in mijn mentorklas weer verdwenen: telefoons, te laat komen, door elkaar praten. In september hadden we het zo goed geregeld. Hoe maak ik opnieuw afspraken waar ze zich ook echt aan houden?',
    expect: [d('klassenafspraken-opstellen'), a('routines-als-fundament'), w('waarom-routines')],
  },
  {
    who: 'leraar',
    text: 'Ik schrijf halve bladzijdes commentaar onder de werkstukken van mijn 5 havo, maar ik heb het idee dat niemand het leest. Het kost me al mijn weekenden. Kan dat niet slimmer, met minder werk en meer effect?',
    expect: [
      d('feedback-met-twee-sterren-en-een-wens'),
      a('feedback-in-vijf-vragen'),
      w('waarom-feedback'),
      d('mondelinge-feedback-tijdens-het-werken'),
    ],
  },
  {
    who: 'student',
    text: 'Ik zit in het derde jaar van de lerarenopleiding aardrijkskunde en moet voor mijn stage een les ontwerpen met een duidelijke opbouw. Mijn werkplekbegeleider hamert op "begin bij wat ze al weten". Hoe doe ik dat zonder dat het een saai vragenrondje wordt?',
    expect: [d('activeren-van-voorkennis')],
  },
  {
    who: 'leraar',
    text: 'Mijn duo en ik delen een 1 vwo en bij zelfstandig werken steken sommigen voor elk klein dingetje hun vinger op. Daardoor kom ik niet toe aan de kinderen die echt hulp nodig hebben. Hoe maak ik ze wat minder afhankelijk van mij?',
    expect: [d('stappenplan-voor-zelfstandig-werken'), d('verlengde-instructie-aan-de-instructietafel')],
  },
  {
    who: 'leraar',
    text: 'Ik heb dit jaar een klas waarin iedereen door elkaar heen roept, niet eens uit baldadigheid maar gewoon omdat ze enthousiast zijn. Gezellig hoor, maar de stillere leerlingen komen er nooit tussen. Hoe verdeel ik de beurten eerlijker?',
    expect: [d('impulsen-beheersen-in-de-klas'), d('denken-delen-uitwisselen')],
  },
  {
    who: 'schoolleider',
    text: 'Bij ons op het mbo hebben docenten weinig tijd en ze klagen dat ze nooit weten wat er na een les is blijven hangen. De toetsen komen pas aan het eind van de periode. Is er iets eenvoudigs wat ze aan het einde van elk lesuur kunnen doen?',
    expect: [d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket')],
  },
  {
    who: 'leraar',
    text: 'Op de opleiding leerde ik nog dat je leerlingen zelf moet laten ontdekken, maar nu lees ik overal dat je juist eerst moet voordoen. Ik geef techniek op het vmbo en wil het gewoon goed doen. Wat is nou waar, en hoe pak ik het dan aan?',
    expect: [w('waarom-voordoen'), d('hardop-denkend-voordoen'), d('begeleide-inoefening')],
  },

  // --- 20 subject-specific questions with a general answer ---
  {
    who: 'leraar',
    text: '3 havo snapt niks van formules omschrijven bij natuurkunde',
    expect: [d('hardop-denkend-voordoen'), w('waarom-voordoen'), d('begeleide-inoefening')],
  },
  {
    who: 'leraar',
    text: 'Duitse woordjes zijn na een week alweer weg bij mijn 3 vwo, hoe blijft het hangen',
    expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')],
  },
  {
    who: 'leraar',
    text: 'hoe krijg ik die Engelse onregelmatige werkwoorden erin bij 2 kader? ze stampen ze voor de so en daarna zijn ze weg',
    expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')],
  },
  {
    who: 'leraar',
    text: 'geschiedenis 2 havo: snel checken of ze de tijdvakken snappen zonder een hele overhoring',
    expect: [
      d('controleren-van-begrip-met-wisbordjes'),
      h('hoe-gebruik-je-wisbordjes'),
      d('afsluiten-met-een-exit-ticket'),
      h('hoe-maak-je-een-exit-ticket'),
    ],
  },
  {
    who: 'leraar',
    text: 'biologie 4 vmbo: ik wil dat groepjes elk een stuk van de bloedsomloop uitzoeken en het dan aan de anderen overdragen',
    expect: [d('expertgroepen-legpuzzel')],
  },
  {
    who: 'leraar',
    text: 'economie 5 havo, de helft heeft vraag en aanbod meteen door en zit dan te niksen. wat geef ik die snelle groep?',
    expect: [d('verrijkingstaken-inzetten'), d('differentieren-in-de-verwerking'), d('werken-met-niveaukaarten')],
  },
  {
    who: 'leraar',
    text: 'betoog schrijven 4 havo Nederlands: hoe maak ik vooraf helder wat een goed betoog is',
    expect: [d('succescriteria-opstellen'), d('zelfevaluatie-met-een-rubric')],
  },
  {
    who: 'leraar',
    text: 'wiskunde 1 vwo breuken vermenigvuldigen, na mijn uitleg gaan ze zelf aan de slag en maakt iedereen dezelfde fout',
    expect: [
      d('begeleide-inoefening'),
      d('hardop-denkend-voordoen'),
      w('waarom-voordoen'),
      d('controleren-van-begrip-met-wisbordjes'),
    ],
  },
  {
    who: 'leraar',
    text: 'profielwerkstuk begeleiden, mijn groepjes schuiven alles voor zich uit tot vlak voor de deadline',
    expect: [d('een-taak-plannen-met-een-tijdlijn'), d('starten-met-een-taak'), a('executieve-functies-uitgelegd')],
  },
  {
    who: 'leraar',
    text: 'Engels leesvaardigheid 3 mavo: de zwakke lezers hebben meer nodig, hoe combineer ik dat met de rest van de groep',
    expect: [
      d('verlengde-instructie-aan-de-instructietafel'),
      d('flexibele-groepjes-maken'),
      d('differentieren-in-de-verwerking'),
    ],
  },
  {
    who: 'leraar',
    text: 'scheikunde practicum: elke keer gedoe met spullen pakken en terugzetten, dat kost zoveel tijd',
    expect: [d('materialen-uitdelen-en-opruimen')],
  },
  {
    who: 'leraar',
    text: 'natuurkunde 4 vwo, ik wil dat ze in duo\'s om de beurt een opgave maken en de ander kijkt mee. hoe richt ik dat in',
    expect: [d('tweetallen-die-elkaar-controleren')],
  },
  {
    who: 'leraar',
    text: 'bronnenonderzoek geschiedenis in groepjes van vier, ze krijgen altijd ruzie over wie wat doet',
    expect: [d('rollen-verdelen-in-groepjes'), h('hoe-verdeel-je-rollen')],
  },
  {
    who: 'leraar',
    text: 'Frans spreekvaardigheid met 30 man in het lokaal, hoe laat ik ze allemaal veel praten',
    expect: [d('binnen-en-buitenkring'), d('denken-delen-uitwisselen')],
  },
  {
    who: 'student',
    text: 'aardrijkskunde 2 vmbo: bij elke nieuwe paragraaf begin ik bij nul terwijl ze vaak al best veel van het onderwerp weten. hoe haak ik daarop in?',
    expect: [d('activeren-van-voorkennis')],
  },
  {
    who: 'leraar',
    text: 'wiskunde B, bij het bespreken van de PTA-toets kijkt niemand op. hoe maak je zo\'n bespreking zinvol',
    expect: [d('toetsresultaten-bespreken')],
  },
  {
    who: 'leraar',
    text: 'Duits 2 havo: na elk uur even weten of de naamvallen geland zijn, kort en simpel',
    expect: [d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket')],
  },
  {
    who: 'leraar',
    text: 'economieverslag 4 vwo: ik wil dat ze hun eigen verslag beoordelen voordat ze het inleveren',
    expect: [d('zelfevaluatie-met-een-rubric'), d('succescriteria-opstellen')],
  },
  {
    who: 'leraar',
    text: 'biologie mbo niveau 2, mijn studenten raken overweldigd door die lange practicumhandleidingen met tien stappen tegelijk',
    expect: [d('werkgeheugen-ontlasten')],
  },
  {
    who: 'leraar',
    text: 'dt-fouten in 1 mavo blijven maar terugkomen ondanks alle oefenbladen',
    expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen'), d('hardop-denkend-voordoen')],
  },

  // --- 10 compounds in another form than the content ---
  {
    who: 'leraar',
    text: 'tijdslijn maken voor een grote opdracht in 4 havo, hoe pak ik dat aan',
    expect: [d('een-taak-plannen-met-een-tijdlijn')],
  },
  {
    who: 'leraar',
    text: 'placematmethode in 2 vwo, hoe werkt dat precies',
    expect: [d('placemat-methode')],
  },
  {
    who: 'leraar',
    text: 'welke stilte signalen werken bij pubers',
    expect: [d('stiltesignaal-invoeren')],
  },
  {
    who: 'leraar',
    text: 'heeft het zin om lesdoelen op het bord te zetten in de bovenbouw havo?',
    expect: [d('het-lesdoel-zichtbaar-maken')],
  },
  {
    who: 'leraar',
    text: 'exitkaartjes aan het eind van het uur, hoe doe je dat handig',
    expect: [d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket')],
  },
  {
    who: 'leraar',
    text: 'klasafspraken maken met mijn mentorgroep 1 mavo',
    expect: [d('klassenafspraken-opstellen')],
  },
  {
    who: 'leraar',
    text: 'peer feedback bij presentaties in 5 vwo',
    expect: [d('peerfeedback-begeleiden')],
  },
  {
    who: 'leraar',
    text: 'niveau kaartjes maken voor wiskunde in de onderbouw',
    expect: [d('werken-met-niveaukaarten')],
  },
  {
    who: 'schoolleider',
    text: 'werkt een instructie tafel ook in het voortgezet onderwijs?',
    expect: [d('verlengde-instructie-aan-de-instructietafel')],
  },
  {
    who: 'leraar',
    text: 'expert groepjes bij geschiedenis, hoe verdeel je de stof',
    expect: [d('expertgroepen-legpuzzel')],
  },

  // --- 6 typed fast on a phone ---
  {
    who: 'leraar',
    text: 'hoe gebruik je wisbordjse in de bovenbouw',
    expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes')],
  },
  {
    who: 'leraar',
    text: 'tips voor flexibelle groepjes havo 3',
    expect: [d('flexibele-groepjes-maken')],
  },
  {
    who: 'leraar',
    text: 'feedbak met sterren en wensen, werkt dat bij pubers?',
    expect: [d('feedback-met-twee-sterren-en-een-wens')],
  },
  {
    who: 'student',
    text: 'think pair share maar dan in t nederlands, hoe werkt dat bij egnels',
    expect: [d('denken-delen-uitwisselen')],
  },
  {
    who: 'leraar',
    text: 'timetimer gebruikn bij zelfstandig werkn vmbo',
    expect: [d('time-timer-gebruiken')],
  },
  {
    who: 'leraar',
    text: 'waarom zou ik herhaln aan t begin vd les',
    expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')],
  },

  // --- 24 the platform cannot answer ---
  // outside education
  { who: 'leraar', text: 'wat is een goed recept voor pompoensoep', expect: [] },
  { who: 'leraar', text: 'hoe laat gaat de laatste trein van Utrecht naar Zwolle', expect: [] },
  { who: 'leraar', text: 'mijn wasmachine geeft foutcode E21, wat moet ik doen', expect: [] },
  { who: 'schoolleider', text: 'welke hypotheek is slim als je alleen een huis koopt', expect: [] },
  { who: 'student', text: 'hoe vaak moet ik mijn monstera water geven', expect: [] },
  { who: 'leraar', text: 'wie heeft vorig jaar de Tour de France gewonnen', expect: [] },
  { who: 'leraar', text: 'kan ik mijn autoverzekering midden in het jaar opzeggen', expect: [] },
  { who: 'student', text: 'goede series op netflix voor de herfstvakantie?', expect: [] },
  // school-related, no content on the platform
  { who: 'leraar', text: 'hoeveel lesuren mag ik per week maximaal geven volgens de cao vo', expect: [] },
  {
    who: 'leraar',
    text: 'hoe meld ik me ziek als ik het eerste uur les heb en de roosteraar nog niet bereikbaar is',
    expect: [],
  },
  { who: 'schoolleider', text: 'hoe maak ik een lesrooster voor volgend jaar met zo min mogelijk tussenuren', expect: [] },
  { who: 'leraar', text: 'wat is de formule voor kinetische energie, twijfel even voor mijn toets morgen', expect: [] },
  { who: 'leraar', text: 'de beamer in mijn lokaal pakt mijn laptop niet via hdmi tijdens de les, wat kan ik proberen', expect: [] },
  {
    who: 'leraar',
    text: 'een moeder vraagt of haar zoon vrij mag voor een bruiloft in de toetsweek, mag dat eigenlijk?',
    expect: [],
  },
  { who: 'schoolleider', text: 'wat moet er wettelijk in het examenreglement staan over herkansingen', expect: [] },
  { who: 'leraar', text: 'in welke salarisschaal kom ik als startende docent met een tweedegraads bevoegdheid', expect: [] },
  { who: 'leraar', text: 'hoe voer ik als mentor het verzuim van een leerling in magister in', expect: [] },
  {
    who: 'leraar',
    text: 'Ik ben net mentor geworden van 2 havo en volgende week zijn de oudergesprekken. Ik heb geen idee hoe ik die tienminutengesprekken in het systeem moet inplannen. Hoe werkt dat?',
    expect: [],
  },
  { who: 'leraar', text: 'wat waren de oorzaken van de Eerste Wereldoorlog, even kort voor mijn les morgen', expect: [] },
  { who: 'leraar', text: 'hoe vervoeg je être in de passé composé', expect: [] },
  { who: 'student', text: 'wat is het verschil tussen mitose en meiose', expect: [] },
  {
    who: 'leraar',
    text: 'mag ik foto\'s van leerlingen op instagram zetten tijdens de schoolreis naar Parijs, hoe zit het met de AVG',
    expect: [],
  },
  {
    who: 'leraar',
    text: 'een leerling uit mijn mentorklas vertelt dat ze thuis geslagen wordt, welke stappen moet ik volgens de meldcode zetten',
    expect: [],
  },
  { who: 'schoolleider', text: 'wanneer zijn de centrale examens havo dit jaar, welke data', expect: [] },
];
