/**
 * Sayings teachers use for what happens in a class ("ik praat tegen een muur", "het landt niet",
 * "brandjes blussen"): their words are no word of the platform, so the question would get
 * "nothing found" or a guide that shares a word by chance ("muur", "land"). Each saying is read
 * as the plain words it stands for, which the content and the education signal know. So are the
 * everyday phrases of a teacher's day that name a guide's subject in other words ("alles op het
 * laatste moment", "een rij bij mijn bureau", "iedereen tegelijk een antwoord"), each only with
 * the classroom around it where its words have another sense too.
 */
const SAYINGS: [RegExp, string][] = [
  [/\btegen een (blinde )?muur (aan )?(praat|praten|te praten|gepraat)\b/g, 'niet luisteren'],
  [/\b(landt|landen|geland) bij\b|\bniet (aan ?)?(landt|landen|geland)\b/g, 'niet begrijpen'],
  [/\bbrandjes (aan het |te )?blussen\b/g, 'verstoringen'],
  [/\bgeen (land|huis) mee te bezeilen\b/g, 'onrust'],
  [/\bde vaart (erin|er in)\b/g, 'tempo'],
  [/\berin (stampen|stampt|gestampt)\b|\buit (het|je|hun) hoofd leren\b/g, 'herhalen oefenen'],
  [/\bwat er in (mijn|m'n|je) hoofd (gebeurt|omgaat)\b|\bmijn gedachten (hardop )?(uitspreken|verwoorden)\b/g, 'denkstappen hardop verwoorden'],
  [/\beruit (flappen|flapt|flapte|gooien|gooit)\b/g, 'roepen'],
  [/\b(raken|raakt) (me|mij) kwijt\b|\b(ben|raak) ik (ze|hem|haar|de klas) kwijt\b|\bde draad kwijt\b/g, 'afhaken'],
  // Work left to the last moment is a planning problem, not a moment of the lesson. Only with
  // the work named: booking a holiday at the last moment is no question about pupils.
  [/\b(alles|huiswerk|werkstuk\w*|project\w*|taak|taken|opdracht\w*|werk|leren) (\w+ ){0,3}op het (aller)?laatste (moment|nippertje)\b|\bde avond (ervoor|van tevoren)\b|\blast[ -]minute\b/g, 'uitstellen planning tijdlijn'],
  // How much time is left is what a visible timer shows.
  [/\bhoe ?(lang|veel tijd) (ze|hij|zij|jullie) nog (hebben|heeft)\b/g, 'resterende tijd timer'],
  // Forgetting the instructions just given is working memory; forgetting last week's lesson is not.
  [/\b(vergeten|vergeet|onthouden|onthoudt|kwijt) (\w+ ){0,3}?(wat (ze|hij|zij|je) (moeten|moet) doen|wat ik (net|zojuist|daarnet|net nog) (heb )?(gezegd|verteld|uitgelegd))\b|\b(\w+ )?(opdrachten|instructies) (\w+ )?(tegelijk )?(vergeten|onthouden|kwijt)\b|\b(vergeten|vergeet) (\w+ ){0,4}(opdrachten|instructies)\b/g, 'werkgeheugen opdracht tegelijk'],
  // Doing one's best is effort, what feedback on the process praises.
  [/\b(zijn|haar|hun|je|z'n) (uiterste )?best (doen|doet|deed|deden|gedaan)\b|\b(doet|deed|deden|doen) (\w+ )?(zijn|haar|hun|z'n) (uiterste )?best\b/g, 'inzet proces'],
  // Not knowing where to begin, or a pupil not getting going, is about starting a task.
  [/\bwaar (ze|hij|zij|je) (moeten|moet) beginnen\b|\b(leerling|kind|ze|hij|zij) (\w+ ){0,5}niet op gang (te )?(krijgen|komen|komt)\b/g, 'starten taak eerste stap'],
  // Pupils compared with the rest of the class are differences in level, what differentiation is for.
  [/\b(verder|sneller|langzamer|trager|vlugger|zwakker|sterker) (\w+ )?dan (de rest|de anderen|anderen|de andere \w+|de klas|de groep)\b|\bmeer tijd nodig dan\b|\bde een (\w+ ){0,6}?de ander\b/g, 'niveauverschillen'],
  // A few doing all the work while the rest watch or ride along is how the work is shared out in a group.
  [/\b(doe[nt]|deed|deden) (\w+ )?al het werk\b|\bmeelift\w*|\blift(en)? (\w+ ){0,4}mee\b|\bde rest (kijkt|kijken|zit|zitten) (toe|te kijken|te niksen|te kletsen|niks te doen)\b/g, 'verdeling van het werk rollen'],
  // Everyone answering at the same moment is what whiteboards are for.
  [/\b(iedereen|allemaal|de hele klas) (\w+ ){0,2}tegelijk (\w+ ){0,2}(een |het )?(antwoord|antwoorden)\b|\bin (één|een) keer zien wie\b/g, 'iedereen tegelijk antwoord wisbordjes begrip'],
  // What good work must meet, decided or shown, is its success criteria.
  [/\bwaar(aan)? (een|het|hun|je) (goed|goede) \w+ (aan )?(moet )?voldo\w*\b|\b(bepalen|afspreken|vaststellen|bespreken) wanneer (een|het|hun|je) \w+ goed is\b|\bwat goed werk is\b/g, 'succescriteria goed voorbeeld'],
  // The first and last minutes of a lesson or a day are its start and its close.
  [/\bde eerste (\w+ )?minuten (van|in) (de|het|mijn|m'n|elk|elke|ieder|iedere) (les|lesuur|uur|dag|ochtend|middag)\b/g, 'start van de les'],
  [/\bde laatste (\w+ )?minuten (van|voor) (de|het|mijn|m'n|elk|elke|ieder|iedere) (les|lesuur|uur|dag|bel|pauze)\b/g, 'afsluiten einde van de les'],
  // Pupils queueing at the teacher's desk depend on her: a plan to work on alone is the answer.
  [/\b(rij|wachten|komen|komt|lopen|loopt|staan|staat) (\w+ ){0,4}(bij|naar|aan) (mijn|m'n) bureau\b|\b(staan|staat) (\w+ ){0,2}bij mij\b|\bbij mij (te )?(komen|staan)\b/g, 'afhankelijk zelfstandig stappenplan'],
  // Switching from one subject or place in the room to the next is a transition.
  [/\bomschakel\w* van \w+ naar\b|\btussen twee (vakken|lessen|activiteiten|lesuren)\b|\bvan de \w+ naar de \w+ (gaat|verloopt)\b/g, 'overgangen'],
  // Talking too long is what short instruction is about.
  [/\b(praat|vertel|spreek|klets) (\w+ )?te lang\b|\bte lang aan het woord\b|\b(verhaal|uitleg|instructie) (\w+ )?(duurt|is) (\w+ )?te lang\b/g, 'korte instructie uitleg'],
  // A teacher who has to shout or raise her voice needs a signal for silence.
  [/\bzonder (te )?(roepen|schreeuwen)\b|\b(moet|moeten|blijf|blijven) (\w+ )?(roepen|schreeuwen)\b|\bstem (te )?verheffen\b/g, 'stiltesignaal aandacht'],
  // Letting pupils notice that the teacher sees them doing well is praise.
  [/\b(laten )?merken dat ik (het )?zie\b|\biets (aardigs|liefs|positiefs) (\w+ )?zeggen\b/g, 'complimenten positief'],
  // A card with a question at the door is an exit ticket.
  [/\b(kaartje|briefje|papiertje) (met|waarop|waar) (\w+ ){0,2}(vraag|vragen)\b/g, 'exit ticket'],
  // Tears or discouragement when something does not work is fear of failure.
  [/\bin tranen\b|\bontmoedigd\b/g, 'faalangst'],
  // Staring out of the window is attention that drifts.
  [/\buit het raam (\w+ ){0,2}(kijken|staren)\b/g, 'afgeleid concentratie'],
  // Knowing nothing of last week's lesson any more is forgetting, what repetition is for.
  [/\b(weten|weet|kennen|kent) (ze|hij|zij) (er )?(niks|niets) meer van\b|\b(gedaan|geleerd|behandeld|uitgelegd|geoefend) en (\w+ )?(is )?alles (al )?weer weg\b|\b(moet|moeten) (\w+ )?alles weer opnieuw\b/g, 'vergeten herhalen'],
  // Not knowing what the teacher wants of them is not knowing the goal and what good work is.
  [/\bwat ik (\w+ )?van (ze|hen|jullie|hem|haar) (wil|verwacht)\b/g, 'lesdoel succescriteria verwachtingen'],
  // Whether it came across, or blank faces, is whether they understood.
  [/\b(is|zijn) (\w+ )?(aangekomen|overgekomen)\b|\bglazig (aan)?(kijken|kijkt|aan)\b|\b(kijken|kijkt) (\w+ ){0,2}glazig\b/g, 'begrepen begrip controleren'],
  // Always the same few answering is who gets a turn.
  [/\b(altijd|steeds) (\w+ ){0,2}dezelfde (\w+ ){0,2}(kinderen|leerlingen|vingers)\b|\bdezelfde (\w+ ){0,2}(kinderen|leerlingen) (\w+ ){0,2}(antwoord|beurt)\b/g, 'beurt iedereen denktijd'],
  // Two pupils talking together are a pair.
  [/\bmet (z'n|zijn|ze|hun) (tweeën|tweeen|tweetjes)\b/g, 'tweetallen'],
  // Having no wish to learn is motivation.
  [/\bgeen zin (\w+ ){0,2}(in|om|meer)\b/g, 'motivatie inzet'],
  // Things lying about everywhere ask for tidying up.
  [/\b(liggen|ligt|slingeren|slingert) (\w+ ){0,6}overal\b|\boveral (\w+ )?(liggen|slingeren)\b/g, 'opruimen materialen'],
  // What they must be able to do at the end is the lesson goal.
  [/\bwat (ze|je|jullie|hij|zij) (\w+ ){0,4}?(moeten|moet) kunnen\b|\bwat (moeten|moet) (ze|je|jullie|hij|zij) (\w+ ){0,4}?kunnen\b|\bwat (ze|je|jullie) (gaan|gaat) leren\b/g, 'lesdoel doel'],
];

/** The question with each classroom saying replaced by the words it stands for. */
export function readSayings(question: string): string {
  const plain = question.toLowerCase();
  return SAYINGS.reduce((text, [saying, meaning]) => text.replace(saying, meaning), plain);
}
