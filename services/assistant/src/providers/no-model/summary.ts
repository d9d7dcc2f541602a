import { sentences, truncate } from '../../catalogue/richText.js';
import type { ContentItem, ContentKind } from '../../catalogue/types.js';
import { markdownLink } from '../../answer/links.js';
import type { Audience } from '../../answer/requestFocus.js';
import { AUDIENCE_WORDING } from './audienceWording.js';
import { foldTitle } from '../../language/dutchText.js';

const KIND_LABEL: Record<ContentKind, string> = {
  doorloopje: 'het doorloopje',
  artikel: 'het artikel',
  why: 'de uitleg (Waarom?)',
  how: 'de uitleg (Hoe?)',
};

const SUMMARY_SENTENCES = 3;

/** Who the summary is for and which group it is about, as the request names them. */
export interface SummaryFor {
  audience?: Audience | undefined;
  grade?: string | undefined;
}

/**
 * An extractive summary: the opening sentences, then each step in one line, then the link. For
 * a named audience it opens and ends in words for them; the content itself is the item's own.
 */
export function summary(item: ContentItem, reader: SummaryFor = {}): string {
  const wording = reader.audience ? AUDIENCE_WORDING[reader.audience] : undefined;
  // An article's summary often opens its body too; each sentence once.
  const lead = [...new Set(sentences(item.text))].slice(0, SUMMARY_SENTENCES).join(' ');
  const heading = ['## Samenvatting', wording?.heading, reader.grade ? `(${reader.grade})` : undefined].filter(Boolean).join(' ');
  const parts = [`${heading}: ${item.title}`];
  if (wording) parts.push(wording.opening);
  parts.push(lead ? truncate(lead, 600) : `Er is geen beschrijving bij ${KIND_LABEL[item.kind]}; de stappen vatten het samen.`);
  if (item.steps.length > 0) {
    parts.push(`**${wording?.stepsLead ?? `In ${item.steps.length} ${item.steps.length === 1 ? 'stap' : 'stappen'}:`}**`);
    parts.push(
      item.steps
        .map((step, position) => {
          // A step text that only repeats its title adds nothing.
          const first = sentences(step.description).find((sentence, position) => position === 0 && foldTitle(sentence.replace(/[.!?:]$/, '')) !== foldTitle(step.title));
          return `${position + 1}. **${step.title}**${first ? `: ${truncate(first, 160)}` : ''}`;
        })
        .join('\n'),
    );
  }
  if (wording) parts.push(wording.next);
  parts.push(`Lees verder in ${KIND_LABEL[item.kind]} ${markdownLink(item)}.`);
  return parts.join('\n\n');
}
