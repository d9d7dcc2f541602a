import { messages, paths } from '@doorloopjes/shared';
import { useParams } from 'react-router-dom';
import { artikelBySlugQuery } from '../api/fetchArtikelBySlug';
import { ArticleBlocks } from './blocks/ArticleBlocks';
import { ContentDetail } from '../../common/components/ContentDetail';
import { PeopleList } from '../../common/components/PeopleList';
import { PublicationHeader } from '../../common/components/PublicationHeader';
import { RichText } from '../../common/components/RichText';

/** /artikel/:slug: an article's flexible blocks (or its body when it has none) and its authors. */
export function ArtikelPage() {
  const slug = useParams().slug ?? '';
  return (
    <ContentDetail query={artikelBySlugQuery(slug)}>
      {(artikel) => (
        <>
          <PublicationHeader section={{ label: messages.content.typeArticle, to: paths.achtergronden() }} publication={artikel} />
          {artikel.content && artikel.content.length > 0 ? <ArticleBlocks blocks={artikel.content} /> : <RichText value={artikel.body} />}
          <PeopleList title={messages.content.authors} people={artikel.auteurs} />
        </>
      )}
    </ContentDetail>
  );
}
