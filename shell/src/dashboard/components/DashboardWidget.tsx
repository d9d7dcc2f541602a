import type { RemoteName } from '@doorloopjes/shared';
import type { ReactNode } from 'react';
import { useRemoteEnabled } from '../../remotes/hooks/RegistryContext';

interface DashboardWidgetProps {
  name: string;
  /** The remote that serves the widget: a switched-off remote leaves the area out altogether. */
  remote: RemoteName;
  children: ReactNode;
}

/** A named area of the dashboard around one remote widget (its own boundary inside). */
export function DashboardWidget({ name, remote, children }: DashboardWidgetProps) {
  if (!useRemoteEnabled(remote)) return null;
  return (
    <div role="group" aria-label={name} className="dashboard-widget">
      {children}
    </div>
  );
}
