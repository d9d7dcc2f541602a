import MiniSearch from 'minisearch';
import { fold, tokenize } from './dutchText.js';

/**
 * Whether a question is about teaching, so that a loose match is still worth showing: "hoe leg
 * ik breuken uit aan mijn leerlingen" has no guide of its own, but the general instruction
 * guides answer it, while "hoe vraag ik zwangerschapsverlof aan" is outside the platform.
 * Words about the teacher as an employee (leerkracht, school, onderwijs) are deliberately no
 * signal: salary, leave and holidays are school matters the platform has no content on.
 */
const PUPILS = /\b(\w*leerling\w*|kind(eren|je|jes)?|kleuters?|klas(sen)?|\w*klas|groep(je|jes)? [1-8]|brugklas\w*|scholieren|[1-6] ?(havo|vwo|vmbo|atheneum|gymnasium)|(havo|vwo|vmbo)[ -]?[1-6]|pupil\w*|students?|tweetal\w*|groepjes?)\b/;
const TEACHING =
  /\b(uitleg\w*|leg\b.*\buit|aanleren|aanleer\w*|leren|leer|lesplan\w*|\w{4,}les(sen|je)?|les(sen|je)? over|instructie\w*|oefen\w*|inoefen\w*|didactie\w*|lesgeven|onderwijzen|werkvorm\w*)\b/;
/**
 * The everyday vocabulary of a classroom and the platform's own themes (with the English words
 * teachers borrow), and the things on the pupils' tables and in the room: a question with one of
 * them is about teaching, even when no guide covers it.
 */
const CLASSROOM =
  /\b(lessen|les|lesje|toetsen|toets|proefwerk\w*|overhoring\w*|begrijpen|snappen|snapt|begrip|huiswerk|werkstuk\w*|spreekbeurt\w*|opdracht\w*|opgave\w*|sommen|som|rekenen|spelling|lezen|topografie|schooldag|schoolwerk|pauze|speelkwartier|juf|meester|mentor\w*|feedback\w*|differentia\w*|differentie\w*|samenwerk\w*|executieve|klassenmanagement|gedrag\w*|uitstelgedrag|concentr\w*|motivatie|gemotiveerd|beurt\w*|nakijk\w*|rapport\w*|leerdoel\w*|lesdoel\w*|scaffold\w*|model(l)?ing|classroom|think pair share|peer\w*|assessment|formatie(f|ve)|jigsaw|whiteboard\w*|wisbord\w*|lokaal|lokalen|schrift(en|je|jes)?|potlo(o)?d(en|je|jes)?|gum(men|metje|metjes)?|schaar|scharen|lijm\w*|digibord\w*|etui\w*|schoolplein|speelplaats)\b/;

/**
 * The school subjects and the matter pupils practise in them: a question naming one is about
 * teaching it ("de onregelmatige werkwoorden erin krijgen", "breuken"), even without a
 * word for pupils or for teaching. Facts of a subject ("de stelling van Pythagoras", "de
 * hoofdstad van Canada") are no such word, nor a subject name that is also an everyday word
 * ("geschiedenis", "taal", "economie"): asking them is not asking how to teach.
 */
const SUBJECTS =
  /\b(grammatica|woordjes|woordenschat|werkwoord(en|spelling)?|dictees?|breuk(en)?|staartdeling(en)?|aardrijkskunde|natuurkunde|scheikunde|wiskunde|handvaardigheid|begrijpend lezen|technisch lezen)\b/;

export interface EducationSignal {
  /** The question is about pupils or about teaching something. */
  education: boolean;
  /** It asks how to teach something, so the general instruction guides answer it. */
  teaching: boolean;
}

/**
 * The commonest school words, to recognise them with a typo ("leerlingn", "feedbak"): one edit
 * away, in words of five letters or more. Only words without a common Dutch word one edit away
 * ("spelling" is one letter from "stelling", "rekenen" from "tekenen").
 */
const SCHOOL_WORDS = [
  'leerling', 'leerlingen', 'kinderen', 'kleuters', 'uitleggen', 'instructie', 'feedback', 'huiswerk', 'opdracht',
  'opdrachten', 'differentiatie', 'samenwerken', 'groepjes',
];
const MIN_TYPO_WORD = 5;
const schoolWords = new MiniSearch<{ id: number; word: string }>({ fields: ['word'], searchOptions: { fuzzy: (term) => (term.length >= MIN_TYPO_WORD ? 1 : 0) } });
schoolWords.addAll(SCHOOL_WORDS.map((word, id) => ({ id, word })));

function hasMisspeltSchoolWord(question: string): boolean {
  return tokenize(question).some((word) => word.length >= MIN_TYPO_WORD && schoolWords.search(fold(word)).length > 0);
}

/**
 * The explanation as the moment something happens, not as what is asked about: "kinderen die
 * niet stil zitten bij de uitleg", "grapjes maken als ik uitleg", "kwijt zodra ik klaar ben met
 * uitleggen" ask about behaviour or memory during it, not how to explain a subject.
 */
const DURING_EXPLANATION = /\b(bij|tijdens|na|voor|onder) (de|mijn|je|het) (uitleg|instructie)\b|\b(als|terwijl|wanneer|zodra) (ik|ze|je|we) (\w+ )?(uitleg|uitleggen|instructie geef|uitleg geef)\b|\bklaar (ben|is|zijn) met (uitleggen|de uitleg)\b/g;

export function educationSignal(question: string): EducationSignal {
  const plain = fold(question);
  const teaching = TEACHING.test(plain.replace(DURING_EXPLANATION, ' '));
  return { education: teaching || TEACHING.test(plain) || PUPILS.test(plain) || CLASSROOM.test(plain) || SUBJECTS.test(plain) || hasMisspeltSchoolWord(question), teaching };
}

/**
 * What a "how do I teach X" question is about when X itself has no guide: explaining,
 * modelling, guided practice and prior knowledge, in the content's own words.
 */
export const TEACHING_TOPIC = 'instructie uitleg voordoen inoefening voorkennis';
