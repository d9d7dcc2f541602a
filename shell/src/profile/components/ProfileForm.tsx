import { EDUCATION_ROLES, EDUCATION_SECTORS, messages, type EducationRole, type EducationSector, type User } from '@doorloopjes/shared';
import { useState, type FormEvent } from 'react';
import { useLogout } from '../../public/session/hooks/useLogout';
import { FormMessageText } from './FormMessageText';
import { SelectField, TextField } from './fields';
import { KeptInputNotice, ProfileConflictNotice } from './ProfileConflictNotice';
import { profileFormValues, validateProfile, type ProfileFormValues } from '../profileForm';
import { useProfileSave, type ProfileSaveResult } from '../hooks/useProfileSave';
import { useTransientMessage } from '../hooks/useTransientMessage';

const l = messages.layout;

/** Profile details: save writes them and reloads the user. */
export function ProfileForm({ user }: { user: User }) {
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(user));
  const [message, showMessage] = useTransientMessage();
  const [conflict, setConflict] = useState(false);
  /** The own input set aside when the newer profile was loaded. */
  const [kept, setKept] = useState<ProfileFormValues | null>(null);
  const profile = useProfileSave(user);
  const saving = profile.pending;
  const logout = useLogout();
  const set = <K extends keyof ProfileFormValues>(key: K) => (value: ProfileFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateProfile(values);
    if (invalid) {
      showMessage({ kind: 'error', text: invalid });
      return;
    }
    await run(() => profile.save(values));
  };

  const run = async (write: () => Promise<ProfileSaveResult>) => {
    const result = await write();
    setConflict(result.kind === 'conflict');
    if (result.kind === 'saved') {
      setKept(null);
      showMessage({ kind: 'success', text: l.profileSaved });
    }
    if (result.kind === 'error') showMessage({ kind: 'error', text: result.text });
  };

  const loadNewer = async () => {
    const fresh = await profile.loadNewer();
    if (!fresh) return showMessage({ kind: 'error', text: l.profileError });
    setKept(values);
    setValues(profileFormValues(fresh));
    setConflict(false);
  };

  const restoreMine = () => {
    if (kept) setValues(kept);
    setKept(null);
  };

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="profile-details-title">
      <h2 id="profile-details-title">{l.profileDetails}</h2>
      <TextField label={l.fieldFullName} value={values.fullName} onChange={set('fullName')} required autoComplete="name" />
      <TextField label={l.fieldEmail} type="email" value={user.email} disabled />
      <SelectField label={l.fieldEducationRole} value={values.educationRole} onChange={(value) => set('educationRole')(value as EducationRole | '')} placeholder={l.choose} required>
        {EDUCATION_ROLES.map((role) => (
          <option key={role} value={role}>
            {l.roleLabels[role]}
          </option>
        ))}
      </SelectField>
      {values.educationRole === 'anders' && <TextField label={l.fieldEducationRoleOther} value={values.educationRoleOther} onChange={set('educationRoleOther')} required />}
      <SelectField label={l.fieldEducationSector} value={values.educationSector} onChange={(value) => set('educationSector')(value as EducationSector | '')} placeholder={l.choose} required>
        {EDUCATION_SECTORS.map((sector) => (
          <option key={sector} value={sector}>
            {sector}
          </option>
        ))}
      </SelectField>
      <TextField label={l.fieldSchoolName} value={values.schoolName} onChange={set('schoolName')} autoComplete="organization" />
      <TextField label={l.fieldCity} value={values.city} onChange={set('city')} autoComplete="address-level2" />
      <div className="form-check">
        <input id="profile-is-student" type="checkbox" checked={values.isStudent} onChange={(event) => set('isStudent')(event.target.checked)} />
        <label htmlFor="profile-is-student">{l.fieldIsStudent}</label>
      </div>
      <FormMessageText message={message} />
      {conflict && <ProfileConflictNotice busy={saving} onLoadNewer={() => void loadNewer()} onOverwrite={() => void run(() => profile.overwrite(values))} />}
      {kept && <KeptInputNotice onRestore={restoreMine} />}
      <div className="form-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? l.saving : l.save}
        </button>
        <button type="button" className="button button-secondary" onClick={logout}>
          {l.logout}
        </button>
      </div>
    </form>
  );
}
