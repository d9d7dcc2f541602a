import { messages, paths, type User } from '@doorloopjes/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLogout } from '../../public/session/hooks/useLogout';
import { VersionsDialog } from '../../remotes/components/VersionsDialog';
import { displayName, initials } from '../initials';

/**
 * The sidebar's profile menu: a disclosure with profile settings and log out. Escape and a click
 * elsewhere close it; focus returns to the button on Escape.
 */
export function ProfileMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const logout = useLogout();
  const name = displayName(user);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    // Escape anywhere in the menu closes it, as users of a disclosure menu expect.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className="profile-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="profile-menu-button"
        data-tour="profile-menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="profile-menu-label">{messages.layout.profileMenu}</span>
      </button>
      <ul id={menuId} className="profile-menu-list" hidden={!open}>
        <li>
          <Link to={paths.profile()} onClick={() => setOpen(false)}>
            {messages.layout.profileSettings}
          </Link>
        </li>
        <li>
          <Link to={paths.accessibility()} onClick={() => setOpen(false)}>
            {messages.accessibility.title}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setVersionsOpen(true);
            }}
          >
            {messages.remotes.versionsMenuItem}
          </button>
        </li>
        <li>
          <button type="button" onClick={logout}>
            {messages.layout.logout}
          </button>
        </li>
      </ul>
      {versionsOpen && <VersionsDialog onClose={() => setVersionsOpen(false)} />}
    </div>
  );
}
