import { blocksToPlainText, type Blocks } from '@doorloopjes/shared';

/** A description shown as plain paragraphs of text, whatever format it was stored in. */
export function PlainText({ value }: { value: string | Blocks | null | undefined }) {
  const text = typeof value === 'string' ? value : blocksToPlainText(value);
  const paragraphs = text
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  if (paragraphs.length === 0) return null;
  return (
    <div className="ct-plain-text">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
