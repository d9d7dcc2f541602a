'use strict';

/**
 * Demo doorloopjes, written for this project. Each theme has a short description, practical
 * tips that are woven into the step descriptions, and doorloopjes of [title, intro, steps].
 */
/** @type {{ slug: string, title: string, description: string, tips: string[], items: [title: string, intro: string, steps: string[]][] }[]} */
const THEMES = [
  {
    slug: 'instructie-geven',
    title: 'Instructie geven',
    description: 'Heldere uitleg die aansluit bij wat leerlingen al weten, met korte stappen en veel controle op begrip.',
    tips: [
      'Houd de uitleg kort en laat het zien voordat leerlingen het zelf doen.',
      'Vraag na elke deelstap wie het al kan uitleggen aan een buur.',
      'Gebruik een wisbordje zodat je in één oogopslag ziet wie het snapt.',
      'Noem expliciet het doel, zodat leerlingen weten waar ze naartoe werken.',
      'Sluit af met één controlevraag die iedereen beantwoordt.',
    ],
    items: [
      ['Activeren van voorkennis', 'Begin de les met wat leerlingen al weten, zodat nieuwe kennis ergens aan vast kan haken.', ['Kies één kernbegrip', 'Stel een open startvraag', 'Verzamel antwoorden op het bord', 'Verbind met het lesdoel']],
      ['Het lesdoel zichtbaar maken', 'Een zichtbaar lesdoel helpt leerlingen hun eigen voortgang te volgen.', ['Formuleer het doel in leerlingtaal', 'Schrijf het doel op het bord', 'Laat leerlingen het doel herhalen']],
      ['Hardop denkend voordoen', 'Laat zien hoe een expert denkt door je denkstappen hardop te verwoorden.', ['Kies een representatieve opgave', 'Verwoord elke denkstap', 'Benoem twijfels en keuzes', 'Vat de aanpak samen']],
      ['Controleren van begrip met wisbordjes', 'Met wisbordjes controleer je in tien seconden het begrip van de hele groep.', ['Deel de wisbordjes uit', 'Stel een gesloten vraag', 'Laat iedereen tegelijk omhoog houden', 'Beslis: verder of herhalen', 'Geef direct feedback']],
      ['Begeleide inoefening', 'Oefen samen voordat leerlingen zelfstandig aan de slag gaan.', ['Maak de eerste opgave samen', 'Laat de tweede in tweetallen maken', 'Bespreek veelgemaakte fouten']],
      ['Korte herhaling aan het begin van de les', 'Dagelijkse herhaling versterkt het langetermijngeheugen.', ['Kies drie vragen uit eerdere lessen', 'Laat leerlingen zelfstandig antwoorden', 'Bespreek de antwoorden kort', 'Noteer wat extra aandacht nodig heeft']],
      ['Afsluiten met een exit ticket', 'Een exit ticket laat zien wat er van de les is blijven hangen.', ['Formuleer één of twee vragen', 'Laat leerlingen het ticket invullen', 'Sorteer de tickets na de les', 'Pas de volgende les aan']],
    ],
  },
  {
    slug: 'klassenmanagement',
    title: 'Klassenmanagement',
    description: 'Routines, afspraken en een rustig leerklimaat waarin iedereen tot leren komt.',
    tips: [
      'Oefen een routine in de eerste weken elke dag, ook als het goed gaat.',
      'Geef complimenten over gedrag dat je vaker wilt zien.',
      'Gebruik een vast signaal in plaats van je stem te verheffen.',
      'Houd afspraken kort, positief geformuleerd en zichtbaar.',
      'Evalueer samen met de klas wat werkt en wat niet.',
    ],
    items: [
      ['Een vaste start van de les', 'Met een voorspelbare start zit de klas sneller klaar om te leren.', ['Sta bij de deur', 'Zet een startopdracht klaar', 'Begin op tijd']],
      ['Stiltesignaal invoeren', 'Een afgesproken signaal vraagt om aandacht zonder te roepen.', ['Kies een signaal', 'Leg uit wat je verwacht', 'Oefen het signaal', 'Bevestig als het lukt']],
      ['Overgangen soepel laten verlopen', 'Korte overgangen besparen veel lestijd.', ['Kondig de overgang aan', 'Geef een tijdslimiet', 'Benoem wie klaar is', 'Start direct met het volgende']],
      ['Klassenafspraken opstellen', 'Afspraken die de klas zelf mede opstelt worden beter nageleefd.', ['Verzamel ideeën', 'Kies maximaal vijf afspraken', 'Formuleer ze positief', 'Hang ze zichtbaar op', 'Evalueer na een maand']],
      ['Positief gedrag bekrachtigen', 'Aandacht voor gewenst gedrag werkt beter dan straffen.', ['Bepaal welk gedrag je wilt zien', 'Geef specifieke complimenten', 'Houd de verhouding positief']],
      ['Materialen uitdelen en opruimen', 'Een vaste route voor materialen voorkomt onrust.', ['Wijs materiaalverantwoordelijken aan', 'Leg de route vast', 'Oefen met de klas', 'Controleer aan het einde']],
      ['Omgaan met verstoringen', 'Reageer rustig en voorspelbaar op verstorend gedrag.', ['Negeer kleine verstoringen kort', 'Gebruik non-verbale correctie', 'Spreek de leerling apart aan', 'Maak een vervolgafspraak']],
    ],
  },
  {
    slug: 'differentiatie',
    title: 'Differentiatie',
    description: 'Afstemmen op verschillen tussen leerlingen zonder drie lessen tegelijk te geven.',
    tips: [
      'Werk met één gezamenlijke basis en varieer in ondersteuning.',
      'Gebruik toetsgegevens om groepjes flexibel samen te stellen.',
      'Plan de verlengde instructie vast in je rooster.',
      'Geef snelle leerlingen verdieping, geen extra van hetzelfde.',
      'Check na de les of je groepsindeling nog klopt.',
    ],
    items: [
      ['Verlengde instructie aan de instructietafel', 'Leerlingen die meer nodig hebben krijgen direct extra uitleg.', ['Bepaal wie aanschuift', 'Herhaal de kern met concreet materiaal', 'Oefen samen', 'Laat zelfstandig verder werken']],
      ['Verrijkingstaken inzetten', 'Verdieping houdt snelle leerlingen uitgedaagd.', ['Selecteer een open taak', 'Koppel de taak aan het lesdoel', 'Spreek een moment van terugkoppeling af']],
      ['Flexibele groepjes maken', 'Groepjes op basis van actuele gegevens in plaats van vaste niveaus.', ['Bekijk de exit tickets', 'Deel in drie groepen in', 'Stem de opdracht af', 'Wissel na een week']],
      ['Werken met niveaukaarten', 'Kaarten met oplopende moeilijkheid geven leerlingen zelf regie.', ['Maak drie niveaus', 'Laat leerlingen een niveau kiezen', 'Bespreek de keuze', 'Stuur waar nodig bij']],
      ['Stappenplan voor zelfstandig werken', 'Een stappenplan maakt leerlingen minder afhankelijk van de leerkracht.', ['Maak het plan visueel', 'Oefen het plan klassikaal', 'Verwijs ernaar bij vragen']],
      ['Doelen per leerling bespreken', 'Kort gesprek over persoonlijke doelen vergroot eigenaarschap.', ['Plan korte gesprekken', 'Kies samen één doel', 'Spreek een actie af', 'Evalueer na twee weken', 'Vier het resultaat']],
      ['Differentiëren in de verwerking', 'Dezelfde leerstof, verschillende manieren van verwerken.', ['Bepaal de kernopdracht', 'Bied een ondersteunende variant', 'Bied een uitdagende variant']],
    ],
  },
  {
    slug: 'feedback',
    title: 'Feedback',
    description: 'Feedback die leerlingen helpt de volgende stap te zetten in hun leerproces.',
    tips: [
      'Richt feedback op de taak en het proces, niet op de persoon.',
      'Geef feedback zo snel mogelijk na het werk.',
      'Laat leerlingen direct iets met de feedback doen.',
      'Beperk je tot één of twee verbeterpunten tegelijk.',
      'Gebruik succescriteria als gemeenschappelijke taal.',
    ],
    items: [
      ['Succescriteria opstellen', 'Succescriteria maken duidelijk wat goed werk is.', ['Bekijk een goed voorbeeld', 'Benoem samen de kenmerken', 'Schrijf de criteria op', 'Gebruik ze bij het nakijken']],
      ['Feedback met twee sterren en een wens', 'Een eenvoudige vorm voor evenwichtige feedback.', ['Noem twee sterke punten', 'Formuleer één wens', 'Laat de leerling de wens uitvoeren']],
      ['Peerfeedback begeleiden', 'Leerlingen leren van elkaar als je de feedback structureert.', ['Geef een feedbackformulier', 'Oefen met een voorbeeldtekst', 'Laat tweetallen feedback geven', 'Bespreek wat hielp']],
      ['Mondelinge feedback tijdens het werken', 'Loop rond en geef korte, gerichte feedback.', ['Kies een looproute', 'Stel een vraag in plaats van te verbeteren', 'Noteer opvallende fouten', 'Bespreek ze klassikaal']],
      ['Zelfevaluatie met een rubric', 'Een rubric helpt leerlingen hun eigen werk te beoordelen.', ['Introduceer de rubric', 'Laat leerlingen zichzelf scoren', 'Vergelijk met jouw beoordeling', 'Bespreek verschillen']],
      ['Feedback op het proces', 'Aandacht voor aanpak en inzet helpt bij nieuwe taken.', ['Observeer de aanpak', 'Benoem wat werkte', 'Vraag wat de leerling anders zou doen']],
      ['Toetsresultaten bespreken', 'Een toets is pas waardevol als leerlingen ervan leren.', ['Geef de toets terug zonder cijfer', 'Laat leerlingen fouten analyseren', 'Maak een verbeterplan', 'Plan een herkansing']],
    ],
  },
  {
    slug: 'samenwerkend-leren',
    title: 'Samenwerkend leren',
    description: 'Structuren waarin leerlingen echt samen leren in plaats van naast elkaar te werken.',
    tips: [
      'Geef elke leerling een eigen rol en verantwoordelijkheid.',
      'Zorg dat de opdracht alleen samen goed te doen is.',
      'Houd groepjes klein: twee tot vier leerlingen.',
      'Bespreek na afloop ook hoe de samenwerking ging.',
      'Oefen een nieuwe structuur eerst met eenvoudige inhoud.',
    ],
    items: [
      ['Denken, delen, uitwisselen', 'Iedereen denkt eerst zelf na voordat er gedeeld wordt.', ['Stel een denkvraag', 'Geef individuele denktijd', 'Laat tweetallen uitwisselen', 'Vraag enkele tweetallen om te delen']],
      ['Rollen verdelen in groepjes', 'Rollen zorgen voor een eerlijke verdeling van het werk.', ['Kies vier rollen', 'Leg elke rol uit', 'Wissel de rollen per les']],
      ['Placemat-methode', 'Individueel denken en samen tot één antwoord komen.', ['Teken de placemat', 'Laat iedereen in zijn vak schrijven', 'Lees elkaars ideeën', 'Kies samen het beste antwoord']],
      ['Expertgroepen (legpuzzel)', 'Leerlingen worden expert op een deel en leren het aan elkaar.', ['Verdeel de stof in delen', 'Vorm expertgroepen', 'Laat experts terugkeren naar hun groep', 'Toets het geheel', 'Evalueer de samenwerking']],
      ['Binnen- en buitenkring', 'Veel korte gesprekken met wisselende partners.', ['Stel twee kringen op', 'Geef een gespreksvraag', 'Laat de buitenkring doorschuiven']],
      ['Samenwerking evalueren', 'Terugkijken op de samenwerking verbetert de volgende keer.', ['Geef drie evaluatievragen', 'Laat groepjes reflecteren', 'Deel één tip klassikaal']],
      ['Tweetallen die elkaar controleren', 'Om de beurt maken en controleren houdt beide leerlingen actief.', ['Vorm tweetallen', 'Laat één leerling de opgave maken', 'Laat de ander controleren', 'Wissel van rol']],
    ],
  },
  {
    slug: 'executieve-functies',
    title: 'Executieve functies',
    description: 'Plannen, organiseren en zelfregulatie: vaardigheden die je in elke les kunt oefenen.',
    tips: [
      'Maak het onzichtbare zichtbaar met picto’s en stappenplannen.',
      'Oefen één vaardigheid tegelijk en benoem die expliciet.',
      'Bouw de ondersteuning geleidelijk af.',
      'Laat leerlingen na afloop terugkijken op hun aanpak.',
      'Werk samen met ouders aan dezelfde vaardigheid.',
    ],
    items: [
      ['Een taak plannen met een tijdlijn', 'Een tijdlijn helpt grote taken in stappen te verdelen.', ['Bespreek de einddatum', 'Verdeel de taak in stappen', 'Zet de stappen op een tijdlijn', 'Check de planning wekelijks']],
      ['Werkgeheugen ontlasten', 'Minder tegelijk onthouden betekent meer ruimte om te leren.', ['Geef één opdracht tegelijk', 'Zet de opdracht op het bord', 'Gebruik een checklist']],
      ['Starten met een taak', 'Sommige leerlingen hebben hulp nodig om op gang te komen.', ['Maak de eerste stap heel klein', 'Geef een startzin', 'Check na twee minuten']],
      ['Time-timer gebruiken', 'Zichtbare tijd helpt leerlingen hun tempo te bewaken.', ['Stel de timer in', 'Benoem wat er klaar moet zijn', 'Bespreek na afloop de tijdsinschatting']],
      ['Impulsen beheersen in de klas', 'Wachten op je beurt kun je oefenen.', ['Spreek een beurtsysteem af', 'Geef denktijd', 'Gebruik een praatsteen', 'Complimenteer geduld']],
      ['Een opgeruimde werkplek', 'Een overzichtelijke plek maakt concentreren makkelijker.', ['Laat de werkplek beschrijven', 'Maak een foto van de ideale situatie', 'Check aan het einde van de dag']],
      ['Reflecteren op de eigen aanpak', 'Terugkijken helpt leerlingen een volgende keer slimmer te werken.', ['Stel de vraag: wat ging goed?', 'Vraag wat lastig was', 'Laat een tip voor jezelf noteren', 'Kijk de volgende keer terug']],
    ],
  },
];

/** Vimeo demo links, used by a selection of doorloopjes (video id with optional hash). */
const VIMEO_URLS = ['https://vimeo.com/76979871', 'https://vimeo.com/22439234', 'https://vimeo.com/76979871/8272103f6e'];

module.exports = { THEMES, VIMEO_URLS };
