import { fold } from './dutchText.js';

/**
 * Whether a question is about teaching, so that a loose match is still worth showing: "hoe leg
 * ik breuken uit aan mijn leerlingen" has no guide of its own, but the general instruction
 * guides answer it, while "hoe vraag ik zwangerschapsverlof aan" is outside the platform.
 * Words about the teacher as an employee (leerkracht, school, onderwijs) are deliberately no
 * signal: salary, leave and holidays are school matters the platform has no content on.
 */
const PUPILS = /\b(leerling\w*|kind(eren|je|jes)?|kleuters?|klas(sen)?|groep [1-8]|brugklas\w*|scholieren)\b/;
const TEACHING = /\b(uitleg\w*|aanleren|aanleer\w*|leren|leer|lesplan\w*|lessen|les|lesje|instructie\w*|oefen\w*|inoefen\w*|didactie\w*|lesgeven|onderwijzen|toetsen|toets|werkvorm\w*)\b/;

export interface EducationSignal {
  /** The question is about pupils or about teaching something. */
  education: boolean;
  /** It asks how to teach something, so the general instruction guides answer it. */
  teaching: boolean;
}

export function educationSignal(question: string): EducationSignal {
  const plain = fold(question);
  const teaching = TEACHING.test(plain);
  return { education: teaching || PUPILS.test(plain), teaching };
}

/**
 * What a "how do I teach X" question is about when X itself has no guide: explaining,
 * modelling, guided practice and prior knowledge, in the content's own words.
 */
export const TEACHING_TOPIC = 'instructie uitleg voordoen inoefening voorkennis';
