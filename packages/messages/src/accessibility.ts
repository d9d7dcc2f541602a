/** The accessibility statement ('Toegankelijkheid'): what the platform meets and what not yet. */
export const accessibilityMessages = {
  title: 'Toegankelijkheid',
  intro:
    'Doorloopjes wil voor iedereen bruikbaar zijn, ook met alleen een toetsenbord, een schermlezer of een vergroting. We toetsen het platform aan de richtlijnen WCAG 2.2, niveau AA.',
  metTitle: 'Wat voldoet',
  met: [
    'Elke pagina heeft een eigen titel, zodat je in tabbladen en bij een schermlezer hoort waar je bent.',
    'Na het openen van een pagina staat de focus op de kop van die pagina en meldt een schermlezer de nieuwe titel; dat geldt ook voor de knop Terug van de browser.',
    'Alles werkt met het toetsenbord, met een zichtbare focusrand en een link "Naar de inhoud" als eerste tabstop.',
    'De rondleiding sluit je met Escape of Overslaan, vanaf de eerste stap; daarna gaat de focus terug naar waar je was.',
    'De cookiemelding komt direct na de link "Naar de inhoud" en houdt de focus niet vast.',
    'Opslaan van een favoriet, een status of je profiel, een wijziging die zonder verbinding niet is opgeslagen en het antwoord van de AI-assistent worden aan schermlezers gemeld.',
    'De focus verdwijnt nooit achter de AI-knop, de cookiemelding of de menubalk onderaan op een telefoon.',
    'Knoppen en links zijn minstens 24 bij 24 pixels groot.',
    'In de clusterbouwer kun je items zonder slepen plaatsen, verplaatsen, vergroten en verwijderen, met knoppen en pijltjestoetsen.',
    'Bij 200 % zoom, op een scherm van 320 pixels breed en met meer regel-, letter- en woordafstand blijft alle tekst leesbaar en alles bereikbaar, zonder zijwaarts te scrollen.',
    'Randen van invoervelden, focusranden, gekozen opties en pictogrammen hebben genoeg contrast met hun achtergrond.',
    'Een afbeelding wordt pas gepubliceerd als ze een beschrijving heeft die meer is dan een bestandsnaam.',
  ],
  notYetTitle: 'Wat nog niet voldoet',
  notYet: [
    "Video's van doorloopjes en webinars komen van een videodienst; niet alle video's hebben ondertiteling of een audiobeschrijving.",
    'Het inschrijfformulier van een webinar komt van een externe dienst, waarvan we de toegankelijkheid niet zelf kunnen regelen.',
    'Het canvas van de clusterbouwer is een tekening: een schermlezer leest de geplaatste items uit de lijst ernaast, niet uit het canvas.',
    'De clusterbouwer heeft een scherm van meer dan 768 pixels breed nodig (een venster van 1280 pixels tot 160 % zoom); op een smaller scherm of bij meer zoom meldt hij dat.',
    'Antwoorden van de AI-assistent kunnen opmaak bevatten die een schermlezer als gewone tekst voorleest.',
  ],
  contactTitle: 'Iets werkt niet voor jou?',
  contact: 'Laat het ons weten via Contact. We antwoorden binnen vijf werkdagen en zoeken samen met jou een oplossing.',
} as const;
