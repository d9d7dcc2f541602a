import { messages, paths } from '@doorloopjes/shared';
import { fetchNieuwsItems } from '../api/fetchNieuwsItems';
import { ContentCard } from '../components/ContentCard';
import { ErrorText, LoadingText } from '../components/LoadState';
import { useRemoteData } from '../hooks/useRemoteData';
import { newestFirst } from '../lib/ordering';

/** /nieuws: every news item, newest first. */
export function NieuwsPage() {
  const result = useRemoteData(fetchNieuwsItems, 'nieuws');
  return (
    <section className="ct-page" aria-labelledby="ct-nieuws-title">
      <h1 id="ct-nieuws-title">{messages.content.newsTitle}</h1>
      {result.status === 'loading' && <LoadingText text={messages.content.contentLoading} />}
      {result.status === 'error' && <ErrorText text={messages.content.newsError} />}
      {result.status === 'ready' &&
        (result.data.length === 0 ? (
          <p className="dl-empty">{messages.content.noNews}</p>
        ) : (
          <ul className="ct-card-list">
            {newestFirst(result.data, (item) => item.publication_date ?? item.createdAt).map((item) => (
              <li key={item.id}>
                <ContentCard
                  to={paths.nieuwsItem(item.slug)}
                  title={item.title}
                  date={item.publication_date ?? item.createdAt}
                  text={item.summary}
                  image={item.featured_image}
                />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
