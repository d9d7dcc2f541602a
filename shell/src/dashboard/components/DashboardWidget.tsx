import { messages, type ExposedName, type ExposedProps, type RemoteName } from '@doorloopjes/shared';
import { useRemoteEnabled } from '../../remotes/hooks/RegistryContext';
import { useOtherAreasMayLoad } from '../../remotes/mainContent';
import { RemoteArea, RemoteAreaSkeleton } from '../../remotes/components/RemoteArea';

interface DashboardWidgetProps<R extends RemoteName, M extends ExposedName<R>> {
  name: string;
  /** The remote that serves the widget: a switched-off remote leaves the area out altogether. */
  remote: R;
  module: M;
  props: ExposedProps<R, M>;
}

/**
 * A named area of the dashboard around one remote widget (its own boundary inside), with a
 * skeleton while it loads, which starts once the chat has shown (useOtherAreasMayLoad). The area
 * keeps the widget's loaded height from the first skeleton on (`data-widget`, layout.css).
 */
export function DashboardWidget<R extends RemoteName, M extends ExposedName<R>>({ name, remote, module, props }: DashboardWidgetProps<R, M>) {
  const mayLoad = useOtherAreasMayLoad();
  if (!useRemoteEnabled(remote)) return null;
  const label = messages.layout.widgetLoading(name);
  return (
    <div role="group" aria-label={name} className="dashboard-widget" data-widget={module}>
      {mayLoad ? <RemoteArea remote={remote} module={module} props={props} label={label} /> : <RemoteAreaSkeleton label={label} />}
    </div>
  );
}
