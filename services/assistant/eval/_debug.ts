import { seedIndex } from './seedContent.js';
import { educationSignal, aboutTheClass } from '../src/content/educationQuestion.js';
const index = seedIndex() as unknown as Record<string, (...a: unknown[]) => unknown> & { find: (q: string) => { hits: { item: { key: string }; score: number }[]; loose: boolean } };
for (const q of process.argv.slice(2)) {
  const words = index.queryWords(q) as { terms: string[]; weight: number }[];
  const results = index.run(words, {}, [], index.commonTerms(q)) as unknown[];
  const cov = results.length ? index.bestCoverage(words, results) : 0;
  const f = index.find(q);
  console.log(JSON.stringify(q), 'words', words.map((w) => w.terms.join('+') + ':' + w.weight.toFixed(2)).join(' '), 'cov', (cov as number).toFixed(2), 'signal', JSON.stringify(educationSignal(q)), 'class', aboutTheClass(q), 'corpus', index.usesCorpusWords(words), 'title', index.namesATitle(words, results), '->', f.loose ? 'LOOSE' : 'CLOSE', f.hits.slice(0, 3).map((h) => h.item.key).join(', '));
}
