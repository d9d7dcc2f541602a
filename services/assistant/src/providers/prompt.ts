import { pagePath } from '../answer/links.js';
import { truncate } from '../catalogue/richText.js';
import { answerTexts } from '../http/messages.js';
import type { ContentItem } from '../catalogue/types.js';
import type { AnswerRequest } from './types.js';

export interface ChatCompletionMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const MAX_PASSAGES = 6;
const PASSAGE_CHARS = 1200;
const HISTORY_MESSAGES = 10;

const INSTRUCTIONS = [
  'Je bent de AI-assistent van Doorloopjes, een Nederlandstalig platform voor onderwijsprofessionals.',
  'Antwoord altijd in het Nederlands, in markdown, beknopt en praktisch.',
  'Baseer je antwoord op de bronnen hieronder. Verzin geen doorloopjes, artikelen of links:',
  'gebruik alleen links uit de bronnen, in de vorm [titel](pad), bijvoorbeeld [Titel](/doorloopjes/slug).',
  "Vraagt de gebruiker om een lesplan, geef dan: leerdoel, materialen, de stappen van het doorloopje als lesfasen, differentiatie voor de sector van de gebruiker en een afsluiting.",
  "Vraagt de gebruiker om een samenvatting, vat dan de inhoud van de bron kort samen.",
].join('\n');

/** The chat-completions messages: instructions with the user's profile and the retrieved passages, then history, then the question. */
export function buildMessages(request: AnswerRequest): ChatCompletionMessage[] {
  const system = [INSTRUCTIONS, '', profile(request), '', sources(request)].join('\n');
  const history = request.history.slice(-HISTORY_MESSAGES).map(
    (message): ChatCompletionMessage => ({
      role: message.sender === 'user' ? 'user' : 'assistant',
      content: message.text,
    }),
  );
  return [{ role: 'system', content: system }, ...history, { role: 'user', content: request.userText }];
}

function profile(request: AnswerRequest): string {
  const { context, user } = request;
  const { details } = request.grounding;
  const lines = ['# Over de gebruiker'];
  lines.push(`- Rol: ${request.role ?? 'onbekend'}`);
  lines.push(`- Sector: ${details.sector ?? context.sector ?? user.educationSector ?? 'onbekend'}`);
  // What the message itself names wins over the profile ("groep 7" for a VO teacher).
  if (details.grade) lines.push(`- Gevraagd voor: ${details.grade} (gaat voor het profiel)`);
  if (details.minutes) lines.push(`- Lesduur: ${details.minutes} minuten`);
  if (context.inProgress.length > 0) lines.push(`- Bezig met: ${context.inProgress.join(' | ')}`);
  if (context.completed.length > 0) lines.push(`- Afgerond: ${context.completed.join(' | ')}`);
  if (context.saved.length > 0) lines.push(`- Opgeslagen: ${context.saved.join(' | ')}`);
  if (context.pagePath) lines.push(`- Huidige pagina: ${context.pagePath}${context.pageTitle ? ` (${context.pageTitle})` : ''}`);
  if (context.pageText) lines.push(`- Tekst op de pagina: ${truncate(context.pageText, 800)}`);
  return lines.join('\n');
}

function sources(request: AnswerRequest): string {
  const items: ContentItem[] = [];
  const add = (item: ContentItem | undefined) => {
    if (item && !items.some((known) => known.key === item.key)) items.push(item);
  };
  add(request.grounding.target);
  for (const hit of request.grounding.hits) add(hit.item);
  if (items.length === 0) return '# Bronnen\nGeen bronnen gevonden; zeg dat eerlijk en verwijs naar /doorloopjes of /achtergronden.';
  const loose = request.grounding.loose
    ? [`Geen bron gaat precies over deze vraag; ze komen het dichtst in de buurt. Zeg dat eerlijk met de zin '${answerTexts.closestGuides}' en leg uit wat de gebruiker eruit kan halen.`]
    : [];
  return ['# Bronnen', ...loose, ...items.slice(0, MAX_PASSAGES).map(passage)].join('\n\n');
}

function passage(item: ContentItem): string {
  const steps = item.steps.map((step, position) => `  ${position + 1}. ${step.title}: ${truncate(step.description, 200)}`);
  return [
    `## ${item.title} (${item.kind}, link: ${pagePath(item)})`,
    item.themeTitle ? `Thema: ${item.themeTitle}` : '',
    item.book !== undefined ? `Boek ${item.book}${item.page ? `, pagina ${item.page}` : ''}` : '',
    truncate(item.text, PASSAGE_CHARS),
    steps.length > 0 ? `Stappen:\n${steps.join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
