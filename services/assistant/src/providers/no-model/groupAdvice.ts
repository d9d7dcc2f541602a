import { fold } from '../../language/dutchText.js';

/**
 * One line of differentiation for the group the teacher named: kleuters learn differently from
 * a group 8 or a havo class. Keyed by the grade as `readRequestDetails` reads it.
 */
const BANDS: [RegExp, (subject: string) => string][] = [
  [/groep [12]\b|kleuter/, (s) => `Werk bij kleuters met concreet materiaal, plaatjes en beweging rond ${s}, en houd elke stap kort.`],
  [/groep [34]\b/, (s) => `Lees de opdrachten over ${s} voor en laat leerlingen eerst mondeling antwoorden voordat ze schrijven.`],
  [/groep [56]\b/, (s) => `Laat leerlingen hun aanpak bij ${s} in eigen woorden uitleggen aan een buur.`],
  [/groep [78]\b/, (s) => `Vraag leerlingen hun aanpak bij ${s} te onderbouwen en te vergelijken met die van een klasgenoot.`],
  [/brugklas|klas 1|[12] ?(?:vmbo|havo|vwo)|(?:vmbo|havo|vwo)[ -]?[12]\b/, (s) => `Maak in de onderbouw de stappen bij ${s} zichtbaar op het bord en laat leerlingen ze afvinken.`],
  [/vmbo|klas [2-6]|havo|vwo|[3-6] ?(?:havo|vwo)/, (s) => `Laat leerlingen in de bovenbouw zelf kiezen hoe ze ${s} verwerken en die keuze verantwoorden.`],
];

export function groupAdvice(grade: string | undefined, subject: string): string | undefined {
  if (!grade) return undefined;
  const plain = fold(grade);
  return BANDS.find(([pattern]) => pattern.test(plain))?.[1](subject);
}
