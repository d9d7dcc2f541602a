import type { Person } from '@doorloopjes/shared';
import { useId } from 'react';
import { ContentImage } from './ContentImage';

/** Speakers of a webinar ('Sprekers') or authors of an article ('Auteurs'), with photos. */
export function PeopleList({ title, people }: { title: string; people: Person[] | null | undefined }) {
  const headingId = useId();
  if (!people || people.length === 0) return null;
  return (
    <section className="ct-people" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul>
        {people.map((person) => (
          <li key={person.id} className="ct-person">
            <ContentImage image={person.photo} thumbnail className="ct-person-photo" alt="" />
            <span className="ct-person-text">
              <strong>{person.name}</strong>
              {person.title && <span className="ct-person-title">{person.title}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
