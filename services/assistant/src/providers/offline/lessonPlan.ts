import type { ContentIndex } from '../../retrieval/contentIndex.js';
import { sentences, truncate } from '../../catalogue/richText.js';
import type { ContentItem } from '../../catalogue/types.js';
import type { ChatContext } from '@doorloopjes/assistant-context';
import { markdownLink } from '../../answer/links.js';
import { PROGRESS_NOTE, progressOf } from './progress.js';
import { sectorAdvice } from './sector.js';

/** Who and how long the lesson is for: what the message names, else the profile's defaults. */
export interface LessonSettings {
  sector: string | undefined;
  grade: string | undefined;
  minutes: number;
}

export const DEFAULT_LESSON_MINUTES = 45;

/** A lesson plan in Dutch markdown, built from a doorloopje: its steps become the lesson phases. */
export function lessonPlan(item: ContentItem, context: ChatContext, settings: LessonSettings, index: ContentIndex): string {
  const advice = sectorAdvice(settings.sector);
  const status = progressOf(item, context);
  const intro = sentences(item.text)[0];
  const audience = settings.grade ? `${settings.grade} (${advice.label})` : advice.label;
  const parts = [
    `## Lesplan: ${item.title}`,
    `Gebaseerd op het doorloopje ${markdownLink(item)}${item.themeTitle ? ` uit het thema *${item.themeTitle}*` : ''}. ` +
      `Een les van ongeveer ${settings.minutes} minuten voor ${audience}.` +
      (status ? ` (Ter info: ${PROGRESS_NOTE[status]}.)` : ''),
    '### Leerdoel',
    learningGoal(item),
    '### Materialen',
    materials(item).map((line) => `- ${line}`).join('\n'),
    '### Lesverloop',
    phases(item, intro, settings.minutes).join('\n'),
    `### Differentiatie voor ${advice.label}`,
    [`- **Extra ondersteuning:** ${advice.support}`, `- **Extra uitdaging:** ${advice.challenge}`, `- **Tip:** ${advice.tip}`].join('\n'),
    '### Afsluiting',
    closing(item, index).join('\n'),
  ];
  return parts.join('\n\n');
}

function learningGoal(item: ContentItem): string {
  if (item.steps.length === 0) {
    return `Aan het eind van de les kunnen de leerlingen de aanpak uit *${item.title}* zelfstandig toepassen.`;
  }
  const titles = item.steps.map((step) => step.title.toLowerCase());
  const list = titles.length === 1 ? titles[0] : `${titles.slice(0, -1).join(', ')} en ${titles.at(-1)}`;
  return (
    `Aan het eind van de les kunnen de leerlingen *${item.title}* zelfstandig toepassen ` +
    `door de ${item.steps.length} stappen te doorlopen: ${list}.`
  );
}

function materials(item: ContentItem): string[] {
  const lines: string[] = [];
  if (item.book !== undefined) lines.push(`Boek ${item.book}${item.page ? `, pagina ${item.page}` : ''}`);
  if (item.hasVideo) lines.push('De video bij het doorloopje (te openen op de pagina van het doorloopje)');
  if (item.steps.length > 0) lines.push(`De afbeeldingen van de ${item.steps.length} stappen, op het digibord`);
  lines.push('Schrift of werkblad voor de verwerking');
  lines.push('Exit-ticket (briefje of digitaal) voor de afsluiting');
  return lines;
}

function phases(item: ContentItem, intro: string | undefined, minutes: number): string[] {
  // Opening and closing take about a tenth of the lesson each, never less than 3 minutes.
  const edge = Math.max(3, Math.round(minutes / 10));
  const lines = [
    `1. **Introductie** (${edge} min): activeer voorkennis` +
      (intro ? ` aan de hand van de kern van het doorloopje: ${truncate(intro, 160)}` : ` over *${item.title}*`) +
      ' Deel het leerdoel.',
  ];
  const available = Math.max(item.steps.length * 2, minutes - 2 * edge);
  if (item.steps.length === 0) {
    lines.push(`2. **Instructie** (${Math.round(available / 2)} min): doe de aanpak voor en denk hardop.`);
    lines.push(`3. **Zelfstandig oefenen** (${available - Math.round(available / 2)} min): leerlingen passen de aanpak toe.`);
    return lines;
  }
  const perStep = Math.max(2, Math.floor(available / Math.max(1, item.steps.length)));
  item.steps.forEach((step, position) => {
    const description = step.description ? `: ${truncate(step.description, 220)}` : '';
    lines.push(`${position + 2}. **Stap ${position + 1}: ${step.title}** (${perStep} min)${description}`);
  });
  return lines;
}

function closing(item: ContentItem, index: ContentIndex): string[] {
  const lines = [
    `- Blik terug op het leerdoel: laat leerlingen de stappen van *${item.title}* in eigen woorden navertellen.`,
    '- Exit-ticket: welke stap ging goed, en bij welke stap heb je nog hulp nodig?',
  ];
  const further = index.search(item.title, { kinds: ['artikel', 'why', 'how'], limit: 1 })[0];
  if (further) lines.push(`- Verdieping voor jezelf: ${markdownLink(further.item)}`);
  return lines;
}
