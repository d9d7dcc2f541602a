import { messages, paths, usePageTitle } from '@doorloopjes/shared';
import { useQuery } from '@tanstack/react-query';
import { nieuwsItemsQuery } from '../api/fetchNieuwsItems';
import { ContentCard } from '../../common/components/ContentCard';
import { ErrorText, LoadingText } from '../../common/components/LoadState';
import { newestFirst } from '../../common/ordering';

/** /nieuws: every news item, newest first. */
export function NieuwsPage() {
  const result = useQuery(nieuwsItemsQuery);
  usePageTitle(messages.content.newsTitle);
  return (
    <section className="ct-page" aria-labelledby="ct-nieuws-title">
      <h1 id="ct-nieuws-title" tabIndex={-1}>{messages.content.newsTitle}</h1>
      {result.status === 'pending' && <LoadingText text={messages.content.contentLoading} />}
      {result.status === 'error' && <ErrorText text={messages.content.newsError} />}
      {result.status === 'success' &&
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
