import { useSessionStore } from '@doorloopjes/shared';
import { RemoteArea } from '../remotes/RemoteArea';

/** The dashboard composes widgets of three remotes, each in its own boundary. */
export function DashboardPage() {
  const suggestions = useSessionStore((state) => state.settings?.ai_suggestions ?? []);
  return (
    <div className="dashboard">
      <div className="dashboard-main">
        <RemoteArea remote="assistant" module="AssistantChat" props={{ suggestions }} />
      </div>
      <aside className="dashboard-side">
        <RemoteArea remote="content" module="FeaturedCarousel" props={{}} />
        <RemoteArea remote="doorloopjes" module="ProgressDonut" props={{}} />
        <RemoteArea remote="doorloopjes" module="InProgressCarousel" props={{}} />
        <RemoteArea remote="content" module="NewsCarousel" props={{}} />
      </aside>
    </div>
  );
}
