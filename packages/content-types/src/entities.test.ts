import { describe, expectTypeOf, it } from 'vitest';
import type * as Content from './generated/contentTypes';
import type * as Entities from './entities';

/** The fields of an entity type that its generated content type does not have. */
type Unknown<Entity, Generated> = Exclude<keyof Entity, keyof Generated>;

/**
 * Extending the generated types checks every narrowed field's type; this checks the other way:
 * an entity type naming a field its content type lacks (renamed or removed in the content
 * service) fails the typecheck.
 */
describe('entity types', () => {
  it('name only fields their generated content types have', () => {
    expectTypeOf<Unknown<Entities.Doorloopje, Content.Doorloopje>>().toEqualTypeOf<never>();
    expectTypeOf<Unknown<Entities.Theme, Content.Theme>>().toEqualTypeOf<never>();
    expectTypeOf<Unknown<Entities.Step, Content.SharedStepComponent>>().toEqualTypeOf<never>();
    expectTypeOf<Unknown<Entities.Digidate, Content.Digidate>>().toEqualTypeOf<never>();
    expectTypeOf<Unknown<Entities.Download, Content.WebinarDownloadComponent>>().toEqualTypeOf<never>();
    expectTypeOf<Unknown<Entities.Person, Content.Auteur>>().toEqualTypeOf<never>();
    expectTypeOf<Unknown<Entities.Artikel, Content.Artikel>>().toEqualTypeOf<never>();
    expectTypeOf<Unknown<Entities.NieuwsItem, Content.NieuwsItem>>().toEqualTypeOf<never>();
    expectTypeOf<Unknown<Entities.Explainer, Content.Why>>().toEqualTypeOf<never>();
    expectTypeOf<Unknown<Entities.GlobalSettings, Content.GlobalSetting>>().toEqualTypeOf<never>();
    expectTypeOf<Unknown<Entities.SocialLink, Content.SharedSocialLinkComponent>>().toEqualTypeOf<never>();
    expectTypeOf<Unknown<Entities.AiSuggestion, Content.SharedAiSuggestionComponent>>().toEqualTypeOf<never>();
    expectTypeOf<Unknown<Entities.UitlegStap, Content.LandingUitlegStapComponent>>().toEqualTypeOf<never>();
    expectTypeOf<Unknown<Entities.Landingpage, Content.Landingpage>>().toEqualTypeOf<never>();
    expectTypeOf<Unknown<Entities.DoorloopjeVanDeMaand, Content.DoorloopjeVanDeMaand>>().toEqualTypeOf<never>();
    expectTypeOf<Unknown<Entities.User, Content.User>>().toEqualTypeOf<never>();
    // A hero section is one entry of the landing page's dynamic zone: its kind is named there.
    expectTypeOf<Unknown<Entities.HeroSection, Content.LandingHeroSectionComponent>>().toEqualTypeOf<'__component'>();
  });
});
