'use strict';

const { h, list, p } = require('./blocks');

/**
 * The privacy statement's account of what the platform keeps about a teacher, where and for how
 * long, and her rights. Kept beside the code that does it (src/own-data, the assistant's
 * retention) so the two change together.
 */
const KEPT_DATA_SECTION = [
  h(2, 'Welke gegevens we bewaren, waar en hoe lang'),
  list('unordered', [
    'Je account en profiel (naam, e-mailadres, rol, sector, school, plaats, student ja/nee) in de database van de contentdienst, zolang je account bestaat.',
    'Je favorieten, de doorloopjes waar je mee bezig bent of die je hebt afgerond, je cluster en of je de rondleiding hebt gezien: bij je account, zolang je account bestaat.',
    'Je gesprekken met de AI-assistent in de database van de assistent: tot 12 maanden na het laatste bericht van een gesprek; daarna worden ze automatisch verwijderd.',
    'Gebruiksgegevens (welke pagina’s je bekijkt) gekoppeld aan je account: tot 13 maanden nadat ze zijn vastgelegd; daarna worden ze automatisch verwijderd.',
    'Een account waarvan het e-mailadres nooit is bevestigd, verwijderen we na 30 dagen.',
    'Je keuze voor cookies bewaren we alleen in je eigen browser.',
  ]),
  h(2, 'Je rechten'),
  p(
    'Op je profielpagina kun je onder ‘Mijn gegevens’ al je gegevens downloaden in één JSON-bestand en je account verwijderen. Verwijderen wist je account, je profiel, je lijsten, je cluster, je gebruiksgegevens en al je gesprekken met de AI-assistent; je krijgt daarvan een bevestiging per e-mail. Van een verzoek bewaren we alleen het accountnummer, wie het deed en wanneer.',
  ),
  p('Liever per e-mail? Stuur je verzoek naar info@doorloopjes.nl; we handelen het binnen een maand af.'),
];

module.exports = { KEPT_DATA_SECTION };
