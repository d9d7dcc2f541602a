import { loadedPageName, messages, paths, usePageTitle } from '@doorloopjes/shared';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { artikelBySlugQuery } from '../api/fetchArtikelBySlug';
import { ArticleBlocks } from './blocks/ArticleBlocks';
import { ErrorText, LoadingText } from '../../common/components/LoadState';
import { PeopleList } from '../../common/components/PeopleList';
import { PublicationHeader } from '../../common/components/PublicationHeader';
import { RichText } from '../../common/components/RichText';

/** /artikel/:slug: an article's flexible blocks (or its body when it has none) and its authors. */
export function ArtikelPage() {
  const slug = useParams().slug ?? '';
  const result = useQuery(artikelBySlugQuery(slug));
  usePageTitle(loadedPageName(result.status, result.data?.title));

  if (result.status === 'pending') return <LoadingText text={messages.content.contentLoading} />;
  if (result.status === 'error') return <ErrorText text={messages.content.contentError} />;
  const artikel = result.data;
  if (!artikel) return <ErrorText text={messages.content.contentNotFound} />;

  return (
    <article className="ct-page ct-detail">
      <PublicationHeader
        crumbs={[{ label: messages.content.typeArticle, to: paths.achtergronden() }, { label: artikel.title }]}
        title={artikel.title}
        date={artikel.publication_date ?? artikel.createdAt}
      />
      {artikel.content && artikel.content.length > 0 ? <ArticleBlocks blocks={artikel.content} /> : <RichText value={artikel.body} />}
      <PeopleList title={messages.content.authors} people={artikel.auteurs} />
    </article>
  );
}
