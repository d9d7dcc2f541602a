import { messages, useSessionStore } from '@doorloopjes/shared';
import { Link } from 'react-router-dom';

export function DoorloopjesListPage() {
  const { doorloopjes, loading } = useSessionStore();
  if (loading) return <p role="status">{messages.doorloopjes.listLoading}</p>;
  return (
    <section aria-labelledby="doorloopjes-title">
      <h1 id="doorloopjes-title">{messages.layout.navDoorloopjes}</h1>
      {doorloopjes.length === 0 ? (
        <p>{messages.doorloopjes.noneMatchFilters}</p>
      ) : (
        <ul>
          {doorloopjes.map((item) => (
            <li key={item.id}>
              <Link to={`/doorloopjes/${item.slug}`}>{item.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
