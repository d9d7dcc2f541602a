import type { ContentIndex } from '../../retrieval/contentIndex.js';
import type { ContentItem } from '../../catalogue/types.js';
import type { ChatContext } from '@doorloopjes/assistant-context';
import { markdownLink } from '../../answer/links.js';
import { guideAnswerTexts } from '../../http/messages.js';
import { fold } from '../../language/dutchText.js';
import { groupAdvice } from './groupAdvice.js';
import { PROGRESS_NOTE, progressOf } from './progress.js';
import { sectorAdvice } from './sector.js';
import { stepExample } from './stepExamples.js';

/** Who, what and how long the lesson is for: what the message names, else the profile's defaults. */
export interface LessonSettings {
  sector: string | undefined;
  grade: string | undefined;
  minutes: number;
  /** The lesson's subject as the teacher wrote it; undefined: the plan asks for it. */
  subject?: string | undefined;
  /** A class situation to plan for ("een onrustige klas"). */
  situation?: string | undefined;
}

export const DEFAULT_LESSON_MINUTES = 45;

/**
 * What pupils can do at the end, per theme of the guide: the guide's method applied to the
 * teacher's subject. The subject is only named, never explained.
 */
const THEME_GOALS: [RegExp, (subject: string) => string][] = [
  [/instructie/, (s) => `opgaven over ${s} zelfstandig maken en in eigen woorden uitleggen hoe ze die aanpakken`],
  [/samenwerk/, (s) => `samen met klasgenoten hun kennis over ${s} verwoorden, vergelijken en tot één gezamenlijk antwoord komen`],
  [/feedback/, (s) => `hun eigen werk over ${s} beoordelen aan de hand van afgesproken criteria en het verbeteren`],
  [/differentiatie/, (s) => `op hun eigen niveau opgaven over ${s} maken en laten zien wat ze al beheersen`],
  [/klassenmanagement/, (s) => `rustig en volgens de afspraken aan ${s} werken`],
  [/executieve/, (s) => `een opdracht over ${s} plannen, uitvoeren en terugkijken op hun aanpak`],
];

/** A lesson plan in Dutch markdown: the guide's steps become activities on the teacher's subject. */
export function lessonPlan(item: ContentItem, context: ChatContext, settings: LessonSettings, index: ContentIndex): string {
  const advice = sectorAdvice(settings.sector);
  const status = progressOf(item, context);
  const subject = settings.subject ?? guideAnswerTexts.unnamedSubject;
  const audience = settings.grade ? `${settings.grade} (${advice.label})` : advice.label;
  const title = settings.subject ? `${capitalise(settings.subject)}${settings.grade ? ` (${settings.grade})` : ''}` : item.title;
  const parts = [
    `## Lesplan: ${title}`,
    `Gebaseerd op het doorloopje ${markdownLink(item)}${item.themeTitle ? ` uit het thema *${item.themeTitle}*` : ''}. ` +
      `Een les van ${settings.minutes} minuten voor ${audience}. ${guideAnswerTexts.ownContent(subject)}` +
      (status ? ` (Ter info: ${PROGRESS_NOTE[status]}.)` : ''),
  ];
  if (!settings.subject) parts.push(`**${guideAnswerTexts.noSubject}**`);
  parts.push(
    '### Leerdoel',
    learningGoal(item, subject),
    '### Materialen',
    materials(item, subject).map((line) => `- ${line}`).join('\n'),
    '### Lesverloop',
    activities(item, subject, settings.minutes).join('\n'),
    `### Differentiatie voor ${settings.grade ? `${settings.grade}, ` : ''}${advice.label}`,
    [
      `- **Extra ondersteuning:** ${advice.support} Geef bij ${subject} een uitgewerkt voorbeeld als houvast.`,
      `- **Extra uitdaging:** ${advice.challenge}`,
      `- **Tip:** ${groupAdvice(settings.grade, subject) ?? advice.tip}`,
    ].join('\n'),
  );
  const situation = settings.situation ? situationLines(settings.situation, item, index) : [];
  if (situation.length > 0) parts.push(`### Rekening houden met ${settings.situation}`, situation.join('\n'));
  parts.push('### Afsluiting', closing(item, subject, index).join('\n'));
  return parts.join('\n\n');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function learningGoal(item: ContentItem, subject: string): string {
  const theme = fold(item.themeTitle ?? '');
  const goal = THEME_GOALS.find(([pattern]) => pattern.test(theme))?.[1](subject) ?? `werken aan ${subject} met de aanpak uit *${item.title}*`;
  return `Aan het eind van de les kunnen de leerlingen ${goal}. Ze gebruiken daarvoor de aanpak uit *${item.title}*.`;
}

function materials(item: ContentItem, subject: string): string[] {
  const lines = [`Opgaven, teksten of bronnen over ${subject} uit je eigen methode`];
  if (item.book !== undefined) lines.push(`Boek ${item.book}${item.page ? `, pagina ${item.page}` : ''}`);
  if (item.hasVideo) lines.push('De video bij het doorloopje (te openen op de pagina van het doorloopje)');
  if (item.steps.length > 0) lines.push(`De afbeeldingen van de ${item.steps.length} stappen, op het digibord`);
  lines.push('Schrift of werkblad voor de verwerking');
  lines.push('Exit-ticket (briefje of digitaal) voor de afsluiting');
  return lines;
}

/**
 * Minutes per activity that add up to the lesson exactly: an opening and a closing of about a
 * tenth each, the rest spread over the steps (the first steps take the leftover minutes).
 */
export function timing(minutes: number, steps: number): { edge: number; perStep: number[] } {
  const parts = Math.max(1, steps);
  const edge = Math.max(1, Math.min(Math.max(3, Math.round(minutes / 10)), Math.floor((minutes - parts) / 2)));
  const available = minutes - 2 * edge;
  const base = Math.floor(available / parts);
  return { edge, perStep: Array.from({ length: parts }, (_, position) => base + (position < available % parts ? 1 : 0)) };
}

function activities(item: ContentItem, subject: string, minutes: number): string[] {
  const { edge, perStep } = timing(minutes, item.steps.length);
  const lines = [`1. **Introductie** (${edge} min): activeer voorkennis over ${subject}: "Wat weten jullie al over ${subject}?" Deel het leerdoel.`];
  if (item.steps.length === 0) {
    lines.push(`2. **Aanpak toepassen** (${perStep[0]} min): doe de aanpak uit *${item.title}* voor met ${subject} en laat leerlingen hem daarna zelf toepassen.`);
  }
  item.steps.forEach((step, position) => {
    lines.push(`${position + 2}. **Stap ${position + 1}: ${step.title}** (${perStep[position]} min), met ${subject}: ${stepExample(step.title, subject)}`);
  });
  lines.push(`${lines.length + 1}. **Afronding** (${edge} min): blik terug op het leerdoel over ${subject} en laat iedereen het exit-ticket invullen.`);
  return lines;
}

/** For a named situation: the first steps of the guide that is about it, other than this one. */
function situationLines(situation: string, item: ContentItem, index: ContentIndex): string[] {
  const guide = index.search(situation, { kinds: ['doorloopje'], limit: 3 }).find((hit) => hit.item.key !== item.key)?.item;
  if (!guide || guide.steps.length === 0) return [];
  const first = guide.steps.slice(0, 2).map((step) => `'${step.title.toLowerCase()}'`).join(' en ');
  return [
    `- Uit ${markdownLink(guide)}: begin met ${first}, voordat de eerste stap van de les start.`,
    '- Kondig elke overgang tussen de activiteiten aan en houd hem kort.',
  ];
}

function closing(item: ContentItem, subject: string, index: ContentIndex): string[] {
  const lines = [
    `- Blik terug op het leerdoel: laat leerlingen in eigen woorden vertellen wat ze over ${subject} hebben gedaan en geleerd.`,
    `- Exit-ticket: "Wat heb je vandaag over ${subject} geleerd, en bij welke stap heb je nog hulp nodig?"`,
  ];
  const further = index.search(item.title, { kinds: ['artikel', 'why', 'how'], limit: 1 })[0];
  if (further) lines.push(`- Verdieping voor jezelf: ${markdownLink(further.item)}`);
  return lines;
}
