import type { Person } from '@doorloopjes/shared';
import { ContentImage } from './ContentImage';
import { TitledList } from './TitledList';

/** Speakers of a webinar ('Sprekers') or authors of an article ('Auteurs'), with photos. */
export function PeopleList({ title, people }: { title: string; people: Person[] | null | undefined }) {
  return (
    <TitledList title={title} className="ct-people" items={people} itemClassName="ct-person">
      {(person) => (
        <>
          <ContentImage image={person.photo} thumbnail className="ct-person-photo" alt="" />
          <span className="ct-person-text">
            <strong>{person.name}</strong>
            {person.title && <span className="ct-person-title">{person.title}</span>}
          </span>
        </>
      )}
    </TitledList>
  );
}
