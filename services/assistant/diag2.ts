import { seedIndex } from './eval/seedContent.js';
const index = seedIndex() as any;
const v = index.vocabulary;
for (const w of process.argv.slice(2)) console.log(w, 'index', v.indexTermsOf(w), 'query', v.queryTermsOf(w), 'df', v.documentFrequency(v.queryTermsOf(w)[0]));
