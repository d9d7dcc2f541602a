import { dispatchAppEvent } from '@doorloopjes/runtime';
import { Modal, messages } from '@doorloopjes/shared';
import { NavLink } from 'react-router-dom';
import { useRemoteEnabled } from '../../remotes/hooks/RegistryContext';
import { useVisibleNavItems } from '../hooks/useVisibleNavItems';

interface MoreSheetProps {
  onClose: () => void;
  onOpenContact: () => void;
}

/** Narrow screens: Kennisbank, Webinars, Contact and AI in a bottom sheet opened by 'Meer'. */
export function MoreSheet({ onClose, onOpenContact }: MoreSheetProps) {
  const items = useVisibleNavItems().filter((item) => item.narrow === 'more-sheet');
  const assistant = useRemoteEnabled('assistant');
  return (
    <Modal title={messages.layout.navMore} onClose={onClose} className="more-sheet">
      <ul className="more-sheet-list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} data-tour={item.tourId} onClick={onClose}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" data-tour="nav-contact" onClick={onOpenContact}>
            {messages.layout.navContact}
          </button>
        </li>
        {assistant && (
          <li>
            <button
              type="button"
              onClick={() => {
                onClose();
                dispatchAppEvent('open-ai-assistant', undefined);
              }}
            >
              {messages.layout.navAi}
            </button>
          </li>
        )}
      </ul>
    </Modal>
  );
}
