import { messages, paths } from '@doorloopjes/shared';
import { useQuery } from '@tanstack/react-query';
import { nieuwsItemsQuery } from '../api/fetchNieuwsItems';
import { ContentCard } from '../../common/components/ContentCard';
import { ContentListPage } from '../../common/components/ContentListPage';
import { newestFirst } from '../../common/ordering';

/** /nieuws: every news item, newest first. */
export function NieuwsPage() {
  const result = useQuery(nieuwsItemsQuery);
  return (
    <ContentListPage headingId="ct-nieuws-title" title={messages.content.newsTitle} result={result} errorText={messages.content.newsError}>
      {(items) =>
        items.length === 0 ? (
          <p className="dl-empty">{messages.content.noNews}</p>
        ) : (
          <ul className="ct-card-list">
            {newestFirst(items, (item) => item.publication_date ?? item.createdAt).map((item) => (
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
        )
      }
    </ContentListPage>
  );
}
