import { setTimeout } from 'node:timers/promises';
import type { ContentIndex } from '../../retrieval/contentIndex.js';
import type { ContentItem } from '../../catalogue/types.js';
import type { ChatContext } from '@doorloopjes/assistant-context';
import type { AnswerProvider, AnswerRequest } from '../types.js';
import { DEFAULT_LESSON_MINUTES, lessonPlan } from './lessonPlan.js';
import { foldTitle } from '../../language/dutchText.js';
import { noMatches, recommendations } from './recommendations.js';
import { summary } from './summary.js';
import { tips } from './tips.js';
import { asksForTips, readTipsFocus } from '../../answer/requestFocus.js';

const NO_TARGET: Record<'lesplan' | 'samenvatting', string> = {
  lesplan:
    'Ik kon geen doorloopje vinden om een lesplan op te baseren. Noem de titel van het doorloopje, of open het doorloopje en vraag het daar.',
  samenvatting:
    'Ik kon niet bepalen wat ik moet samenvatten. Noem de titel van een doorloopje of artikel, of open de pagina en vraag het daar.',
};

/**
 * The default provider when no model is configured: deterministic Dutch markdown composed
 * only from indexed content, so every link it writes points to a page that exists.
 */
export class NoModelProvider implements AnswerProvider {
  readonly name = 'offline';
  readonly usesHistory = false;

  /** @param paceMs pause between lines, to show an answer arriving the way a model's does (demos, e2e). */
  constructor(private readonly paceMs = 0) {}

  /** The composed answer, a line at a time, so the chat shows it the same way as a model's. */
  async *stream(request: AnswerRequest, signal: AbortSignal): AsyncIterable<string> {
    const lines = this.answer(request).split(/(?<=\n)/);
    for (const [position, line] of lines.entries()) {
      if (position > 0 && this.paceMs > 0) await setTimeout(this.paceMs, undefined, { signal }).catch(() => undefined);
      if (signal.aborted) return;
      yield line;
    }
  }

  answer(request: AnswerRequest): string {
    const { grounding, context, index } = request;
    // The message wins over the profile: "groep 7" makes a PO plan for a VO teacher.
    const { details } = grounding;
    const sector = details.sector ?? context.sector ?? request.user.educationSector;
    if (grounding.intent === 'lesplan' || grounding.intent === 'samenvatting') {
      const target = grounding.target;
      if (!target) return `${NO_TARGET[grounding.intent]}\n\nBekijk [alle doorloopjes](/doorloopjes).`;
      if (grounding.intent === 'samenvatting') return summary(target, { audience: details.audience, grade: details.grade });
      const settings = { sector, grade: details.grade, minutes: details.minutes ?? DEFAULT_LESSON_MINUTES, situation: details.situation };
      return lessonPlan(target, context, { ...settings, subject: details.subject }, index);
    }
    if (asksForTips(request.userText)) {
      const answer = tips(grounding.hits, context, readTipsFocus(request.userText), details.grade);
      if (answer) return answer;
    }
    const answer = recommendations(grounding.hits, context, firstName(context.name ?? request.user.fullName), grounding.loose);
    return answer || noMatches(inProgressItems(index, context), index.size === 0);
  }
}

function firstName(fullName: string | undefined): string | undefined {
  return fullName?.trim().split(/\s+/)[0] || undefined;
}

function inProgressItems(index: ContentIndex, context: ChatContext): ContentItem[] {
  const wanted = new Set(context.inProgress.map(foldTitle));
  return index.all().filter((item) => item.kind === 'doorloopje' && wanted.has(foldTitle(item.title)));
}
