import { useGlobalSettings } from '@doorloopjes/runtime';
import { messages, usePageTitle } from '@doorloopjes/shared';
import { useMemo } from 'react';
import { ChatOutline } from './DashboardOutline';
import { DashboardWidget } from './DashboardWidget';
import { dashboardSuggestions } from '../dashboardSuggestions';
import { RemoteArea } from '../../remotes/components/RemoteArea';

const l = messages.layout;

/**
 * The dashboard composes widgets of three remotes, each in its own boundary: a remote that is
 * down shows its fallback in its own area, a switched-off remote leaves its area out. Each area
 * shows a skeleton while its remote loads, the chat the outline of itself (the frame's skeleton
 * shows the same before). The chat is the page's main content: the widgets beside it load once it
 * has shown.
 */
export function DashboardPage() {
  usePageTitle(l.dashboardTitle);
  const settings = useGlobalSettings();
  const suggestions = useMemo(() => dashboardSuggestions(settings), [settings]);
  return (
    <div className="dashboard">
      <h1 className="dl-visually-hidden" tabIndex={-1}>{l.dashboardTitle}</h1>
      <div className="dashboard-main">
        <RemoteArea remote="assistant" module="AssistantChat" props={{ suggestions }} skeleton={<ChatOutline label={l.widgetLoading(l.widgetAssistant)} />} main />
      </div>
      <div className="dashboard-side">
        <DashboardWidget name={l.widgetFeatured} remote="content" module="FeaturedCarousel" props={{}} />
        <DashboardWidget name={l.widgetProgress} remote="doorloopjes" module="ProgressDonut" props={{}} />
        <DashboardWidget name={l.widgetInProgress} remote="doorloopjes" module="InProgressCarousel" props={{}} />
        <DashboardWidget name={l.widgetNews} remote="content" module="NewsCarousel" props={{}} />
      </div>
    </div>
  );
}
