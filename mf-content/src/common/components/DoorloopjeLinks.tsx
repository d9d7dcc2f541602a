import { paths, thumbnailUrl, type Doorloopje } from '@doorloopjes/shared';
import { RelatedLink } from './RelatedLink';
import { TitledList } from './TitledList';

/** 'Besproken doorloopjes' / 'Gerelateerde doorloopjes': links to the guides, with a thumbnail. */
export function DoorloopjeLinks({ title, doorloopjes }: { title: string; doorloopjes: Doorloopje[] | null | undefined }) {
  return (
    <TitledList title={title} className="ct-related" items={doorloopjes}>
      {(doorloopje) => (
        <RelatedLink to={paths.doorloopje(doorloopje.slug)} thumbnail={thumbnailUrl(doorloopje.steps?.[0]?.image)}>
          {doorloopje.title}
        </RelatedLink>
      )}
    </TitledList>
  );
}
