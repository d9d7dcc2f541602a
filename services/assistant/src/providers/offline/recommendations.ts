import type { SearchHit } from '../../content/contentIndex.js';
import { sentences, truncate } from '../../content/richText.js';
import type { ContentItem } from '../../content/types.js';
import type { ChatContext } from '@doorloopjes/assistant-context';
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

/**
 * Why this item, in words a teacher recognises: where it meets the question (its subject, a
 * step, its theme), what it is about, and the teacher's own progress. Never the matched words.
 */
function reason(hit: SearchHit, context: ChatContext): string {
  const { item } = hit;
  const status = progressOf(item, context);
  const pieces = [whereItMatches(hit), aboutText(item)].filter(Boolean);
  return `${pieces.join(' ')}${status ? ` (${PROGRESS_NOTE[status]})` : ''}`;
}

function whereItMatches(hit: SearchHit): string {
  const { item, fields, matchedSteps } = hit;
  const step = matchedSteps[0];
  if (fields.includes('title')) {
    const subject = hit.titleMatchesTyped ? 'Gaat over precies dit onderwerp' : 'Gaat over een onderwerp dat bij je vraag hoort';
    return step ? `${subject}, met de stap '${step}'.` : `${subject}.`;
  }
  if (step) return `Een van de stappen is '${step}'.`;
  if (fields.includes('theme') && item.themeTitle) return `Hoort bij het thema ${item.themeTitle}.`;
  return item.kind === 'doorloopje' ? 'Komt in de uitleg bij de stappen aan bod.' : 'Behandelt dit in de tekst.';
}

/** The first sentence of the item, with its theme and number of steps for a doorloopje. */
function aboutText(item: ContentItem): string {
  const first = sentences(item.text)[0];
  const about = first ? `${truncate(first, 120).replace(/[.]$/, '')}.` : '';
  if (item.kind !== 'doorloopje' || item.steps.length === 0) return about;
  const theme = item.themeTitle ? `thema ${item.themeTitle}, ` : '';
  return `${about} (${theme}${item.steps.length} ${item.steps.length === 1 ? 'stap' : 'stappen'})`.trim();
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
