import { messages, useSessionStore } from '@doorloopjes/shared';
import { useParams } from 'react-router-dom';

export function DoorloopjeDetailPage() {
  const { slug } = useParams();
  const { doorloopjes, loading } = useSessionStore();
  if (loading) return <p role="status">{messages.doorloopjes.detailLoading}</p>;
  const doorloopje = doorloopjes.find((item) => item.slug === slug);
  if (!doorloopje) return <p>{messages.doorloopjes.notFound}</p>;
  return (
    <article>
      <p>{(doorloopje.theme?.title ?? messages.doorloopjes.defaultTheme).toUpperCase()}</p>
      <h1>{doorloopje.title}</h1>
    </article>
  );
}
