/**
 * The development set (tuning allowed; the frozen test set is testSet.ts), written for this project: questions a teacher, school leader or student
 * would ask the assistant about the seeded content, including lesson-plan and summary requests,
 * typos, plural/singular variants, synonyms and questions the platform has no answer to.
 * `expect` lists the content keys (`kind:slug`) that are a right answer; empty means the right
 * answer is "nothing found".
 */
export interface EvalQuestion {
  who: 'leraar' | 'schoolleider' | 'student';
  text: string;
  expect: string[];
}

const d = (slug: string) => `doorloopje:${slug}`;
const a = (slug: string) => `artikel:${slug}`;
const w = (slug: string) => `why:${slug}`;
const h = (slug: string) => `how:${slug}`;

const RUST = [d('stiltesignaal-invoeren'), d('overgangen-soepel-laten-verlopen'), d('een-vaste-start-van-de-les'), d('omgaan-met-verstoringen'), w('waarom-routines'), a('routines-als-fundament'), h('hoe-start-je-de-dag')];

const EXPLAIN = [d('hardop-denkend-voordoen'), d('begeleide-inoefening'), d('activeren-van-voorkennis'), w('waarom-voordoen')];

export const QUESTIONS: EvalQuestion[] = [
  // Klassenmanagement, often asked without the word itself.
  { who: 'leraar', text: 'Hoe houd ik de rust in mijn klas na de pauze?', expect: RUST },
  { who: 'leraar', text: 'Tips voor orde houden in groep 6', expect: RUST.concat(d('klassenafspraken-opstellen'), d('positief-gedrag-bekrachtigen')) },
  { who: 'leraar', text: 'Mijn klas is onrustig bij het wisselen van vak, wat kan ik doen?', expect: [d('overgangen-soepel-laten-verlopen'), ...RUST] },
  { who: 'leraar', text: 'Hoe krijg ik aandacht zonder te schreeuwen?', expect: [d('stiltesignaal-invoeren')] },
  { who: 'leraar', text: 'stiltesignaal', expect: [d('stiltesignaal-invoeren')] },
  { who: 'leraar', text: 'Hoe stel je klasafspraken op met je leerlingen?', expect: [d('klassenafspraken-opstellen')] },
  { who: 'leraar', text: 'Een leerling verstoort steeds de les, hoe reageer ik?', expect: [d('omgaan-met-verstoringen')] },
  { who: 'leraar', text: 'Hoe beloon ik goed gedrag in plaats van straffen?', expect: [d('positief-gedrag-bekrachtigen')] },
  { who: 'leraar', text: 'Hoe regel ik het uitdelen van materiaal zonder chaos?', expect: [d('materialen-uitdelen-en-opruimen')] },
  { who: 'leraar', text: 'Hoe begin ik mijn les zodat iedereen meteen aan de slag gaat?', expect: [d('een-vaste-start-van-de-les'), d('activeren-van-voorkennis'), d('korte-herhaling-aan-het-begin-van-de-les'), h('hoe-start-je-de-dag')] },
  { who: 'schoolleider', text: 'Waarom zijn routines zo belangrijk voor het leerklimaat?', expect: [w('waarom-routines'), a('routines-als-fundament')] },
  { who: 'leraar', text: 'Hoe start je de dag rustig met groep 3?', expect: [h('hoe-start-je-de-dag'), d('een-vaste-start-van-de-les')] },
  { who: 'leraar', text: 'Ik heb ordeproblemen in 2 havo', expect: RUST.concat(d('klassenafspraken-opstellen'), d('positief-gedrag-bekrachtigen')) },

  // Instructie geven.
  { who: 'leraar', text: 'Hoe controleer ik of de hele klas het snapt?', expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes'), d('afsluiten-met-een-exit-ticket')] },
  { who: 'leraar', text: 'wisbordje gebruiken', expect: [h('hoe-gebruik-je-wisbordjes'), d('controleren-van-begrip-met-wisbordjes')] },
  { who: 'leraar', text: 'Hoe maak ik een exitticket?', expect: [h('hoe-maak-je-een-exit-ticket'), d('afsluiten-met-een-exit-ticket')] },
  { who: 'leraar', text: 'Wat is hardop denkend voordoen?', expect: [d('hardop-denkend-voordoen'), w('waarom-voordoen')] },
  { who: 'student', text: 'Waarom werkt voordoen beter dan zelf laten ontdekken?', expect: [w('waarom-voordoen'), d('hardop-denkend-voordoen')] },
  { who: 'leraar', text: 'Hoe sluit ik aan bij wat leerlingen al weten?', expect: [d('activeren-van-voorkennis')] },
  { who: 'leraar', text: 'Hoe maak ik het lesdoel duidelijk voor mijn leerlingen?', expect: [d('het-lesdoel-zichtbaar-maken'), d('succescriteria-opstellen')] },
  { who: 'student', text: 'Waarom moet uitleg kort zijn?', expect: [a('waarom-korte-instructie-werkt')] },
  { who: 'leraar', text: 'Hoe lang mag mijn instuctie duren?', expect: [a('waarom-korte-instructie-werkt')] },
  { who: 'leraar', text: 'Hoe zorg ik dat leerlingen de stof van vorige week niet vergeten?', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')] },
  { who: 'student', text: 'Wat is het testeffect?', expect: [w('waarom-herhalen')] },
  { who: 'leraar', text: 'Samen oefenen voordat ze zelfstandig werken', expect: [d('begeleide-inoefening'), d('stappenplan-voor-zelfstandig-werken')] },

  // Differentiatie.
  { who: 'leraar', text: 'Hoe ga ik om met niveauverschillen in mijn klas?', expect: [d('differentieren-in-de-verwerking'), d('verlengde-instructie-aan-de-instructietafel'), d('flexibele-groepjes-maken'), d('werken-met-niveaukaarten'), a('differentiatie-mythes'), d('verrijkingstaken-inzetten')] },
  { who: 'leraar', text: 'Wat geef ik snelle leerlingen die klaar zijn?', expect: [d('verrijkingstaken-inzetten'), d('werken-met-niveaukaarten')] },
  { who: 'leraar', text: 'verlengde instructie aan de instructietafel', expect: [d('verlengde-instructie-aan-de-instructietafel')] },
  { who: 'schoolleider', text: 'Kloppen niveaugroepen en leerstijlen eigenlijk?', expect: [a('differentiatie-mythes')] },
  { who: 'leraar', text: 'Hoe deel ik groepjes in op basis van toetsgegevens?', expect: [d('flexibele-groepjes-maken')] },
  { who: 'leraar', text: 'Hoe leren mijn leerlingen zelfstandig werken zonder steeds vragen te stellen?', expect: [d('stappenplan-voor-zelfstandig-werken')] },
  { who: 'leraar', text: 'diferentiatie in de verwerkng', expect: [d('differentieren-in-de-verwerking')] },
  { who: 'leraar', text: 'Hoe voer ik doelgesprekken met leerlingen?', expect: [d('doelen-per-leerling-bespreken')] },

  // Feedback.
  { who: 'leraar', text: 'Hoe geef ik feedback die leerlingen echt verder helpt?', expect: [a('feedback-in-vijf-vragen'), w('waarom-feedback'), d('feedback-met-twee-sterren-en-een-wens'), d('feedback-op-het-proces'), d('mondelinge-feedback-tijdens-het-werken')] },
  { who: 'leraar', text: 'Hoe laat ik leerlingen elkaar feedback geven?', expect: [d('peerfeedback-begeleiden'), d('feedback-met-twee-sterren-en-een-wens')] },
  { who: 'leraar', text: 'twee tops en een tip', expect: [d('feedback-met-twee-sterren-en-een-wens')] },
  { who: 'leraar', text: 'Hoe bespreek ik een toets na met de klas?', expect: [d('toetsresultaten-bespreken')] },
  { who: 'leraar', text: 'Wat zijn succescriteria?', expect: [d('succescriteria-opstellen')] },
  { who: 'student', text: 'Hoe gebruik je een rubric voor zelfbeoordeling?', expect: [d('zelfevaluatie-met-een-rubric')] },
  { who: 'schoolleider', text: 'Waarom is feedback zo effectief voor leerwinst?', expect: [w('waarom-feedback'), a('feedback-in-vijf-vragen')] },

  // Samenwerkend leren.
  { who: 'leraar', text: 'Hoe zorg ik dat iedereen meedoet bij groepswerk?', expect: [d('rollen-verdelen-in-groepjes'), h('hoe-verdeel-je-rollen'), a('samen-leren-onderzocht'), d('placemat-methode'), d('expertgroepen-legpuzzel'), d('denken-delen-uitwisselen')] },
  { who: 'leraar', text: 'rolen verdelen in een groepje', expect: [h('hoe-verdeel-je-rollen'), d('rollen-verdelen-in-groepjes')] },
  { who: 'leraar', text: 'Hoe werkt de placemat?', expect: [d('placemat-methode')] },
  { who: 'leraar', text: 'legpuzzel methode met expertgroepen', expect: [d('expertgroepen-legpuzzel')] },
  { who: 'student', text: 'Wat zegt onderzoek over cooperatief leren?', expect: [a('samen-leren-onderzocht')] },
  { who: 'leraar', text: 'Hoe laat ik tweetallen elkaars werk nakijken?', expect: [d('tweetallen-die-elkaar-controleren'), d('peerfeedback-begeleiden')] },
  { who: 'leraar', text: 'denken delen uitwisselen', expect: [d('denken-delen-uitwisselen')] },

  // Executieve functies.
  { who: 'leraar', text: 'Hoe help ik een leerling die niet aan zijn taak begint?', expect: [d('starten-met-een-taak')] },
  { who: 'leraar', text: 'Leerlingen kunnen slecht plannen, wat kan ik doen?', expect: [d('een-taak-plannen-met-een-tijdlijn'), a('executieve-functies-uitgelegd')] },
  { who: 'schoolleider', text: 'Wat zijn executieve functies?', expect: [a('executieve-functies-uitgelegd')] },
  { who: 'leraar', text: 'Hoe gebruik ik een timetimer in de klas?', expect: [d('time-timer-gebruiken')] },
  { who: 'leraar', text: 'Mijn leerlingen roepen steeds door elkaar heen', expect: [d('impulsen-beheersen-in-de-klas'), d('omgaan-met-verstoringen'), d('stiltesignaal-invoeren')] },
  { who: 'leraar', text: 'Te veel informatie tegelijk voor mijn leerlingen', expect: [d('werkgeheugen-ontlasten'), a('waarom-korte-instructie-werkt')] },

  // Lesson plans and summaries.
  { who: 'leraar', text: 'Maak een lesplan over feedback geven voor groep 7', expect: [d('feedback-met-twee-sterren-en-een-wens'), d('peerfeedback-begeleiden'), d('mondelinge-feedback-tijdens-het-werken'), d('feedback-op-het-proces'), d('succescriteria-opstellen')] },
  { who: 'leraar', text: 'Maak een lesplan van 30 minuten over het stiltesignaal', expect: [d('stiltesignaal-invoeren')] },
  { who: 'leraar', text: 'Lesplan voor de placemat-methode in het mbo', expect: [d('placemat-methode')] },
  { who: 'leraar', text: 'Maak een lesplan over exit tickets', expect: [d('afsluiten-met-een-exit-ticket')] },
  { who: 'leraar', text: 'Kun je een lesvoorbereiding maken over werken met niveaukaarten?', expect: [d('werken-met-niveaukaarten')] },
  { who: 'leraar', text: 'Vat het doorloopje "Hardop denkend voordoen" samen in drie zinnen.', expect: [d('hardop-denkend-voordoen')] },
  { who: 'student', text: 'Geef een samenvatting van het artikel over drie mythes over differentiatie', expect: [a('differentiatie-mythes')] },
  { who: 'schoolleider', text: 'Vat samen wat er staat over routines', expect: [w('waarom-routines'), a('routines-als-fundament')] },
  { who: 'leraar', text: 'Geef vijf concrete tips om de overgangen in mijn klas soepeler te laten verlopen.', expect: [d('overgangen-soepel-laten-verlopen')] },

  // A subject without a guide of its own: the general instruction guides come closest.
  { who: 'leraar', text: 'Maak een lesplan over de Tweede Wereldoorlog voor groep 8', expect: EXPLAIN },
  { who: 'leraar', text: 'Hoe leer ik kinderen zwemmen?', expect: EXPLAIN },

  // No good answer on the platform: the right reply is "nothing found".
  { who: 'leraar', text: 'Hoe vraag ik zwangerschapsverlof aan?', expect: [] },
  { who: 'leraar', text: 'Wat verdien ik in schaal LB?', expect: [] },
  { who: 'leraar', text: 'Wanneer is de herfstvakantie in regio zuid?', expect: [] },
  { who: 'student', text: 'Wat is de stelling van Pythagoras?', expect: [] },
  { who: 'schoolleider', text: 'Hoe schrijf ik een subsidieaanvraag voor zonnepanelen op het schooldak?', expect: [] },
  { who: 'leraar', text: 'Geef me een recept voor pannenkoeken', expect: [] },
  { who: 'leraar', text: 'Hoe zet ik cijfers in Magister?', expect: [] },
  { who: 'student', text: 'Vat de geschiedenis van de Gouden Eeuw samen', expect: [] },
  { who: 'leraar', text: 'Hoe meld ik me ziek bij mijn leidinggevende?', expect: [] },
  { who: 'schoolleider', text: 'Welke cao geldt voor het voortgezet onderwijs?', expect: [] },
  // Added when the retrieval was rebuilt (after the test set was frozen), so that tuning has
  // questions unlike the titles: paraphrases, compounds, typos, loanwords, subjects.
  { who: 'leraar', text: 'kringgesprek met steeds een andere partner', expect: [d('binnen-en-buitenkring')] },
  { who: 'leraar', text: 'Het zijn altijd dezelfde vingers die omhoog gaan', expect: [d('denken-delen-uitwisselen'), d('impulsen-beheersen-in-de-klas'), d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes')] },
  { who: 'leraar', text: 'leerlingen die te snel opgeven bij een moeilijke opdracht', expect: [d('feedback-op-het-proces'), d('starten-met-een-taak'), d('reflecteren-op-de-eigen-aanpak')] },
  { who: 'leraar', text: 'huiswerk leren plannen in de brugklas', expect: [d('een-taak-plannen-met-een-tijdlijn'), a('executieve-functies-uitgelegd')] },
  { who: 'leraar', text: 'Hoe reageer ik op brutaal gedrag?', expect: [d('omgaan-met-verstoringen'), d('positief-gedrag-bekrachtigen')] },
  { who: 'leraar', text: 'lesdoelen formuleren in kindertaal', expect: [d('het-lesdoel-zichtbaar-maken'), d('succescriteria-opstellen')] },
  { who: 'leraar', text: 'zelfreflectie na een project', expect: [d('reflecteren-op-de-eigen-aanpak'), d('samenwerking-evalueren')] },
  { who: 'leraar', text: 'grote opdrachten in kleine stapjes knippen', expect: [d('een-taak-plannen-met-een-tijdlijn'), d('werkgeheugen-ontlasten'), d('starten-met-een-taak')] },
  { who: 'leraar', text: 'stappenplannen met pictogrammen', expect: [d('stappenplan-voor-zelfstandig-werken'), a('executieve-functies-uitgelegd')] },
  { who: 'leraar', text: 'herhalingsvragen bij de start', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')] },
  { who: 'schoolleider', text: 'niveaugroepen of gemengde groepen?', expect: [d('flexibele-groepjes-maken'), a('differentiatie-mythes')] },
  { who: 'leraar', text: 'werken in eigen tempo', expect: [a('differentiatie-mythes'), d('werken-met-niveaukaarten')] },
  { who: 'leraar', text: 'cooperatief leren in groep 3', expect: [d('denken-delen-uitwisselen'), d('rollen-verdelen-in-groepjes'), d('placemat-methode'), d('expertgroepen-legpuzzel'), d('binnen-en-buitenkring'), d('tweetallen-die-elkaar-controleren'), a('samen-leren-onderzocht')] },
  { who: 'leraar', text: 'feedback op een spreekbeurt', expect: [d('feedback-met-twee-sterren-en-een-wens'), d('peerfeedback-begeleiden'), d('succescriteria-opstellen'), d('zelfevaluatie-met-een-rubric')] },
  { who: 'leraar', text: 'zandloper of timer', expect: [d('time-timer-gebruiken')] },
  { who: 'leraar', text: 'spullen kwijt, tafel vol rommel', expect: [d('een-opgeruimde-werkplek'), d('materialen-uitdelen-en-opruimen')] },
  { who: 'leraar', text: 'peer assessment', expect: [d('peerfeedback-begeleiden'), d('zelfevaluatie-met-een-rubric')] },
  { who: 'leraar', text: 'diferentieren in groep 4', expect: [d('differentieren-in-de-verwerking'), d('verlengde-instructie-aan-de-instructietafel'), d('flexibele-groepjes-maken'), d('werken-met-niveaukaarten'), d('verrijkingstaken-inzetten')] },
  { who: 'leraar', text: 'Hoe leer ik groep 6 staartdelingen?', expect: EXPLAIN },
  { who: 'leraar', text: 'Hoe oefen ik werkwoordspelling zodat het blijft hangen?', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen'), d('begeleide-inoefening')] },
  { who: 'leraar', text: 'Een poster over vulkanen maken in groepjes waarbij iedereen meewerkt', expect: [d('rollen-verdelen-in-groepjes'), h('hoe-verdeel-je-rollen'), d('placemat-methode'), a('samen-leren-onderzocht')] },
  { who: 'leraar', text: 'Hoe laat ik zien hoe je een samenvatting van een tekst maakt?', expect: [d('hardop-denkend-voordoen'), w('waarom-voordoen')] },
  { who: 'leraar', text: 'Wat is de btw op schoolboeken?', expect: [] },
  { who: 'schoolleider', text: 'Wie is de minister van onderwijs?', expect: [] },
  { who: 'leraar', text: 'Hoe boek ik een vlucht naar Spanje?', expect: [] },
  { who: 'leraar', text: 'Wat zijn de openingstijden van de bibliotheek?', expect: [] },
  { who: 'student', text: 'Hoe bereken ik de oppervlakte van een cirkel?', expect: [] },
  { who: 'leraar', text: 'Welke verzekering heb ik nodig voor een schoolkamp?', expect: [] },
  // Added in a second round of tuning, written from a teacher's day (not from titles), to check
  // that changes generalise beyond the questions above.
  { who: 'leraar', text: 'Na de gymles zijn ze niet meer stil te krijgen', expect: RUST },
  { who: 'leraar', text: 'regels opstellen samen met de kinderen', expect: [d('klassenafspraken-opstellen')] },
  { who: 'leraar', text: 'complimentjes geven werkt dat?', expect: [d('positief-gedrag-bekrachtigen'), d('feedback-op-het-proces'), w('waarom-feedback')] },
  { who: 'leraar', text: 'Hoe doe ik een som voor op het bord zodat ze mijn denkstappen horen?', expect: [d('hardop-denkend-voordoen'), w('waarom-voordoen')] },
  { who: 'leraar', text: 'is modeling hetzelfde als voordoen op het bord?', expect: [d('hardop-denkend-voordoen'), w('waarom-voordoen')] },
  { who: 'leraar', text: 'wat weten ze al over het onderwerp voordat ik begin', expect: [d('activeren-van-voorkennis')] },
  { who: 'leraar', text: 'Hoe laat ik kinderen hun eigen werk beoordelen?', expect: [d('zelfevaluatie-met-een-rubric'), d('reflecteren-op-de-eigen-aanpak')] },
  { who: 'leraar', text: 'nakijkcriteria samen met de klas bedenken', expect: [d('succescriteria-opstellen')] },
  { who: 'leraar', text: 'Ik loop rond tijdens het zelfstandig werken, wat zeg ik tegen een kind dat vastloopt?', expect: [d('mondelinge-feedback-tijdens-het-werken'), d('feedback-op-het-proces'), d('stappenplan-voor-zelfstandig-werken')] },
  { who: 'leraar', text: 'een cijfer zegt ze niks, hoe bespreek ik het proefwerk', expect: [d('toetsresultaten-bespreken')] },
  { who: 'leraar', text: 'kinderen die sneller klaar zijn vervelen zich', expect: [d('verrijkingstaken-inzetten'), d('werken-met-niveaukaarten'), d('differentieren-in-de-verwerking')] },
  { who: 'leraar', text: 'extra uitleg voor een klein groepje zwakke rekenaars', expect: [d('verlengde-instructie-aan-de-instructietafel'), d('flexibele-groepjes-maken')] },
  { who: 'leraar', text: 'scaffolding bij het schrijven van een verhaal', expect: [d('begeleide-inoefening'), d('hardop-denkend-voordoen'), w('waarom-voordoen'), d('verlengde-instructie-aan-de-instructietafel')] },
  { who: 'leraar', text: 'think-pair-share in groep 7', expect: [d('denken-delen-uitwisselen')] },
  { who: 'leraar', text: 'eén kind doet al het werk in het groepje', expect: [d('rollen-verdelen-in-groepjes'), h('hoe-verdeel-je-rollen'), a('samen-leren-onderzocht')] },
  { who: 'leraar', text: 'Hoe evalueer ik na afloop hoe het samenwerken ging?', expect: [d('samenwerking-evalueren')] },
  { who: 'leraar', text: 'leerling vergeet halverwege wat de opdracht was', expect: [d('werkgeheugen-ontlasten'), d('stappenplan-voor-zelfstandig-werken')] },
  { who: 'leraar', text: 'veel uitstelgedrag bij mijn brugklassers', expect: [d('starten-met-een-taak'), d('een-taak-plannen-met-een-tijdlijn')] },
  { who: 'leraar', text: 'werkstuk over meerdere weken plannen', expect: [d('een-taak-plannen-met-een-tijdlijn')] },
  { who: 'leraar', text: 'zijn laatje is een puinhoop', expect: [d('een-opgeruimde-werkplek')] },
  { who: 'leraar', text: 'leerlingen die er steeds doorheen praten', expect: [d('impulsen-beheersen-in-de-klas'), d('omgaan-met-verstoringen'), d('stiltesignaal-invoeren')] },
  { who: 'leraar', text: 'Hoe leg ik de spelling van de d en t uit in groep 5?', expect: EXPLAIN },
  { who: 'leraar', text: 'Hoe geef ik een goede les over het weer aan groep 4?', expect: EXPLAIN },
  { who: 'leraar', text: 'aanpak klokkijken voor kinderen die het maar niet snappen', expect: [...EXPLAIN, d('verlengde-instructie-aan-de-instructietafel')] },
  { who: 'leraar', text: 'topografie blijft niet hangen', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen')] },
  { who: 'leraar', text: 'Hoe check ik aan het eind van de les wat ze ervan begrepen hebben?', expect: [d('afsluiten-met-een-exit-ticket'), h('hoe-maak-je-een-exit-ticket'), d('controleren-van-begrip-met-wisbordjes')] },
  { who: 'leraar', text: 'whiteboardjes', expect: [d('controleren-van-begrip-met-wisbordjes'), h('hoe-gebruik-je-wisbordjes')] },
  { who: 'leraar', text: 'vaste plekken voor de schaartjes en lijm', expect: [d('materialen-uitdelen-en-opruimen'), d('een-opgeruimde-werkplek')] },
  { who: 'leraar', text: 'Welke parkeerplaats is het dichtst bij het station?', expect: [] },
  { who: 'leraar', text: 'Hoe zet ik mijn laptop terug naar de fabrieksinstellingen?', expect: [] },
  { who: 'leraar', text: 'Welke kleur past bij een grijze bank?', expect: [] },
  { who: 'schoolleider', text: 'Hoeveel vakantiedagen heeft een leerkracht?', expect: [] },
  // A third round, again from daily situations, to check the ranking on unseen wording.
  { who: 'leraar', text: 'de eerste vijf minuten van mijn les gaan altijd verloren', expect: [d('een-vaste-start-van-de-les'), h('hoe-start-je-de-dag'), w('waarom-routines')] },
  { who: 'leraar', text: 'hoe krijg ik ze sneller van de gang naar hun plek', expect: [d('overgangen-soepel-laten-verlopen'), d('een-vaste-start-van-de-les')] },
  { who: 'leraar', text: 'hand opsteken werkt niet meer', expect: [d('impulsen-beheersen-in-de-klas'), d('stiltesignaal-invoeren')] },
  { who: 'leraar', text: 'een kind apart nemen na een conflict in de les', expect: [d('omgaan-met-verstoringen')] },
  { who: 'leraar', text: 'de schriften en boeken uitdelen kost zoveel tijd', expect: [d('materialen-uitdelen-en-opruimen')] },
  { who: 'leraar', text: 'leerdoel op het bord schrijven, heeft dat zin?', expect: [d('het-lesdoel-zichtbaar-maken')] },
  { who: 'leraar', text: 'Hoe weet ik welke leerlingen extra hulp nodig hebben na mijn uitleg?', expect: [d('controleren-van-begrip-met-wisbordjes'), d('afsluiten-met-een-exit-ticket'), d('verlengde-instructie-aan-de-instructietafel'), h('hoe-gebruik-je-wisbordjes')] },
  { who: 'leraar', text: 'eerst samen een paar opgaven maken en dan pas alleen', expect: [d('begeleide-inoefening')] },
  { who: 'leraar', text: 'oude stof ophalen aan het begin', expect: [d('korte-herhaling-aan-het-begin-van-de-les'), w('waarom-herhalen'), d('activeren-van-voorkennis')] },
  { who: 'student', text: 'waarom helpt het om stof gespreid te herhalen', expect: [w('waarom-herhalen')] },
  { who: 'leraar', text: 'keuzetaken op drie niveaus', expect: [d('werken-met-niveaukaarten'), d('differentieren-in-de-verwerking')] },
  { who: 'leraar', text: 'hoogbegaafde leerling heeft niks te doen', expect: [d('verrijkingstaken-inzetten')] },
  { who: 'leraar', text: 'elke week andere groepjes op basis van wat ze kunnen', expect: [d('flexibele-groepjes-maken')] },
  { who: 'leraar', text: 'persoonlijke leerdoelen met een leerling afspreken', expect: [d('doelen-per-leerling-bespreken')] },
  { who: 'leraar', text: 'Hoe leer ik ze elkaars opstel te beoordelen?', expect: [d('peerfeedback-begeleiden'), d('tweetallen-die-elkaar-controleren')] },
  { who: 'leraar', text: 'complimenten en een verbeterpunt geven', expect: [d('feedback-met-twee-sterren-en-een-wens'), d('positief-gedrag-bekrachtigen')] },
  { who: 'leraar', text: 'leerlingen een herkansing geven na een slechte toets', expect: [d('toetsresultaten-bespreken')] },
  { who: 'leraar', text: 'feedback op de manier van werken in plaats van op het antwoord', expect: [d('feedback-op-het-proces')] },
  { who: 'leraar', text: 'iedereen schrijft eerst zijn eigen idee op en dan kiest de groep', expect: [d('placemat-methode')] },
  { who: 'leraar', text: 'kring met binnenste en buitenste cirkel', expect: [d('binnen-en-buitenkring')] },
  { who: 'leraar', text: 'elk groepslid wordt expert op een deel', expect: [d('expertgroepen-legpuzzel')] },
  { who: 'leraar', text: 'voorzitter, notulist en tijdbewaker in een groepje', expect: [h('hoe-verdeel-je-rollen'), d('rollen-verdelen-in-groepjes')] },
  { who: 'leraar', text: 'leerlingen kijken elkaars sommen na in duo\'s', expect: [d('tweetallen-die-elkaar-controleren')] },
  { who: 'leraar', text: 'ze weten na een minuut niet meer wat de bedoeling was', expect: [d('werkgeheugen-ontlasten')] },
  { who: 'leraar', text: 'hoe lang ze nog hebben zichtbaar maken', expect: [d('time-timer-gebruiken')] },
  { who: 'leraar', text: 'terugkijken: wat ging goed en wat was lastig', expect: [d('reflecteren-op-de-eigen-aanpak'), d('samenwerking-evalueren')] },
  { who: 'schoolleider', text: 'wat is planning en organisatie bij kinderen', expect: [a('executieve-functies-uitgelegd'), d('een-taak-plannen-met-een-tijdlijn')] },
  { who: 'leraar', text: 'Hoe leg ik de tafels van vermenigvuldiging uit?', expect: EXPLAIN },
  { who: 'leraar', text: 'begrijpend lezen aanleren in groep 6', expect: EXPLAIN },
  { who: 'leraar', text: 'Wat is het adres van de onderwijsinspectie?', expect: [] },
  { who: 'leraar', text: 'Hoe repareer ik een lekke band?', expect: [] },
  { who: 'schoolleider', text: 'Hoe werkt de pensioenregeling van het ABP?', expect: [] },
  // Typos in the words that make a question about school.
  { who: 'leraar', text: 'kinderren die niet stil kunnen zitten bij de uitleg', expect: [d('impulsen-beheersen-in-de-klas'), d('omgaan-met-verstoringen'), d('werkgeheugen-ontlasten'), a('waarom-korte-instructie-werkt')] },
  { who: 'leraar', text: 'hoe geef ik beter feedbak op schrijfwerk', expect: [d('feedback-met-twee-sterren-en-een-wens'), d('peerfeedback-begeleiden'), d('mondelinge-feedback-tijdens-het-werken'), d('feedback-op-het-proces'), a('feedback-in-vijf-vragen'), w('waarom-feedback'), d('succescriteria-opstellen')] },
  { who: 'leraar', text: 'leerlingn luisteren niet naar elkaar in de kring', expect: [d('binnen-en-buitenkring'), d('impulsen-beheersen-in-de-klas'), d('denken-delen-uitwisselen')] },
  { who: 'leraar', text: 'mijn klaas is zo druk na de middagpauze', expect: RUST },
];
