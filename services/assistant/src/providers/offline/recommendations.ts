import type { SearchHit } from '../../content/contentIndex.js';
import { sentences, truncate } from '../../content/richText.js';
import type { ContentItem } from '../../content/types.js';
import type { ChatContext } from '../../context/header.js';
import { markdownLink } from '../../answer/links.js';
import { PROGRESS_NOTE, progressOf } from './progress.js';

const PER_GROUP = 3;

/** The best-matching doorloopjes and background items, each with a one-line reason. */
export function recommendations(hits: SearchHit[], context: ChatContext, greetingName: string | undefined): string {
  const greeting = greetingName ? `Hoi ${greetingName}! ` : '';
  const guides = hits.filter((hit) => hit.item.kind === 'doorloopje').slice(0, PER_GROUP);
  const background = hits.filter((hit) => hit.item.kind !== 'doorloopje').slice(0, PER_GROUP);
  if (guides.length === 0 && background.length === 0) return '';

  const parts = [`${greeting}Dit vond ik op het platform bij je vraag:`];
  if (guides.length > 0) parts.push('**Doorloopjes**', guides.map((hit) => line(hit, context)).join('\n'));
  if (background.length > 0) parts.push('**Achtergronden**', background.map((hit) => line(hit, context)).join('\n'));
  return parts.join('\n\n');
}

function line(hit: SearchHit, context: ChatContext): string {
  return `- ${markdownLink(hit.item)}: ${reason(hit, context)}`;
}

/** Why this item: which of the user's words it matches, what it is about, and the user's progress. */
function reason(hit: SearchHit, context: ChatContext): string {
  const { item } = hit;
  const about = aboutText(item);
  const words = hit.matchedWords.slice(0, 3).map((word) => `'${word.toLowerCase()}'`);
  const status = progressOf(item, context);
  const pieces = [
    words.length > 0 ? `sluit aan bij ${words.join(', ')}` : 'verwant aan je vraag',
    about ? `(${about})` : undefined,
  ].filter(Boolean);
  return `${pieces.join(' ')}${status ? `; ${PROGRESS_NOTE[status]}` : ''}.`;
}

function aboutText(item: ContentItem): string | undefined {
  if (item.kind === 'doorloopje' && item.steps.length > 0) {
    const theme = item.themeTitle ? `thema ${item.themeTitle}, ` : '';
    return `${theme}${item.steps.length} ${item.steps.length === 1 ? 'stap' : 'stappen'}`;
  }
  const first = sentences(item.text)[0];
  return first ? truncate(first, 90).replace(/[.]$/, '') : undefined;
}

/** Where to go when nothing matched: the user's own unfinished work, and the overview pages. */
export function noMatches(inProgress: ContentItem[], indexEmpty: boolean): string {
  const parts = [
    indexEmpty
      ? 'De inhoud van het platform is op dit moment niet beschikbaar, dus ik kan nog geen doorloopjes of artikelen aanraden. Probeer het over een paar minuten opnieuw.'
      : 'Ik vond geen doorloopjes of achtergronden die bij je vraag passen. Probeer het met andere woorden.',
  ];
  if (inProgress.length > 0) {
    parts.push(`Verder waar je gebleven was: ${inProgress.slice(0, PER_GROUP).map(markdownLink).join(', ')}.`);
  }
  parts.push('Je kunt ook bladeren in [alle doorloopjes](/doorloopjes) of de [Kennisbank](/achtergronden).');
  return parts.join('\n\n');
}
