import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { fold, tokenize } from '../src/content/dutchText.js';

/**
 * Whether two questions are the same question: a test question that differs from a development
 * question (or a unit test's question) only by case, accents, punctuation or a word or two has in
 * effect been seen by whoever tuned on the other, so it is no evidence of how unseen wording fares.
 */

/** Two questions whose word sets overlap this much (Jaccard) count as one. */
export const NEAR_DUPLICATE = 0.6;

/** A question's words: lower case, without accents, split on everything that is not a letter or digit. */
export function words(text: string): Set<string> {
  return new Set(tokenize(fold(text)));
}

/** Shared words over all words of the two (token Jaccard); 0 when either has no words. */
export function jaccard(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / (left.size + right.size - shared);
}

export interface NearDuplicate {
  question: string;
  other: string;
  similarity: number;
}

/** Every pair of a question and an other string at least NEAR_DUPLICATE alike. */
export function nearDuplicates(questions: readonly string[], others: readonly string[]): NearDuplicate[] {
  const otherWords = others.map((other) => ({ other, words: words(other) }));
  return questions.flatMap((question) => {
    const own = words(question);
    return otherWords.flatMap(({ other, words: theirs }) => {
      const similarity = jaccard(own, theirs);
      return similarity >= NEAR_DUPLICATE ? [{ question, other, similarity }] : [];
    });
  });
}

/** Content keys, routes and URLs: strings in tests that are no question. */
const NOT_A_QUESTION = /^[\w-]+:[\w-]+$|^\/|:\/\//;

/**
 * The string literals of the unit tests in a folder (`*.ts`, recursively), read with the
 * TypeScript parser so escapes and template strings come out as the test sees them: every
 * question a test asks is among them.
 */
export function unitTestStrings(folder: string): string[] {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));
  return files.flatMap((name) => {
    const source = ts.createSourceFile(name, readFileSync(path.join(folder, name), 'utf8'), ts.ScriptTarget.Latest);
    const found: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
      else if (ts.isTemplateExpression(node)) found.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found.filter((text) => /\p{L}/u.test(text) && !NOT_A_QUESTION.test(text.trim()));
  });
}
