import type { SearchHit } from '../../retrieval/contentIndex.js';
import { sentences, truncate } from '../../catalogue/richText.js';
import { markdownLink } from '../../answer/links.js';
import { guideAnswerTexts } from '../../http/messages.js';
import type { ChatContext } from '@doorloopjes/assistant-context';
import { PROGRESS_NOTE, progressOf } from './progress.js';

const TIPS = 3;

/**
 * Tips for a situation the teacher names: per matching guide, what it helps with and its first
 * steps, applied to her situation. Every tip is a guide's own step, with its link.
 */
export function tips(hits: SearchHit[], context: ChatContext, focus: string | undefined, grade: string | undefined): string {
  const guides = hits.filter((hit) => hit.item.kind === 'doorloopje' && hit.item.steps.length > 0).slice(0, TIPS);
  if (guides.length === 0) return '';
  const where = focus ?? grade;
  const lines = guides.map(({ item }, position) => {
    const goal = truncate(sentences(item.text)[0] ?? item.title, 140).replace(/[.!?]$/, '');
    const first = item.steps.slice(0, 2).map((step) => `'${step.title.toLowerCase()}'`).join(', dan ');
    const status = progressOf(item, context);
    const start = where ? ` Bij ${where}: begin met ${first}.` : ` Begin met ${first}.`;
    return `${position + 1}. **${markdownLink(item)}**: ${goal}.${start}${status ? ` (${PROGRESS_NOTE[status]})` : ''}`;
  });
  const parts = [guideAnswerTexts.tipsHeading(focus), guideAnswerTexts.tipsIntro(focus), lines.join('\n')];
  if (grade && focus) parts.push(`Voor ${grade}: oefen één tip tegelijk een week lang, en kijk daarna samen met de klas terug.`);
  const background = hits.filter((hit) => hit.item.kind !== 'doorloopje').slice(0, 2);
  if (background.length > 0) parts.push(`**Achtergrond:** ${background.map((hit) => markdownLink(hit.item)).join(', ')}`);
  parts.push(guideAnswerTexts.builtFromGuides);
  return parts.join('\n\n');
}
