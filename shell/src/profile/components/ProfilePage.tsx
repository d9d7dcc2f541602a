import { messages, usePageTitle, useSessionStore } from '@doorloopjes/shared';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';

/** /profile: the profile form and the change-password section. */
export function ProfilePage() {
  const user = useSessionStore((state) => state.user);
  usePageTitle(messages.layout.profileTitle);
  // The layout renders pages only with a user; the guard keeps the types honest.
  if (!user) return null;
  return (
    <div className="profile-page">
      <h1 tabIndex={-1}>{messages.layout.profileTitle}</h1>
      <ProfileForm user={user} />
      <ChangePasswordForm />
    </div>
  );
}
