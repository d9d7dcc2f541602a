import { sentences, truncate } from '../../catalogue/richText.js';
import type { ContentItem, ContentKind } from '../../catalogue/types.js';
import { markdownLink } from '../../answer/links.js';

const KIND_LABEL: Record<ContentKind, string> = {
  doorloopje: 'het doorloopje',
  artikel: 'het artikel',
  why: 'de uitleg (Waarom?)',
  how: 'de uitleg (Hoe?)',
};

const SUMMARY_SENTENCES = 3;

/** An extractive summary: the opening sentences, then each step in one line, then the link. */
export function summary(item: ContentItem): string {
  const lead = sentences(item.text).slice(0, SUMMARY_SENTENCES).join(' ');
  const parts = [
    `## Samenvatting: ${item.title}`,
    lead ? truncate(lead, 600) : `Er is geen beschrijving bij ${KIND_LABEL[item.kind]}; de stappen vatten het samen.`,
  ];
  if (item.steps.length > 0) {
    parts.push(`**In ${item.steps.length} ${item.steps.length === 1 ? 'stap' : 'stappen'}:**`);
    parts.push(
      item.steps
        .map((step, position) => {
          const first = sentences(step.description)[0];
          return `${position + 1}. **${step.title}**${first ? `: ${truncate(first, 160)}` : ''}`;
        })
        .join('\n'),
    );
  }
  parts.push(`Lees verder in ${KIND_LABEL[item.kind]} ${markdownLink(item)}.`);
  return parts.join('\n\n');
}
