import { useSessionStore } from '@doorloopjes/runtime';
import { messages, usePageTitle } from '@doorloopjes/shared';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MyDataSection } from './MyDataSection';
import { ProfileForm } from './ProfileForm';

/** /profile: the profile form, the change-password section and the teacher's own data. */
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
      <MyDataSection />
    </div>
  );
}
