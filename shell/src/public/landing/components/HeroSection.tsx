import type { HeroSection as HeroContent } from '@doorloopjes/shared';
import { HeroVideo } from './HeroVideo';

/** Title, subtitle and the introduction video of the landing page's hero section. */
export function HeroSection({ hero, fallbackTitle }: { hero: HeroContent | null; fallbackTitle: string }) {
  return (
    <section className="sh-hero" aria-labelledby="sh-hero-title">
      <div className="sh-hero-text">
        <h1 id="sh-hero-title">{hero?.title || fallbackTitle}</h1>
        {hero?.subtitle && <p className="sh-hero-subtitle">{hero.subtitle}</p>}
      </div>
      <HeroVideo link={hero?.vimeo_url} />
    </section>
  );
}
