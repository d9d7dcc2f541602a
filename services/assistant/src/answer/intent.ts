export type Intent = 'lesplan' | 'samenvatting' | 'vraag';

/**
 * What the user asks for. The chat's action buttons ('Acties & AI Follow-Ups') send
 * prompts asking for a lesson plan or a summary; everything else is treated as a question.
 */
export function detectIntent(text: string): Intent {
  const lower = text.toLowerCase();
  if (/\bles\s?plan|\blesvoorbereiding|\bles(je)?\s+(maken|voorbereiden|ontwerpen|opzetten)\b/.test(lower)) return 'lesplan';
  if (/samenvat|samenvatting|\bvat\b.*\bsamen\b|\bin het kort\b|\bkort samen/.test(lower)) return 'samenvatting';
  return 'vraag';
}
