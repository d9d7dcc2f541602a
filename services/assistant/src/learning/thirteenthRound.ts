import { a, d, h, w } from './contentKeys.js';
import type { ExampleQuestion } from './questions.js';

/**
 * Thirteenth round, written blind: only the seeded themes, doorloopjes, articles, whys and hows
 * were read (not the assistant's code or earlier question sets). Expectations were decided from
 * the items' titles, intros, steps and theme descriptions. Emphasis: short, colloquial questions
 * from a teacher's day without school jargon (25), school leaders (10), student teachers (8),
 * subject-specific questions with a general didactic answer (10), typos and odd compounds (7),
 * and questions the platform cannot answer (20, several phrased with school words).
 */
export const THIRTEENTH_ROUND: ExampleQuestion[] = [
  // Short, vague, colloquial — a teacher's day, little or no school jargon
  { who: 'leraar', text: 'Hij begint bijna elke ochtend te huilen zodra hij binnen is. Hoe geef ik hem wat meer houvast aan het begin van de dag?', expect: [h('hoe-start-je-de-dag'), d('een-vaste-start-van-de-les'), w('waarom-routines'), a('routines-als-fundament')] },
  { who: 'leraar', text: "het gaat 's ochtends al mis, iedereen loopt rond en ik krijg ze pas na een kwartier aan het werk", expect: [h('hoe-start-je-de-dag'), d('een-vaste-start-van-de-les'), w('waarom-routines'), a('routines-als-fundament')] },
  { who: 'leraar', text: 'Ze zijn alles wat ik vorige week heb uitgelegd alweer vergeten. Hoe kan dat beter blijven hangen?', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')] },
  { who: 'leraar', text: 'ze kijken bij elkaar af dus ik weet eigenlijk nooit wie het nou echt snapt', expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes'), d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket')] },
  { who: 'leraar', text: 'Ik sta zo lang te praten dat er nooit tijd over is om te oefenen', expect: [a('waarom-korte-instructie-werkt')] },
  { who: 'leraar', text: 'Zodra ik een vraag stel roept iedereen door elkaar heen', expect: [d('impulsen-beheersen-in-de-klas'), d('denken-delen-uitwisselen')] },
  { who: 'leraar', text: 'Ik sta me elke keer de longen uit mijn lijf te roepen voordat het eens stil is', expect: [d('stiltesignaal-invoeren')] },
  { who: 'leraar', text: 'Die ene jongen zit alleen maar voor zich uit te staren, hij begint er gewoon niet aan', expect: [d('starten-met-een-taak')] },
  { who: 'leraar', text: 'Ze snapt het echt niet, ook niet na de derde keer uitleggen. Wat nu?', expect: [d('verlengde-instructie-aan-de-instructietafel'), d('hardop-denkend-voordoen'), w('waarom-voordoen'), d('begeleide-inoefening')] },
  { who: 'leraar', text: 'Een paar zijn na vijf minuten al klaar en gaan dan de rest afleiden', expect: [d('verrijkingstaken-inzetten'), d('differentieren-in-de-verwerking'), d('werken-met-niveaukaarten')] },
  { who: 'leraar', text: 'Er staat steeds een rij kinderen naast mijn bureau met vragen, ik kom nergens meer aan toe', expect: [d('stappenplan-voor-zelfstandig-werken')] },
  { who: 'leraar', text: 'Zijn tafel is één grote bende en hij kan nooit zijn spullen vinden', expect: [d('een-opgeruimde-werkplek')] },
  { who: 'leraar', text: "Ze schuiven zo'n groot werkstuk voor zich uit en doen dan alles de avond ervoor", expect: [d('een-taak-plannen-met-een-tijdlijn'), a('executieve-functies-uitgelegd')] },
  { who: 'leraar', text: 'Na de gym duurt het eeuwen voordat iedereen weer zit en we verder kunnen', expect: [d('overgangen-soepel-laten-verlopen')] },
  { who: 'leraar', text: 'Schriften, scharen, lijm uitdelen en weer ophalen... dat kost me elke keer tien minuten', expect: [d('materialen-uitdelen-en-opruimen')] },
  { who: 'leraar', text: 'Het zijn altijd dezelfde drie vingers die omhoog gaan, de rest zit er maar een beetje bij', expect: [d('denken-delen-uitwisselen'), d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes'), d('binnen-en-buitenkring')] },
  { who: 'leraar', text: 'Als ik na afloop vraag wat we vandaag eigenlijk geleerd hebben, kijken ze me glazig aan', expect: [d('het-lesdoel-zichtbaar-maken')] },
  { who: 'leraar', text: "'Juf, wat moeten we doen?' Ik heb het net drie keer gezegd!", expect: [d('werkgeheugen-ontlasten'), d('stappenplan-voor-zelfstandig-werken')] },
  { who: 'leraar', text: 'Ik kijk alles keurig na, maar ze kijken alleen naar het cijfer en doen er verder niks mee', expect: [d('toetsresultaten-bespreken'), d('feedback-met-twee-sterren-en-een-wens'), a('feedback-in-vijf-vragen'), w('waarom-feedback')] },
  { who: 'leraar', text: 'Die ene jongen zit de hele tijd te klieren en dan ligt de halve groep dubbel', expect: [d('omgaan-met-verstoringen'), d('positief-gedrag-bekrachtigen')] },
  { who: 'leraar', text: 'Elke keer als ze samen iets moeten maken is het ruzie over wie wat doet', expect: [d('rollen-verdelen-in-groepjes'), h('hoe-verdeel-je-rollen'), d('samenwerking-evalueren')] },
  { who: 'leraar', text: 'Wat we ook afspreken, na een week houdt niemand zich er meer aan', expect: [d('klassenafspraken-opstellen'), a('routines-als-fundament')] },
  { who: 'leraar', text: 'Ze hebben geen flauw idee hoeveel tijd ze nog hebben en raffelen op het eind alles af', expect: [d('time-timer-gebruiken')] },
  { who: 'leraar', text: 'hoe weet ik nou of er vandaag iets is blijven hangen', expect: [d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket')] },
  { who: 'leraar', text: 'Ze leveren iets in en hebben echt geen idee of het goed is of niet', expect: [d('succescriteria-opstellen'), d('zelfevaluatie-met-een-rubric')] },

  // School leaders: coaching, team agreements, classroom visits, school-wide approach
  { who: 'schoolleider', text: 'Ik wil dat alle groepen de dag op dezelfde manier beginnen. Hoe zet ik dat als team neer?', expect: [h('hoe-start-je-de-dag'), d('een-vaste-start-van-de-les'), a('routines-als-fundament'), w('waarom-routines')] },
  { who: 'schoolleider', text: "Bij mijn groepsbezoeken zie ik dat collega's na de uitleg nauwelijks nagaan of de groep het begrepen heeft. Hoe coach ik ze daarop?", expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes'), d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket')] },
  { who: 'schoolleider', text: 'Veel van mijn leerkrachten praten twintig minuten aan één stuk. Heb je iets onderbouwds voor de teamvergadering?', expect: [a('waarom-korte-instructie-werkt')] },
  { who: 'schoolleider', text: 'We willen schoolbreed dezelfde gedragsafspraken en meer aandacht voor wat wél goed gaat. Hoe pakken we dat aan?', expect: [d('klassenafspraken-opstellen'), d('positief-gedrag-bekrachtigen')] },
  { who: 'schoolleider', text: 'Mijn team denkt dat differentiëren betekent: drie vaste niveaugroepen. Hoe krijg ik dat gesprek op gang?', expect: [a('differentiatie-mythes'), d('flexibele-groepjes-maken')] },
  { who: 'schoolleider', text: 'We willen als school één gezamenlijke taal voor feedback aan kinderen. Wat is een goed vertrekpunt?', expect: [d('succescriteria-opstellen'), a('feedback-in-vijf-vragen'), w('waarom-feedback'), d('feedback-met-twee-sterren-en-een-wens')] },
  { who: 'schoolleider', text: 'Een nieuwe collega verheft constant haar stem om de groep stil te krijgen. Wat kan ik haar aanraden?', expect: [d('stiltesignaal-invoeren')] },
  { who: 'schoolleider', text: 'Ik organiseer een studiedag over coöperatief werken. Is er iets over wat onderzoek daarover zegt?', expect: [a('samen-leren-onderzocht')] },
  { who: 'schoolleider', text: 'Ik wil dat we in alle leerjaren werken aan plannen en organiseren. Waar kan het team zich in verdiepen?', expect: [a('executieve-functies-uitgelegd'), d('een-taak-plannen-met-een-tijdlijn'), d('een-opgeruimde-werkplek')] },
  { who: 'schoolleider', text: "Tijdens observaties zie ik kinderen bij zelfstandig werken vooral wachten op de leerkracht. Welke tip geef ik collega's?", expect: [d('stappenplan-voor-zelfstandig-werken'), d('starten-met-een-taak')] },

  // Student teachers: internship and first lessons
  { who: 'student', text: 'Ik geef volgende week mijn eerste les op stage. Hoe zorg ik dat ze vanaf de eerste minuut bezig zijn?', expect: [d('een-vaste-start-van-de-les')] },
  { who: 'student', text: 'Mijn stagebegeleider zegt dat de kinderen niet weten waar mijn les naartoe gaat. Hoe los ik dat op?', expect: [d('het-lesdoel-zichtbaar-maken')] },
  { who: 'student', text: 'Voor een stageopdracht moet ik een werkvorm doen waarin ze samen leren. Wat is simpel genoeg voor een eerste keer?', expect: [d('denken-delen-uitwisselen'), d('placemat-methode'), d('binnen-en-buitenkring'), d('tweetallen-die-elkaar-controleren'), d('expertgroepen-legpuzzel')] },
  { who: 'student', text: 'Mijn mentor zegt dat ik moet laten horen hoe ik zelf nadenk als ik een opgave uitleg. Hoe doe je dat precies?', expect: [d('hardop-denkend-voordoen'), w('waarom-voordoen')] },
  { who: 'student', text: 'Ik zit in mijn tweede jaar pabo. Na mijn uitleg gaan ze meteen zelf aan de slag en dan gaat de helft de mist in. Wat doe ik fout?', expect: [d('begeleide-inoefening'), d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes')] },
  { who: 'student', text: 'Voor mijn reflectieverslag moet ik onderbouwen waarom ik elke les start met een paar vragen over vorige lessen. Waar vind ik de theorie?', expect: [w('waarom-herhalen'), d('korte-herhaling-aan-het-begin-van-de-les')] },
  { who: 'student', text: 'Als stagiair weet ik niet goed hoe ik moet reageren als een kind steeds door mijn uitleg heen praat', expect: [d('omgaan-met-verstoringen')] },
  { who: 'student', text: 'Mijn lessen houden gewoon op als de bel gaat, zegt mijn begeleider. Hoe rond ik netjes af?', expect: [d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket')] },

  // Subject-specific questions with a general didactic answer
  { who: 'leraar', text: 'Bij staartdelingen raken ze halverwege de draad kwijt. Hoe laat ik zien welke stappen je in je hoofd zet?', expect: [d('hardop-denkend-voordoen'), w('waarom-voordoen')] },
  { who: 'leraar', text: 'Ik wil dat ze de tafels in tweetallen oefenen en elkaar overhoren. Hoe organiseer ik dat zonder dat het kletsen wordt?', expect: [d('tweetallen-die-elkaar-controleren')] },
  { who: 'leraar', text: 'Volgende week beginnen we bij geschiedenis met de Romeinen. Hoe haak ik aan bij wat ze er al van weten?', expect: [d('activeren-van-voorkennis')] },
  { who: 'leraar', text: 'Bij begrijpend lezen wil ik in één keer zien wie het antwoord goed heeft, zonder alle schriften na te kijken', expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes')] },
  { who: 'leraar', text: 'Engelse woordjes stampen ze de avond voor de toets en een week later zijn ze weg. Hoe krijg ik het er beter in?', expect: [w('waarom-herhalen'), d('korte-herhaling-aan-het-begin-van-de-les')] },
  { who: 'leraar', text: 'Bij taal schrijven ze een verhaal en ik wil dat ze elkaars tekst lezen en tips geven. Hoe pak ik dat aan?', expect: [d('peerfeedback-begeleiden'), d('feedback-met-twee-sterren-en-een-wens'), d('succescriteria-opstellen')] },
  { who: 'leraar', text: 'Bij muziek leer ik een nieuw lied aan. Doe ik eerst alles voor of laat ik ze het zelf uitzoeken?', expect: [w('waarom-voordoen'), d('hardop-denkend-voordoen'), d('begeleide-inoefening')] },
  { who: 'leraar', text: 'Bij gym verschilt het niveau enorm. Hoe geef ik de sterke kinderen iets moeilijkers en de anderen een makkelijkere variant van dezelfde oefening?', expect: [d('differentieren-in-de-verwerking'), d('werken-met-niveaukaarten'), d('verrijkingstaken-inzetten')] },
  { who: 'leraar', text: 'Na de rekenles over procenten wil ik weten wie morgen nog extra uitleg nodig heeft', expect: [d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket'), d('flexibele-groepjes-maken'), d('verlengde-instructie-aan-de-instructietafel')] },
  { who: 'leraar', text: 'Bij aardrijkskunde wil ik dat elk groepje één werelddeel uitzoekt en dat ze het daarna aan elkaar uitleggen', expect: [d('expertgroepen-legpuzzel')] },

  // Typos and compounds in unusual forms
  { who: 'leraar', text: 'wisbordjes hoe gebuik je die eigelijk', expect: [h('hoe-gebruik-je-wisbordjes'), d('controleren-van-begrip-met-wisbordjes')] },
  { who: 'leraar', text: 'exitticket vb aub', expect: [h('hoe-maak-je-een-exit-ticket'), d('afsluiten-met-een-exit-ticket')] },
  { who: 'leraar', text: 'timetimer of zandloper, wat werkt beter voor kids die tijd slecht inschatten', expect: [d('time-timer-gebruiken')] },
  { who: 'leraar', text: 'hoe laat ik ze elkaars werk beoordelen met een rubriek (peer-feedback)', expect: [d('peerfeedback-begeleiden'), d('zelfevaluatie-met-een-rubric')] },
  { who: 'leraar', text: 'exectuieve functies wat zijn dat nou precies', expect: [a('executieve-functies-uitgelegd')] },
  { who: 'leraar', text: 'diferentiatie zonder vaste niveaugroepjes kan dat?', expect: [d('flexibele-groepjes-maken'), a('differentiatie-mythes'), d('differentieren-in-de-verwerking')] },
  { who: 'leraar', text: 'groepswerkevaluatie met gr 5, hoe doe je dat', expect: [d('samenwerking-evalueren')] },

  // Not answerable by the platform
  { who: 'leraar', text: 'wat helpt er nou echt tegen een verstopte neus', expect: [] },
  { who: 'leraar', text: 'Goedkope vlucht naar Lissabon in de meivakantie, tips?', expect: [] },
  { who: 'leraar', text: 'Hoeveel kan ik ongeveer lenen voor een huis met één modaal inkomen?', expect: [] },
  { who: 'leraar', text: 'Mijn laptop blijft hangen op het opstartscherm na een update, wat kan ik doen?', expect: [] },
  { who: 'leraar', text: 'hoe vervang ik het leertje van een lekkende kraan', expect: [] },
  { who: 'leraar', text: 'Rode wijn op een wit tafelkleed, hoe krijg ik dat eruit?', expect: [] },
  { who: 'leraar', text: 'Hoeveel verdien ik in schaal L10 met vijf jaar ervaring?', expect: [] },
  { who: 'schoolleider', text: 'Er zijn geen invallers meer te krijgen. Hoe regel ik vervanging als er morgen twee leerkrachten ziek zijn?', expect: [] },
  { who: 'leraar', text: 'Mag ik een leerling laten nablijven zonder dat de ouders het weten?', expect: [] },
  { who: 'schoolleider', text: 'Waar vind ik het laatste inspectierapport van onze school?', expect: [] },
  { who: 'schoolleider', text: 'Hoe maak ik een rooster waarin de gymuren van de groepen niet botsen?', expect: [] },
  { who: 'leraar', text: 'Het is in juni 30 graden in mijn lokaal. Wie moet de ventilatie regelen?', expect: [] },
  { who: 'student', text: 'In welk jaar was de Slag bij Nieuwpoort ook alweer? Moet het morgen op stage behandelen', expect: [] },
  { who: 'leraar', text: 'Hoeveel verlofuren heb ik volgens de cao po?', expect: [] },
  { who: 'schoolleider', text: 'Hoe stel ik een formatieplan op voor volgend schooljaar?', expect: [] },
  { who: 'leraar', text: 'Ik denk dat een leerling dyslexie heeft. Hoe vraag ik een onderzoek aan?', expect: [] },
  { who: 'leraar', text: 'Wat moet ik volgens de meldcode doen als ik huiselijk geweld vermoed bij een kind uit mijn klas?', expect: [] },
  { who: 'leraar', text: 'hoe voer ik cijfers in in ParnasSys', expect: [] },
  { who: 'student', text: 'Hoeveel stage-uren moet ik in het tweede jaar van de pabo halen?', expect: [] },
  { who: 'schoolleider', text: 'Hoe voer ik een beoordelingsgesprek met een leerkracht die onvoldoende functioneert?', expect: [] },
];
