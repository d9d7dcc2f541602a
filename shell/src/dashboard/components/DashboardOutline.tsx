import { messages, paths } from '@doorloopjes/shared';
import { matchPath, useLocation } from 'react-router-dom';
import { useFrameRemoteOn } from '../../layout/hooks/useFrameRemoteOn';
import './dashboardOutline.css';

/**
 * The assistant's chat as it opens, while its remote loads: the panel, its title and the welcome,
 * in the sizes mf-assistant draws them (its AssistantChat and assistant.css), with grey places for
 * the suggestion cards, the input and the reset control. The welcome is the dashboard's largest
 * text: drawn here, it is painted from the server's HTML (dashboardOutline.css is inlined there),
 * and the chat that replaces it draws the same text in the same box, so the page's largest paint
 * is the first one. A stand-in, so hidden from screen readers: with a `label` it is a loading
 * status of that name (as the shared Skeleton); without, a loading line beside it speaks for it.
 */
export function ChatOutline({ label }: { label?: string }) {
  const a = messages.assistant;
  return (
    <div className="shell-chat-outline" {...(label ? { role: 'status', 'aria-busy': true, 'aria-label': label } : {})}>
      <div className="shell-chat-outline-parts" aria-hidden="true">
        <p className="shell-chat-outline-title">{a.title}</p>
        <div className="shell-chat-outline-messages">
          <div className="shell-chat-outline-bubble">
            <p>{a.welcome}</p>
          </div>
        </div>
        <div className="shell-chat-outline-cards">
          <span className="shell-chat-outline-place" />
          <span className="shell-chat-outline-place" />
        </div>
        <span className="shell-chat-outline-place shell-chat-outline-composer" />
        <span className="shell-chat-outline-place shell-chat-outline-reset" />
      </div>
    </div>
  );
}

/** The dashboard's grid (layout.css `.dashboard`) with the chat's outline in its main column. */
export function DashboardOutline({ label }: { label?: string }) {
  return (
    <div className="shell-dashboard-outline">
      <div>
        <ChatOutline label={label} />
      </div>
      <div />
    </div>
  );
}

/**
 * Whether the page being loaded is the dashboard with its chat (the assistant switched on): its
 * outline then stands where other pages show grey lines or a loading line. Hydration-safe: the
 * same answer on the server and in the render that hydrates its HTML (useFrameRemoteOn).
 */
export function useDashboardChatAwaited(): boolean {
  const { pathname } = useLocation();
  const isOn = useFrameRemoteOn();
  return matchPath(paths.dashboard(), pathname) !== null && isOn('assistant');
}
