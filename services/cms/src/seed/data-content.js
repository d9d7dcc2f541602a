'use strict';

/** Demo webinars, news, articles and explainers, written for this project. */

const EXPERTS = [
  { key: 'expert-fatima', name: 'Fatima El Amrani', title: 'Onderwijsadviseur didactiek' },
  { key: 'expert-joris', name: 'Joris van Dijk', title: 'Leerkracht groep 7 en opleider in de school' },
  { key: 'expert-sanne', name: 'Sanne de Vries', title: 'Onderzoeker onderwijskunde' },
  { key: 'expert-pieter', name: 'Pieter Bakker', title: 'Schoolleider basisonderwijs' },
];

const AUTEURS = [
  { key: 'auteur-marloes', name: 'Marloes Jansen', title: 'Redacteur Doorloopjes' },
  { key: 'auteur-hamid', name: 'Hamid Yilmaz', title: 'Docent pedagogiek' },
  { key: 'auteur-eva', name: 'Eva Smit', title: 'Onderwijsonderzoeker' },
];

const DAY = 24 * 60 * 60 * 1000;

/**
 * Webinars relative to "now", so there are always upcoming and past ones after seeding.
 * offsetDays > 0 is upcoming. `announcedDaysAgo` is when each was published (its createdAt, by
 * which the homepage feed sorts it among the news and articles). `themes` selects related doorloopjes by theme slug.
 */
const DIGIDATES = [
  { slug: 'expliciete-directe-instructie-in-de-praktijk', title: 'Expliciete directe instructie in de praktijk', offsetDays: 14, announcedDaysAgo: 30, registration: true, featured: true, homepage: true, experts: ['expert-fatima', 'expert-joris'], themes: ['instructie-geven'], summary: 'Hoe geef je een les volgens het EDI-model zonder dat het een keurslijf wordt? Met voorbeelden uit groep 3 tot en met 8.' },
  { slug: 'differentieren-zonder-drie-lessen-te-geven', title: 'Differentiëren zonder drie lessen te geven', offsetDays: 35, announcedDaysAgo: 8, registration: true, featured: false, homepage: true, experts: ['expert-sanne'], themes: ['differentiatie'], summary: 'Praktische strategieën om verschillen op te vangen binnen één gezamenlijke les.' },
  { slug: 'werken-aan-executieve-functies', title: 'Werken aan executieve functies', offsetDays: 63, announcedDaysAgo: 2, registration: false, featured: false, homepage: false, experts: ['expert-pieter', 'expert-sanne'], themes: ['executieve-functies'], summary: 'Plannen, organiseren en zelfregulatie in elke les: wat werkt en wat niet?' },
  { slug: 'feedback-die-werkt', title: 'Feedback die werkt', offsetDays: -21, announcedDaysAgo: 50, recording: true, featured: true, homepage: true, experts: ['expert-sanne', 'expert-fatima'], themes: ['feedback'], summary: 'Terugblik op onze digidate over effectieve feedback: van succescriteria tot peerfeedback.' },
  { slug: 'rust-in-de-klas', title: 'Rust in de klas: routines die blijven', offsetDays: -60, announcedDaysAgo: 90, recording: true, featured: false, homepage: false, experts: ['expert-joris'], themes: ['klassenmanagement'], summary: 'Routines en afspraken die ook na de herfstvakantie nog werken.' },
  { slug: 'samenwerkend-leren-dat-echt-samen-is', title: 'Samenwerkend leren dat echt samen is', offsetDays: -120, announcedDaysAgo: 150, recording: false, featured: false, homepage: false, experts: ['expert-pieter'], themes: ['samenwerkend-leren'], summary: 'Coöperatieve structuren die zorgen dat iedereen meedoet.' },
];

const NEWS = [
  { slug: 'doorloopjes-vernieuwd', title: 'Doorloopjes is vernieuwd', daysAgo: 3, homepage: true, featured: true, summary: 'Het platform heeft een nieuw jasje: sneller, overzichtelijker en met een AI-assistent. Let op: je moet je opnieuw registreren.', themes: ['instructie-geven'], digidates: ['expliciete-directe-instructie-in-de-praktijk'] },
  { slug: 'nieuwe-doorloopjes-over-feedback', title: 'Zeven nieuwe doorloopjes over feedback', daysAgo: 10, homepage: true, featured: false, summary: 'Van succescriteria tot toetsbespreking: de nieuwe reeks helpt je feedback doelgericht in te zetten.', themes: ['feedback'], digidates: ['feedback-die-werkt'] },
  { slug: 'ai-assistent-beschikbaar', title: 'De AI-assistent helpt bij je lesvoorbereiding', daysAgo: 18, homepage: false, featured: false, summary: 'Vraag de assistent om een lesplan of een samenvatting bij elk doorloopje.', themes: [], digidates: [] },
  { slug: 'terugblik-studiedag-klassenmanagement', title: 'Terugblik op de studiedag klassenmanagement', daysAgo: 30, homepage: false, featured: false, summary: 'Ruim honderd leerkrachten wisselden ervaringen uit over routines en afspraken.', themes: ['klassenmanagement'], digidates: ['rust-in-de-klas'] },
  { slug: 'cluster-bouwer-in-test', title: 'Experimenteer met de clusterbouwer', daysAgo: 45, homepage: false, featured: false, summary: 'Leg verbanden tussen doorloopjes, waarom- en hoe-uitleg op een eigen canvas.', themes: ['samenwerkend-leren'], digidates: [] },
  { slug: 'boek-3-verschenen', title: 'Boek 3 is verschenen', daysAgo: 70, homepage: false, featured: false, summary: 'Het derde boek bundelt de doorloopjes over samenwerkend leren en executieve functies.', themes: ['executieve-functies'], digidates: ['werken-aan-executieve-functies'] },
];

const ARTICLES = [
  { slug: 'waarom-korte-instructie-werkt', title: 'Waarom korte instructie beter werkt', daysAgo: 5, homepage: true, featured: true, rich: true, summary: 'Wat cognitieve psychologie zegt over de lengte van je uitleg, en hoe je dat in de klas toepast.' },
  { slug: 'feedback-in-vijf-vragen', title: 'Feedback in vijf vragen', daysAgo: 12, homepage: false, featured: true, summary: 'Vijf vragen die je helpen feedback te geven die leerlingen echt verder brengt.' },
  { slug: 'routines-als-fundament', title: 'Routines als fundament van je les', daysAgo: 20, homepage: true, featured: false, summary: 'Waarom voorspelbaarheid de basis is van een goed leerklimaat.' },
  { slug: 'differentiatie-mythes', title: 'Drie mythes over differentiatie', daysAgo: 33, homepage: false, featured: false, summary: 'Niveaugroepen, leerstijlen en eigen tempo: wat zegt onderzoek?' },
  { slug: 'samen-leren-onderzocht', title: 'Samen leren: wat zegt het onderzoek?', daysAgo: 50, homepage: false, featured: false, summary: 'Coöperatief leren werkt, mits aan twee voorwaarden is voldaan.' },
  { slug: 'executieve-functies-uitgelegd', title: 'Executieve functies uitgelegd', daysAgo: 80, homepage: false, featured: false, noBlocks: true, summary: 'Een overzicht van de executieve functies en hoe ze zich ontwikkelen.' },
];

const WHYS = [
  { slug: 'waarom-herhalen', title: 'Waarom herhalen werkt', text: 'Kennis die regelmatig wordt opgehaald, blijft beter hangen. Dat heet het testeffect.', steps: ['Vergeetcurve', 'Ophalen versterkt', 'Gespreid oefenen'] },
  { slug: 'waarom-voordoen', title: 'Waarom voordoen werkt', text: 'Beginners leren meer van uitgewerkte voorbeelden dan van zelf ontdekken.', steps: ['Beperkt werkgeheugen', 'Uitgewerkte voorbeelden', 'Geleidelijk loslaten'] },
  { slug: 'waarom-routines', title: 'Waarom routines rust geven', text: 'Voorspelbaarheid maakt denkruimte vrij voor leren.', steps: [] },
  { slug: 'waarom-feedback', title: 'Waarom feedback het verschil maakt', text: 'Feedback is een van de krachtigste factoren voor leerwinst, als hij gericht is op de volgende stap.', steps: ['Zicht op het doel', 'Zicht op de huidige stand', 'Zicht op de volgende stap'] },
];

const HOWS = [
  { slug: 'hoe-maak-je-een-exit-ticket', title: 'Hoe maak je een exit ticket?', text: 'Een exit ticket is een korte vraag aan het einde van de les.', steps: ['Kies het lesdoel', 'Formuleer één vraag', 'Verzamel en sorteer'] },
  { slug: 'hoe-verdeel-je-rollen', title: 'Hoe verdeel je rollen in een groepje?', text: 'Vaste rollen zorgen ervoor dat iedereen een bijdrage levert.', steps: ['Voorzitter', 'Schrijver', 'Tijdbewaker', 'Materiaalmeester'] },
  { slug: 'hoe-start-je-de-dag', title: 'Hoe start je de dag rustig?', text: 'Een vaste ochtendroutine geeft leerlingen houvast.', steps: [] },
  { slug: 'hoe-gebruik-je-wisbordjes', title: 'Hoe gebruik je wisbordjes?', text: 'Met wisbordjes zie je direct wie de stof beheerst.', steps: ['Vraag stellen', 'Tegelijk omhoog', 'Beslissen'] },
];

const AI_SUGGESTIONS = [
  { label: 'Maak een lesplan', prompt: 'Maak een lesplan van 45 minuten over expliciete directe instructie voor groep 6.' },
  { label: 'Tips voor rust in de klas', prompt: 'Geef vijf concrete tips om de overgangen in mijn klas soepeler te laten verlopen.' },
  { label: 'Vat een doorloopje samen', prompt: 'Vat het doorloopje "Hardop denkend voordoen" samen in drie zinnen.' },
];

module.exports = { EXPERTS, AUTEURS, DIGIDATES, NEWS, ARTICLES, WHYS, HOWS, AI_SUGGESTIONS, DAY };
