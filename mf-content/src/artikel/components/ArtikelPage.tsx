import { messages, paths } from '@doorloopjes/shared';
import { useParams } from 'react-router-dom';
import { artikelBySlugQuery } from '../api/fetchArtikelBySlug';
import { ArticleBlocks } from './blocks/ArticleBlocks';
import { isFilled } from './blocks/filledBlocks';
import { ContentDetail } from '../../common/components/ContentDetail';
import { PeopleList } from '../../common/components/PeopleList';
import { PublicationHeader } from '../../common/components/PublicationHeader';
import { RichText } from '../../common/components/RichText';

/**
 * /artikel/:slug: an article's flexible blocks (or its body when it has none) and its authors.
 * Blocks published empty are left out; an article with nothing to read says so in the product's
 * own words.
 */
export function ArtikelPage() {
  const slug = useParams().slug ?? '';
  return (
    <ContentDetail query={artikelBySlugQuery(slug)}>
      {(artikel) => {
        const blocks = (artikel.content ?? []).filter(isFilled);
        const body = Boolean(artikel.body?.trim());
        return (
          <>
            <PublicationHeader section={{ label: messages.content.typeArticle, to: paths.achtergronden() }} publication={artikel} />
            {blocks.length > 0 ? <ArticleBlocks blocks={blocks} /> : body ? <RichText value={artikel.body} /> : <p className="dl-empty">{messages.auth.noContent}</p>}
            <PeopleList title={messages.content.authors} people={artikel.auteurs} />
          </>
        );
      }}
    </ContentDetail>
  );
}
