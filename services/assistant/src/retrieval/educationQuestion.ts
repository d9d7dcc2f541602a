import MiniSearch from 'minisearch';
import { fold, tokenize } from '../language/dutchText.js';

/**
 * Whether a question is about teaching, so that a loose match is still worth showing: "hoe leg
 * ik breuken uit aan mijn leerlingen" has no guide of its own, but the general instruction
 * guides answer it, while "hoe vraag ik zwangerschapsverlof aan" is outside the platform.
 * Words about the teacher as an employee (leerkracht, school, onderwijs) are deliberately no
 * signal: salary, leave and holidays are school matters the platform has no content on.
 */
const PUPILS = /\b(\w*leerling\w*|kind(eren|je|jes)?|kleuters?|klas(sen)?|\w*klas|groep(je|jes)? [1-8]|brugklas\w*|scholieren|[1-6] ?(havo|vwo|vmbo|atheneum|gymnasium)|(havo|vwo|vmbo)[ -]?[1-6]|pupil\w*|students?|tweetal\w*|groepjes?)\b/;
const TEACHING =
  /\b(uitleg\w*|leg\b.*\buit|aanleren|aanleer\w*|leren|leer|lesplan\w*|\w{4,}les(sen|je)?|les(sen|je)? over|instructie\w*|oefen\w*|inoefen\w*|didactie\w*|lesgeven|onderwijzen|werkvorm\w*|behandel\w*|voordoen|lesvoorbereid\w*|lesopbouw|lesmateria\w*|lesidee\w*)\b/;
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

/**
 * The people of a teacher's day other than "leerlingen": a girl or boy in her class, the
 * colleague who watches a lesson, the parents she prepares a talk for, her trainee. Employees
 * are no such people (leerkracht, docent, invaller): salary and leave are outside the platform.
 */
const CLASS_PEOPLE = /\b(meisjes?|jongens?|jongetjes?|collega('?s)?|ouders|stagiair(e|es|s)?|(mijn|m'n|de|deze|die|een|nieuwe|hele) groep)\b/;

/**
 * What pupils can struggle with and the moments of a teacher's year around them: bullying,
 * fear of failure, dyslexia, a pupil who falls behind and the plan for him, motivation, the
 * parents' evening, a colleague's visit to a lesson, getting to know a new class. The
 * platform's guides are the closest help for each.
 */
const PUPILS_AND_MOMENTS =
  /\b(pest(en|t|gedrag)?|gepest|pester\w*|faalangst\w*|zelfvertrouwen|zelfbeeld|autis\w*|dyslex\w*|dyscalculie|adhd|hoogbegaafd\w*|zorgleerling\w*|achterstand\w*|handelingsplan\w*|groepsplan\w*|motiver\w*|ouderavond\w*|oudergesprek\w*|rapportgesprek\w*|lesbezoek\w*|klassenbezoek\w*|kennismaking\w*|energizers?|brain ?breaks?)\b/;

/**
 * The class without a noun, next to the teacher herself: "ze doen maar wat als ik even weg
 * ben", "niemand luistert als ik iets zeg". Alone, "ze" is as often anyone ("welke taal spreken
 * ze in Brazilie"); with the teacher in the same question it is her pupils.
 */
const THEM = /\b(ze|zij|iedereen|niemand|sommigen)\b/;
const THE_TEACHER = /\b(ik|me|mij|mijn|m'n)\b/;

/**
 * What happens in a classroom, in everyday words: pupils who listen or pay attention or not,
 * chat, come in, walk around or drop out, giggle, fidget or tap, and the bell and the gym
 * lesson as moments of the school day.
 */
const CLASS_CONDUCT =
  /\b(luister\w*|opletten|oplet|op te letten|klets\w*|stil ?zitten|meedoen|doe[nt] mee|afhak\w*|ha(ken|akt) af|binnenkom\w*|binnenkomst|rondlop\w*|rondrenn\w*|door elkaar|de bel|gym|gymles\w*|onrust\w*|herrie|lawaai|giechel\w*|gegiechel|friemel\w*|wiebel\w*|tikken|getik)\b/;

/** The teacher's own work besides teaching a lesson: repeating, correcting, assessing, reading aloud. */
const TEACHER_WORK = /\b(herha(a)?l\w*|corrigeer\w*|corrigeren|beoordel\w*|overhoor\w*|overhoren|voorlezen)\b/;

/**
 * Whether a question is about the class as a group in the room: its pupils as "ze" next to the
 * teacher, or what they do there. Such a question that shares no word with any guide asks how
 * to keep order, not how to explain something.
 */
export function aboutTheClass(question: string, joined = question): boolean {
  return classConduct(question, joined) || readings(question, joined).some((plain) => THEM.test(plain) && THE_TEACHER.test(plain));
}

/** Whether a question names what the class does in the room (see CLASS_CONDUCT). */
export function classConduct(question: string, joined = question): boolean {
  return readings(question, joined).some((plain) => CLASS_CONDUCT.test(plain));
}

/**
 * The question as typed and with its split separable verbs joined ("ze komen boos binnen" as
 * "binnenkomen"), both folded: a signal word may be either.
 */
function readings(question: string, joined: string): string[] {
  return [...new Set([fold(question), fold(joined)])];
}

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
 * uitleggen", "hij zit de hele uitleg te friemelen" ask about behaviour or memory during it,
 * not how to explain a subject.
 */
const DURING_EXPLANATION = /\b(bij|tijdens|na|voor|onder) (de|mijn|je|het) (uitleg|instructie)\b|\b(de|mijn) hele (uitleg|instructie)\b|\b(als|terwijl|wanneer|zodra) (ik|ze|je|we) (\w+ )?(uitleg|uitleggen|instructie geef|uitleg geef)\b|\bklaar (ben|is|zijn) met (uitleggen|de uitleg)\b/g;

/**
 * The school's systems, devices and rooms as something to operate, fix or book, and its
 * administration: a password for the pupil administration, a beamer to switch on, a broken
 * whiteboard, a hall to reserve, marks to enter, a certificate of conduct, a fire drill, what a
 * trip may cost, leave. The platform has no content on them, and their words ("lokaal", "digibord",
 * "leerling", "ouderavond") would otherwise put the question on it.
 */
const SCHOOL_SYSTEMS = /\b(magister|somtoday|parnassys|outlook|wachtwoord\w*|inlog\w*|wifi|wi-fi|leerlingvolgsysteem\w*)\b/;
const DEVICES_AND_ROOMS =
  /\b(laptop\w*|computer\w*|pc|beamer\w*|digibord\w*|printer\w*|kopieerapparaat|telefoon\w*|verwarming|airco|batterij\w*|oplader\w*|aula|gymzaal|personeelskamer)\b/;
const OPERATE_OR_FIX =
  /\b(kapot|werkt (\w+ )?niet|doet het (\w+ )?niet|\w*storing\w*|leeg|lekt|reserveer\w*|reserveren|aanvragen|vraag (\w+ ){0,4}aan|zet (\w+ ){0,4}(aan|uit)|aanzetten|uitzetten|installeren|instellen|opladen|repareren)\b/;
const ADMINISTRATION =
  /\b(rapportcijfers|cijfers (\w+ ){0,3}(invoeren|ingevoerd|in te voeren)|verklaring omtrent (het )?gedrag|vog|brandoefening\w*|ontruiming\w*|bhv|ouderbijdrage\w*|btw|declar\w*|vrij (te )?nemen|verlof\w*|mag (\w+ ){0,3}kosten)\b/;

/** Whether a question is about operating, fixing or booking the school's systems, devices or rooms (see above). */
export function practicalMatter(question: string, joined = question): boolean {
  return readings(question, joined).some(
    (plain) => SCHOOL_SYSTEMS.test(plain) || ADMINISTRATION.test(plain) || (DEVICES_AND_ROOMS.test(plain) && OPERATE_OR_FIX.test(plain)),
  );
}

/**
 * `joined` is the question with its split separable verbs joined (see separableVerbs.ts), when
 * the caller has it.
 */
export function educationSignal(question: string, joined = question): EducationSignal {
  const plain = fold(question);
  const teaching = TEACHING.test(plain.replace(DURING_EXPLANATION, ' '));
  const about = readings(question, joined).some((text) => [TEACHING, PUPILS, CLASS_PEOPLE, PUPILS_AND_MOMENTS, CLASSROOM, TEACHER_WORK, SUBJECTS].some((words) => words.test(text)));
  return { education: teaching || about || aboutTheClass(question, joined) || hasMisspeltSchoolWord(question), teaching };
}

/**
 * What a "how do I teach X" question is about when X itself has no guide: explaining,
 * modelling, guided practice and prior knowledge, in the content's own words.
 */
export const TEACHING_TOPIC = 'instructie uitleg voordoen inoefening voorkennis';

/**
 * What a question about the class is about when none of its words is the platform's: "ze
 * luisteren gewoon niet", "het kwartier na de gym" ask how to keep order, in the content's words.
 */
export const CLASS_TOPIC = 'rust stilte afspraken routines verstoringen';
