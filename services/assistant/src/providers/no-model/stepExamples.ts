import { fold } from '../../language/dutchText.js';

/**
 * An example task or question for one of a guide's steps, on the teacher's subject. Chosen by
 * what the step does (asking, modelling, pairs, feedback, planning, looking back...), and built
 * only from the subject's name: the no-model answer knows the guide's method, never facts about
 * the subject. Ordered from specific to general; the first pattern that matches the step wins.
 */
type Example = (subject: string) => string;

const EXAMPLES: [RegExp, Example][] = [
  // Activating prior knowledge and the lesson goal.
  [/kernbegrip/, (s) => `zet het belangrijkste begrip van ${s} op het bord en vraag wie het in eigen woorden kan uitleggen.`],
  [/leerlingtaal/, (s) => `"Aan het eind van de les kan ik uitleggen wat ik over ${s} heb geleerd", in woorden die de leerlingen zelf gebruiken.`],
  [/doel op het bord/, (s) => `schrijf het doel over ${s} bovenaan het bord en laat het de hele les staan.`],
  [/doel herhalen/, (s) => `"Wat gaan we vandaag over ${s} leren?" Een leerling zegt het doel in eigen woorden.`],
  [/kies samen een doel/, (s) => `"Wat wil jij over twee weken bij ${s} kunnen?"`],
  [/lesdoel/, (s) => `laat zien hoe wat de klas al over ${s} weet aansluit bij het doel van vandaag.`],
  // Checking understanding.
  [/gesloten vraag/, (s) => `een vraag over ${s} met één juist antwoord, bijvoorbeeld een opgave uit de verwerking van vandaag.`],
  [/direct feedback/, (s) => `zeg meteen wat klopt aan de antwoorden over ${s} en wat nog niet.`],
  [/wisbord/, (s) => `iedereen schrijft het antwoord op een vraag over ${s} op een wisbordje.`],
  [/omhoog/, (s) => `"Bordjes omhoog!" Je ziet in één keer wie de vraag over ${s} goed heeft.`],
  [/verder of herhalen/, (s) => `heeft bijna iedereen de vraag over ${s} goed, ga dan verder; anders leg je dat deel van ${s} nog eens anders uit.`],
  // Exit tickets and follow-up.
  [/sorteer/, (s) => `leg de tickets over ${s} op drie stapels: begrepen, bijna, nog niet.`],
  [/bekijk de exit/, (s) => `kijk op de exit-tickets van de vorige les wie ${s} al beheerst.`],
  [/formuleer .*vragen/, (s) => `één of twee vragen over ${s}, bijvoorbeeld: "Wat is het belangrijkste dat je vandaag over ${s} hebt geleerd?"`],
  [/volgende les aan|extra aandacht/, (s) => `noteer welk deel van ${s} de volgende les terugkomt.`],
  [/ticket/, (s) => `"Wat heb je vandaag over ${s} geleerd, en wat vind je nog lastig?"`],
  // Starting, signals, transitions and agreements.
  [/deur/, (s) => `begroet iedereen bij de deur en wijs op de startopdracht over ${s}.`],
  [/startopdracht/, (s) => `een korte opdracht over ${s} op het bord die iedereen meteen zelf kan maken.`],
  [/start direct/, (s) => `zodra iedereen klaar is, begin je meteen met ${s}.`],
  [/begin op tijd/, (s) => `begin op de afgesproken tijd met ${s}, ook als nog niet iedereen zit.`],
  [/signaal/, (s) => `gebruik het signaal op het moment dat de klas met ${s} bezig is en je iets wilt zeggen.`],
  [/verwacht/, (s) => `vertel wat je ziet als het goed gaat: iedereen stopt met ${s}, kijkt naar jou en is stil.`],
  [/overgang/, (s) => `"Nog twee minuten aan ${s}, dan gaan we verder."`],
  [/tijdslimiet/, (s) => `"Je hebt drie minuten om klaar te zijn voor ${s}."`],
  [/bevestig|benoem wie klaar|complimenteer|complimenten|verhouding positief|vier het/, (s) => `benoem hardop wat goed gaat: "Ik zie dat deze tafel al rustig aan ${s} werkt."`],
  [/beurtsysteem|praatsteen/, (s) => `wie de praatsteen heeft, vertelt wat hij over ${s} weet; de anderen wachten en luisteren.`],
  [/vervolgafspraak|actie af|verbeterplan/, (s) => `spreek één concrete actie af, bijvoorbeeld: "Volgende week maak ik drie opgaven over ${s} zonder hulp."`],
  [/afspraken|positief|hang .*op/, (s) => `een afspraak voor het werken aan ${s}, positief gezegd: "We werken fluisterend aan ${s}."`],
  [/gedrag/, (s) => `bepaal wat je wilt zien terwijl de klas aan ${s} werkt, bijvoorbeeld: iedereen begint meteen.`],
  [/negeer/, (s) => `ga door met de uitleg over ${s} en laat een klein geluidje even voor wat het is.`],
  [/non-verbale/, (s) => `wijs zonder iets te zeggen naar het werk over ${s}, of loop even naar de leerling toe.`],
  [/apart/, (s) => `praat na het werk aan ${s} kort apart met de leerling: wat gebeurde er, en wat spreken jullie af?`],
  // Materials, workplace and planning.
  [/concreet materiaal|herhaal de kern/, (s) => `leg de kern van ${s} nog eens uit met iets om vast te pakken of te tekenen.`],
  [/looproute/, (s) => `loop langs de tafels terwijl iedereen aan ${s} werkt.`],
  [/oefen met de klas/, (s) => `oefen het uitdelen en opruimen één keer met de spullen voor ${s}.`],
  [/materiaal|route/, (s) => `bepaal wie de spullen voor ${s} uitdeelt en hoe ze weer terugkomen.`],
  [/werkplek beschrijven/, (s) => `"Wat ligt er op je tafel als je aan ${s} werkt, en wat niet?"`],
  [/foto/, (s) => `maak een foto van een opgeruimde tafel die klaar is voor ${s}.`],
  [/einde van de dag|aan het einde/, (s) => `kijk aan het eind van de les of alles voor ${s} compleet en opgeruimd is.`],
  [/einddatum/, (s) => `"Wanneer moet het werk over ${s} af zijn?"`],
  [/taak in stappen/, (s) => `verdeel de opdracht over ${s} in kleine stappen, zoals: uitzoeken, maken, nakijken.`],
  [/tijdlijn/, (s) => `zet de stappen van de opdracht over ${s} met een datum op een tijdlijn.`],
  [/planning/, (s) => `kijk elke week samen of de opdracht over ${s} op schema ligt.`],
  [/een opdracht tegelijk/, (s) => `geef één opdracht over ${s} tegelijk, en de volgende pas als die af is.`],
  [/opdracht op het bord/, (s) => `schrijf de opdracht over ${s} op het bord, zodat niemand hem hoeft te onthouden.`],
  [/checklist/, (s) => `een checklist voor de opdracht over ${s} om af te vinken.`],
  [/eerste stap/, (s) => `"Schrijf alleen de titel en de eerste zin over ${s} op."`],
  [/startzin/, (s) => `een startzin, bijvoorbeeld: "Over ${s} weet ik al dat ..."`],
  [/check na/, (s) => `kijk na twee minuten of iedereen aan ${s} begonnen is.`],
  [/denktijd/, (s) => `"Denk eerst een minuut zelf na over ${s}, zonder te praten."`],
  [/inschatting/, (s) => `"Had je genoeg tijd voor de opdracht over ${s}? Wat schat je de volgende keer anders in?"`],
  [/klaar moet/, (s) => `zet op het bord wat er van de opdracht over ${s} af moet zijn, bijvoorbeeld "opgave 1 tot en met 5".`],
  [/timer/, (s) => `zet de timer voor het werk aan ${s} zichtbaar voor iedereen.`],
  // Differentiation.
  [/aanschuift/, (s) => `wie op het exit-ticket of wisbordje de vraag over ${s} fout had, schuift aan.`],
  [/zelfstandig antwoorden/, (s) => `iedereen schrijft eerst zelf het antwoord op de vragen over ${s} op.`],
  [/zelfstandig/, (s) => `leerlingen maken de volgende opgaven over ${s} zelf; jij loopt rond.`],
  [/open taak/, (s) => `een open opdracht over ${s}, bijvoorbeeld: "Bedenk zelf een moeilijke vraag over ${s} en zoek het antwoord uit."`],
  [/terugkoppeling/, (s) => `spreek af wanneer de leerling vertelt wat hij over ${s} heeft ontdekt.`],
  [/groepen in/, (s) => `deel in op wat je van ${s} zag: wie het beheerst, wie bijna, wie nog niet.`],
  [/stem .*af/, (s) => `geef elke groep een opdracht over ${s} op zijn niveau.`],
  [/wissel na/, (s) => `kijk na een week opnieuw wie ${s} beheerst en deel de groepjes anders in.`],
  [/bespreek de keuze/, (s) => `"Waarom koos je dit niveau bij ${s}?"`],
  [/stuur/, (s) => `zit een leerling bij ${s} te laag of te hoog, stel dan een ander niveau voor.`],
  [/niveau|variant|kernopdracht/, (s) => `dezelfde opgave over ${s} in een eenvoudige en een uitdagende versie.`],
  [/visueel/, (s) => `een stappenplan op het bord voor de opdracht over ${s}: lezen, doen, nakijken, volgende.`],
  [/oefen het plan/, (s) => `doe de opdracht over ${s} één keer samen, met het stappenplan erbij.`],
  [/verwijs/, (s) => `"Kijk eerst op het stappenplan voor ${s}; daarna mag je het een buur vragen."`],
  [/gespreksvraag/, (s) => `een vraag over ${s} om in tweetallen over te praten: "Wat weet jij al over ${s}?"`],
  [/korte gesprekken/, (s) => `plan korte gesprekjes van twee minuten over hoe het gaat met ${s}.`],
  // Feedback.
  [/kenmerk|criteria op/, (s) => `"Waaraan zie je dat werk over ${s} goed is?" Schrijf de antwoorden op als criteria.`],
  [/nakijken/, (s) => `kijk het werk over ${s} na met de criteria ernaast.`],
  [/wens uitvoeren/, (s) => `de leerling verbetert zijn werk over ${s} meteen op dat ene punt.`],
  [/sterke punten/, (s) => `"Noem twee dingen die goed gaan in dit werk over ${s}."`],
  [/wens/, (s) => `"Wat is één ding dat beter kan in je werk over ${s}?"`],
  [/feedbackformulier/, (s) => `een formulier met twee vragen over het werk aan ${s}: wat is goed, en wat kan beter?`],
  [/wat hielp/, (s) => `"Welke tip over je werk aan ${s} hielp je het meest?"`],
  [/vraag in plaats/, (s) => `"Hoe ben je bij deze opgave over ${s} begonnen?"`],
  [/tip klassikaal/, (s) => `elk groepje deelt één tip voor het samenwerken aan ${s}.`],
  [/klassikaal/, (s) => `bespreek wat je bij ${s} vaak zag met de hele klas, zonder namen.`],
  [/introduceer/, (s) => `laat de rubric voor het werk over ${s} zien en bespreek elk niveau.`],
  [/scoren/, (s) => `leerlingen kleuren in de rubric aan waar hun werk over ${s} staat.`],
  [/vergelijk/, (s) => `vergelijk je eigen beoordeling van het werk over ${s} met die van de leerling.`],
  [/verschil/, (s) => `"Waarom gaf je jezelf bij ${s} een hogere of lagere score dan ik?"`],
  [/observeer/, (s) => `kijk hoe leerlingen een opgave over ${s} aanpakken, niet alleen naar het antwoord.`],
  [/wat werkte/, (s) => `noem de aanpak die je zag werken: "Je las de opgave over ${s} eerst twee keer, en dat hielp."`],
  [/anders zou doen/, (s) => `"Wat zou je bij de volgende opgave over ${s} anders doen?"`],
  [/zonder cijfer/, (s) => `geef het werk over ${s} terug met alleen opmerkingen, zonder cijfer.`],
  [/herkansing/, (s) => `plan een korte herkansing met nieuwe opgaven over ${s}.`],
  [/fout/, (s) => `"Welke fout zag je vaak bij de opgaven over ${s}, en hoe herken je hem de volgende keer?"`],
  // Cooperative learning.
  [/samenwerking|reflecteren/, (s) => `"Hoe ging het samenwerken aan ${s}, en wat doen jullie de volgende keer anders?"`],
  [/evaluatievragen/, (s) => `"Wat ging goed bij het samenwerken aan ${s}? Wat was lastig? Wat doen we de volgende keer?"`],
  [/verdeel/, (s) => `verdeel de stof over ${s} in delen, één per leerling of groepje.`],
  [/experts terug/, (s) => `elke expert legt zijn deel van ${s} uit aan de eigen groep.`],
  [/toets/, (s) => `een korte toets met drie vragen over ${s} die alle delen raken.`],
  [/rollen|elke rol/, (s) => `geef in elk groepje dat aan ${s} werkt een voorzitter, schrijver, tijdbewaker en materiaalmeester.`],
  [/kringen/, (s) => `twee kringen, leerlingen tegenover elkaar, met een gespreksvraag over ${s}.`],
  [/doorschuiven/, (s) => `na twee minuten schuift de buitenkring door en bespreekt dezelfde vraag over ${s} met een nieuwe partner.`],
  [/om te delen/, (s) => `"Wat hebben jullie samen over ${s} bedacht?"`],
  [/startvraag|denkvraag|gespreksvraag/, (s) => `"Wat weet jij al over ${s}? Noem één ding en vertel hoe je het weet."`],
  [/verzamel/, (s) => `schrijf wat de klas over ${s} inbrengt op het bord en groepeer het samen.`],
  [/tweetal|uitwissel|controleren|wissel van rol/, (s) => `leerling A maakt een opgave over ${s}, leerling B controleert en zegt wat hij ziet; daarna wisselen ze.`],
  [/groep|expert|placemat|vak schrijven|ideeen|beste antwoord/, (s) => `"Wat weet jullie groepje samen over ${s}? Kom tot één antwoord dat iedereen kan uitleggen."`],
  // Modelling, practice, repetition, reflection.
  [/denkstap|verwoord|twijfel/, (s) => `"Bij deze opgave over ${s} vraag ik me eerst af: wat wordt er gevraagd, en wat weet ik al?"`],
  [/vat de aanpak samen/, (s) => `"Wat deed ik eerst bij deze opgave over ${s}, en wat daarna?"`],
  [/eerdere lessen/, (s) => `drie korte vragen over ${s} uit de vorige lessen.`],
  [/bespreek de antwoorden/, (s) => `bespreek de antwoorden over ${s} kort met de klas.`],
  [/wat ging goed/, (s) => `"Wat ging goed bij ${s}?"`],
  [/lastig/, (s) => `"Wat was lastig bij ${s}?"`],
  [/tip voor jezelf/, (s) => `"Mijn tip voor mezelf bij ${s} is ..."`],
  [/kijk .*terug|evalueer/, (s) => `kijk samen terug: wat werkt er bij ${s}, en wat niet?`],
  [/voorbeeld/, (s) => `bekijk samen een goed voorbeeld van werk over ${s}: wat maakt het goed?`],
  [/opgave|oefen/, (s) => `een opgave over ${s} uit je eigen methode; doe de eerste samen en laat de volgende zelf maken.`],
];

export function stepExample(stepTitle: string, subject: string): string {
  const plain = fold(stepTitle);
  const make = EXAMPLES.find(([pattern]) => pattern.test(plain))?.[1];
  return make ? make(subject) : `voer deze stap uit terwijl de klas aan ${subject} werkt.`;
}
