/** Why and how items are always read with their steps' images and their own image. */
export const EXPLAINER_POPULATE: Array<[string, string]> = [
  ['populate', 'steps.image'],
  ['populate', 'image'],
];
