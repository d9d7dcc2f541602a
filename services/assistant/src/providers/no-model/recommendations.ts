import type { SearchHit } from '../../retrieval/contentIndex.js';
import { sentences, truncate } from '../../catalogue/richText.js';
import type { ContentItem } from '../../catalogue/types.js';
import type { ChatContext } from '@doorloopjes/assistant-context';
import { markdownLink } from '../../answer/links.js';
import { answerTexts } from '../../http/messages.js';
import { PROGRESS_NOTE, progressOf } from './progress.js';

const PER_GROUP = 3;

/**
 * The best-matching doorloopjes and background items, each with a one-line reason. `loose`: none
 * of them is precisely about the question, and the answer says so.
 */
export function recommendations(hits: SearchHit[], context: ChatContext, greetingName: string | undefined, loose = false): string {
  const greeting = greetingName ? `Hoi ${greetingName}! ` : '';
  const guides = hits.filter((hit) => hit.item.kind === 'doorloopje').slice(0, PER_GROUP);
  const background = hits.filter((hit) => hit.item.kind !== 'doorloopje').slice(0, PER_GROUP);
  if (guides.length === 0 && background.length === 0) return '';

  const parts = [`${greeting}${loose ? answerTexts.closestGuides : answerTexts.found}`];
  if (guides.length > 0) parts.push('**Doorloopjes**', guides.map((hit) => line(hit, context)).join('\n'));
  if (background.length > 0) parts.push('**Achtergronden**', background.map((hit) => line(hit, context)).join('\n'));
  return parts.join('\n\n');
}

function line(hit: SearchHit, context: ChatContext): string {
  return `- ${markdownLink(hit.item)}: ${reason(hit, context)}`;
}

/**
 * Why this item, in words a teacher recognises: what it helps her reach (its goal, the first
 * sentence of its introduction) and, when one of its steps is about what she asked, that step.
 * Never the matched words, and never a step that only shares a word by chance with the question.
 */
function reason(hit: SearchHit, context: ChatContext): string {
  const status = progressOf(hit.item, context);
  const pieces = [goalOf(hit.item), stepFor(hit)].filter(Boolean);
  return `${pieces.join(' ')}${status ? ` (${PROGRESS_NOTE[status]})` : ''}`;
}

function goalOf(item: ContentItem): string {
  const first = sentences(item.text)[0];
  if (!first) return item.kind === 'doorloopje' ? `Een doorloopje over ${item.title.toLowerCase()}.` : `Achtergrond over ${item.title.toLowerCase()}.`;
  return `${truncate(first, 140).replace(/[.!?]$/, '')}.`;
}

/** The step that matches the question, when the title alone does not already say it. */
function stepFor(hit: SearchHit): string {
  const step = hit.matchedSteps[0];
  if (!step || hit.item.kind !== 'doorloopje') return '';
  const count = hit.item.steps.length;
  return `Voor jouw vraag vooral de stap '${step}' (van ${count} ${count === 1 ? 'stap' : 'stappen'}).`;
}

/** Where to go when nothing matched: the user's own unfinished work, and the overview pages. */
export function noMatches(inProgress: ContentItem[], indexEmpty: boolean): string {
  const parts: string[] = [indexEmpty ? answerTexts.contentUnavailable : answerTexts.nothingFound];
  if (inProgress.length > 0) {
    parts.push(`Verder waar je gebleven was: ${inProgress.slice(0, PER_GROUP).map(markdownLink).join(', ')}.`);
  }
  parts.push('Je kunt ook bladeren in [alle doorloopjes](/doorloopjes) of de [Kennisbank](/achtergronden).');
  return parts.join('\n\n');
}
