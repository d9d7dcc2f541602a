/**
 * The log-odds (see platformOdds.ts) at which the example questions overrule the rules of
 * educationQuestion.ts. From ON_PLATFORM_ODDS a question without a word of education or of the
 * content still gets the closest guides (its words came with answered questions about 20 times
 * likelier); at or below OFF_PLATFORM_ODDS a loose match that is no question how to teach
 * something is "nothing found" (its words came likelier with unanswered ones). Chosen on the
 * development set by cross-validation: most right decisions either way (5 on rounds 1-13, 3 with
 * rounds 14 and 15; with rounds 16 and 17, 3 to 5 lie within one decision, and 3 has the fewest
 * false "nothing found"; see eval/README.md, "Eleventh tuning round").
 */
const ON_PLATFORM_ODDS = 3;
const OFF_PLATFORM_ODDS = 0;

/**
 * Whether a question no item covers is on the platform. The rules of educationQuestion.ts decide;
 * where they are unsure, the questions teachers asked before overrule them (`odds`, see
 * platformOdds.ts): a question in their everyday words ("elke keer is het ruzie over wie wat
 * doet") is on the platform when something matched, a loose match in the words of questions the
 * platform could not answer ("mijn laptop blijft hangen") is not, unless it asks how to teach.
 */
export function onPlatform(rulesSayOn: boolean, teaching: boolean, anythingMatched: boolean, odds: number | undefined): boolean {
  if (odds === undefined) return rulesSayOn;
  if (rulesSayOn) return teaching || odds > OFF_PLATFORM_ODDS;
  return anythingMatched && odds >= ON_PLATFORM_ODDS;
}

