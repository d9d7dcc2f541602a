import type { ContentSection } from '@doorloopjes/shared';
import { useParams } from 'react-router-dom';

const TITLES: Record<ContentSection, string> = {
  webinars: 'Webinars',
  nieuws: 'Nieuws',
  'nieuws-item': 'Nieuws',
  artikel: 'Artikel',
  achtergronden: 'Kennisbank',
  why: 'Waarom',
  how: 'Hoe',
};

export function SectionPage({ section }: { section: ContentSection }) {
  const { slug } = useParams();
  return (
    <section>
      <h1>{TITLES[section]}</h1>
      {slug && <p>{slug}</p>}
    </section>
  );
}
