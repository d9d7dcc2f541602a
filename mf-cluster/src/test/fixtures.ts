import type { Doorloopje, Explainer } from '@doorloopjes/shared';
import { buildCatalogue, type Catalogue } from '../catalogue/model/catalogue';

/** Small content sets for tests; titles chosen so searches hit across types. */
export const testDoorloopjes: Doorloopje[] = [
  { id: 1, slug: 'breuken-vergelijken', title: 'Breuken vergelijken' },
  { id: 2, slug: 'tafels-oefenen', title: 'Tafels oefenen' },
];
export const testWhies: Explainer[] = [{ id: 1, slug: 'waarom-breuken', title: 'Waarom breuken lastig zijn' }];
export const testHows: Explainer[] = [{ id: 5, slug: 'hoe-getallenlijn', title: 'Hoe je een getallenlijn gebruikt' }];

export function catalogueOf(doorloopjes = testDoorloopjes, whies = testWhies, hows = testHows): Catalogue {
  return buildCatalogue(doorloopjes, whies, hows);
}
