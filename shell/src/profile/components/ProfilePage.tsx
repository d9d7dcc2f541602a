import { useSessionUser } from '@doorloopjes/runtime';
import { messages, usePageTitle } from '@doorloopjes/shared';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LogoutEverywhereSection } from './LogoutEverywhereSection';
import { MyDataSection } from './MyDataSection';
import { ProfileForm } from './ProfileForm';

/** /profile: the profile form, the change-password section, logging out everywhere and the teacher's own data. */
export function ProfilePage() {
  const user = useSessionUser();
  usePageTitle(messages.layout.profileTitle);
  // The layout renders pages only with a user; the guard keeps the types honest.
  if (!user) return null;
  return (
    <div className="profile-page">
      <h1 tabIndex={-1}>{messages.layout.profileTitle}</h1>
      <ProfileForm user={user} />
      <ChangePasswordForm />
      <LogoutEverywhereSection />
      <MyDataSection />
    </div>
  );
}
