import { seedIndex } from './seedContent.js';
const index = seedIndex();
for (const q of process.argv.slice(2)) { const f = index.find(q); console.log(f.hits.length === 0 ? 'NOTHING' : f.loose ? 'loose  ' : 'close  ', q, '->', f.hits.slice(0,3).map((h) => h.item.slug).join(',')); }
