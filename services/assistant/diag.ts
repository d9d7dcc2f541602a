import { seedIndex } from './eval/seedContent.js';
import { educationSignal } from './src/content/educationQuestion.js';
const index = seedIndex() as any;
for (const q of process.argv.slice(2)) {
  const words = index.queryWords(q);
  const common = index.commonTerms(q);
  const results = index.run(words, {}, [], common);
  console.log('\n#', q, JSON.stringify(educationSignal(q)));
  console.log('  words', words.map((w: any) => `${w.terms.join('+')}:${w.weight.toFixed(2)}`).join(' '), 'common', common.join(','));
  for (const r of results.slice(0, 5)) console.log('   ', r.id, r.score.toFixed(2), 'cov', index.coverage(words, r).toFixed(2), Object.keys(r.match).join(','));
  const f = index.find(q, { limit: 8 });
  console.log('  find loose', f.loose, f.hits.slice(0, 3).map((h: any) => h.item.key).join(' '));
}
