import type { AskedQuestion } from './askedQuestions.js';
import { terms } from '../language/dutchText.js';

/**
 * How much likelier a question is one the platform answers than one it cannot, judged by the
 * words of the example questions with and without an answer (a naive Bayes classifier over their
 * index terms): 'ruzie', 'praten' or 'stagebegeleider' come with answered questions, 'laptop',
 * 'schaal' or 'ventilatie' with unanswered ones. It decides only where the rules of
 * educationQuestion.ts are unsure (see ContentIndex.find).
 *
 * Written here rather than taken from an NLP toolkit: the counting is a few lines, and a
 * toolkit's classifier would bring its own tokenizer and stemmer, where the words must be read as
 * the rest of the search reads them.
 */
export class PlatformOdds {
  private readonly answered = new Map<string, number>();
  private readonly unanswered = new Map<string, number>();
  private answeredQuestions = 0;
  private unansweredQuestions = 0;
  private answeredTerms = 0;
  private unansweredTerms = 0;
  private readonly vocabularySize: number;

  constructor(questions: readonly AskedQuestion[]) {
    for (const question of questions) {
      const words = new Set(terms(question.text));
      const isAnswered = question.expect.length > 0;
      const counts = isAnswered ? this.answered : this.unanswered;
      for (const term of words) counts.set(term, (counts.get(term) ?? 0) + 1);
      if (isAnswered) {
        this.answeredQuestions += 1;
        this.answeredTerms += words.size;
      } else {
        this.unansweredQuestions += 1;
        this.unansweredTerms += words.size;
      }
    }
    this.vocabularySize = new Set([...this.answered.keys(), ...this.unanswered.keys()]).size;
  }

  /**
   * The natural log of the odds that a question is answered, from the share of answered
   * examples and each of its words the examples used (add-one smoothed; a word no example used
   * says nothing). Undefined without examples of both kinds.
   */
  logOdds(question: string): number | undefined {
    if (this.answeredQuestions === 0 || this.unansweredQuestions === 0) return undefined;
    let odds = Math.log(this.answeredQuestions / this.unansweredQuestions);
    for (const term of new Set(terms(question))) {
      const inAnswered = this.answered.get(term) ?? 0;
      const inUnanswered = this.unanswered.get(term) ?? 0;
      if (inAnswered + inUnanswered === 0) continue;
      odds += Math.log((inAnswered + 1) / (this.answeredTerms + this.vocabularySize)) - Math.log((inUnanswered + 1) / (this.unansweredTerms + this.vocabularySize));
    }
    return odds;
  }
}
