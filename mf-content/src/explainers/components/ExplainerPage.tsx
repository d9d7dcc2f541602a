import { explainerBySlugQuery, type ExplainerKind } from '@doorloopjes/runtime';
import { messages, paths } from '@doorloopjes/shared';
import { useParams } from 'react-router-dom';
import { Breadcrumb } from '../../common/components/Breadcrumb';
import { ContentDetail } from '../../common/components/ContentDetail';
import { ContentImage } from '../../common/components/ContentImage';
import { PlainText } from './PlainText';
import { StepList } from './StepList';

const LABELS: Record<ExplainerKind, string> = {
  why: messages.content.typeWhy,
  how: messages.content.typeHow,
};

/** /why/:slug and /how/:slug: the explainer's steps when it has any, else its description as text. */
export function ExplainerPage({ kind }: { kind: ExplainerKind }) {
  const slug = useParams().slug ?? '';
  const label = LABELS[kind];
  return (
    <ContentDetail query={explainerBySlugQuery(kind, slug)}>
      {(explainer) => (
        <>
          <header className="ct-detail-header">
            <Breadcrumb crumbs={[{ label, to: paths.achtergronden() }, { label: explainer.title }]} />
            <h1 tabIndex={-1}>{explainer.title}</h1>
            <ContentImage image={explainer.image} className="ct-featured-image" />
          </header>
          {explainer.steps && explainer.steps.length > 0 ? <StepList steps={explainer.steps} /> : <PlainText value={explainer.description} />}
        </>
      )}
    </ContentDetail>
  );
}
