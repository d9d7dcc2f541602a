'use strict';

const { platformUrl } = require('../bootstrap/email');
const { escapeHtml } = require('../utils/escape-html');

/**
 * The confirmation that an account is gone, listing what was deleted.
 *
 * @param {{ fullName?: string | null }} user
 * @param {{ conversations: number, messages: number, analyticsEvents: number }} deleted
 */
function deletionMail(user, deleted) {
  const greeting = user.fullName ? `Hallo ${user.fullName},` : 'Hallo,';
  const items = [
    'je account en je profielgegevens (naam, e-mailadres, rol, sector, school en plaats)',
    'je favorieten en de doorloopjes waar je mee bezig was of die je had afgerond',
    'je opgeslagen cluster en je keuze voor de rondleiding',
    `je gesprekken met de AI-assistent (${deleted.conversations} gesprek(ken), ${deleted.messages} bericht(en))`,
    `de gebruiksgegevens die aan je account gekoppeld waren (${deleted.analyticsEvents})`,
  ];
  const text = [
    greeting,
    '',
    'Je Doorloopjes-account is verwijderd. We hebben het volgende gewist:',
    ...items.map((item) => `- ${item}`),
    '',
    `Je kunt je met dit e-mailadres altijd opnieuw registreren op ${platformUrl()}.`,
    'Heb je dit niet zelf gedaan? Neem dan contact met ons op.',
    '',
    'Met vriendelijke groet,',
    'Het team van Doorloopjes',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Je Doorloopjes-account is verwijderd. We hebben het volgende gewist:</p>
<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<p>Je kunt je met dit e-mailadres altijd opnieuw registreren op <a href="${platformUrl()}">${platformUrl()}</a>.</p>
<p>Heb je dit niet zelf gedaan? Neem dan contact met ons op.</p>
<p>Met vriendelijke groet,<br>Het team van Doorloopjes</p>`;
  return { subject: 'Je Doorloopjes-account is verwijderd', text, html };
}

module.exports = { deletionMail };
