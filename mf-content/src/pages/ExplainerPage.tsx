import { messages, paths, type Explainer } from '@doorloopjes/shared';
import { useParams } from 'react-router-dom';
import { fetchHowBySlug } from '../api/fetchHowBySlug';
import { fetchWhyBySlug } from '../api/fetchWhyBySlug';
import { Breadcrumb } from '../components/Breadcrumb';
import { ContentImage } from '../components/ContentImage';
import { ErrorText, LoadingText } from '../components/LoadState';
import { PlainText } from '../components/PlainText';
import { StepList } from '../components/StepList';
import { useRemoteData } from '../hooks/useRemoteData';

const EXPLAINERS = {
  why: { load: fetchWhyBySlug, label: messages.content.typeWhy },
  how: { load: fetchHowBySlug, label: messages.content.typeHow },
} satisfies Record<string, { load: (slug: string) => Promise<Explainer | null>; label: string }>;

/** /why/:slug and /how/:slug: the explainer's steps when it has any, else its description as text. */
export function ExplainerPage({ kind }: { kind: keyof typeof EXPLAINERS }) {
  const slug = useParams().slug ?? '';
  const { load, label } = EXPLAINERS[kind];
  const result = useRemoteData(() => load(slug), `${kind}/${slug}`);

  if (result.status === 'loading') return <LoadingText text={messages.content.contentLoading} />;
  if (result.status === 'error') return <ErrorText text={messages.content.contentError} />;
  const explainer = result.data;
  if (!explainer) return <ErrorText text={messages.content.contentNotFound} />;

  const steps = explainer.steps ?? [];
  return (
    <article className="ct-page ct-detail">
      <header className="ct-detail-header">
        <Breadcrumb crumbs={[{ label, to: paths.achtergronden() }, { label: explainer.title }]} />
        <h1>{explainer.title}</h1>
        <ContentImage image={explainer.image} className="ct-featured-image" />
      </header>
      {steps.length > 0 ? <StepList steps={steps} /> : <PlainText value={explainer.description} />}
    </article>
  );
}
