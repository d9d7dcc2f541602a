import { explainerBySlugQuery, loadedPageName, messages, paths, usePageTitle, type ExplainerKind } from '@doorloopjes/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Breadcrumb } from '../../common/components/Breadcrumb';
import { ContentImage } from '../../common/components/ContentImage';
import { ErrorText, LoadingText } from '../../common/components/LoadState';
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
  const result = useQuery(explainerBySlugQuery(kind, slug));
  usePageTitle(loadedPageName(result.status, result.data?.title));

  if (result.status === 'pending') return <LoadingText text={messages.content.contentLoading} />;
  if (result.status === 'error') return <ErrorText text={messages.content.contentError} />;
  const explainer = result.data;
  if (!explainer) return <ErrorText text={messages.content.contentNotFound} />;

  const steps = explainer.steps ?? [];
  return (
    <article className="ct-page ct-detail">
      <header className="ct-detail-header">
        <Breadcrumb crumbs={[{ label, to: paths.achtergronden() }, { label: explainer.title }]} />
        <h1 tabIndex={-1}>{explainer.title}</h1>
        <ContentImage image={explainer.image} className="ct-featured-image" />
      </header>
      {steps.length > 0 ? <StepList steps={steps} /> : <PlainText value={explainer.description} />}
    </article>
  );
}
