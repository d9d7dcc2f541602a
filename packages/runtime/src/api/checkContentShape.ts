import { contentShapeProblems } from '@doorloopjes/content-types/contentShape';
import { contentRequestLine, type ContentQuery } from './contentQuery';

/**
 * A development build's check of one answer against the schema generated from the content
 * types: a field the service lacks or renamed is said in the console with the request, instead
 * of leaving part of a page blank without a word. Loaded only outside production (getContent.ts).
 */
export function checkContentShape(query: ContentQuery, answer: unknown): string[] {
  const problems = contentShapeProblems(query.path, answer);
  if (problems.length > 0) {
    console.error(`[inhoud] ${contentRequestLine(query)}: het antwoord past niet bij de content types: ${problems.join(' | ')}`);
  }
  return problems;
}
