/**
 * The no-model answer to one request of your own, for development and the docs' examples:
 * `pnpm --filter assistant exec tsx eval/answers/ask.ts "Maak een lesplan over ..." [SECTOR]`.
 * Never ask it the frozen answer set's requests.
 */
import { seedIndex } from '../seedContent.js';
import { noModelAnswer } from './noModelAnswer.js';

const [text, sector = 'PO'] = process.argv.slice(2).filter((arg) => arg !== '--');
if (!text) {
  console.error('Usage: tsx eval/answers/ask.ts "request" [PO|VO|MBO|HBO]');
  process.exit(2);
}
console.log(noModelAnswer(seedIndex(), text, sector));
