import { messages, paths } from '@doorloopjes/shared';
import { useQuery } from '@tanstack/react-query';
import { nieuwsItemsQuery } from '../api/nieuwsItems';
import { CardList } from '../../common/components/CardList';
import { ContentListPage } from '../../common/components/ContentListPage';

/** /nieuws: every news item, newest first. */
export function NieuwsPage() {
  const result = useQuery(nieuwsItemsQuery);
  return (
    <ContentListPage headingId="ct-nieuws-title" title={messages.content.newsTitle} result={result} errorText={messages.content.newsError}>
      {(items) => (
        <CardList
          items={items}
          emptyText={messages.content.noNews}
          getKey={(item) => item.id}
          card={(item) => ({
            to: paths.nieuwsItem(item.slug),
            title: item.title,
            date: item.publication_date ?? item.createdAt,
            text: item.summary,
            image: item.featured_image,
          })}
        />
      )}
    </ContentListPage>
  );
}
