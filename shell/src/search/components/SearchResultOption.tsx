import { paths, thumbnailUrl, type Doorloopje } from '@doorloopjes/shared';
import { Link } from 'react-router-dom';

interface SearchResultOptionProps {
  doorloopje: Doorloopje;
  id: string;
  active: boolean;
  onChoose: () => void;
}

/** One hit: the first step's thumbnail and the title, linking to the guide. */
export function SearchResultOption({ doorloopje, id, active, onChoose }: SearchResultOptionProps) {
  const thumbnail = thumbnailUrl(doorloopje.steps?.[0]?.image);
  return (
    <li role="none">
      {/* An option that is also a real link, so a click navigates natively; arrows move via the input. */}
      <Link
        id={id}
        role="option"
        aria-selected={active}
        tabIndex={-1}
        to={paths.doorloopje(doorloopje.slug)}
        className={`search-option${active ? ' search-option-active' : ''}`}
        onClick={onChoose}
      >
        {thumbnail ? <img src={thumbnail} alt="" width={40} height={40} /> : <span className="search-thumb-placeholder" aria-hidden="true" />}
        <span>{doorloopje.title}</span>
      </Link>
    </li>
  );
}
