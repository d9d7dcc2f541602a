import { EDUCATION_ROLES, EDUCATION_SECTORS, messages, type EducationRole, type EducationSector } from '@doorloopjes/shared';
import { useId, type FormEvent, type RefObject } from 'react';
import type { AccountFields } from '../registrationForm';
import { LabelledInput } from '../../components/LabelledInput';

interface Props {
  values: AccountFields;
  onChange: (patch: Partial<AccountFields>) => void;
  onNext: () => void;
  error: string | null;
  firstFieldRef: RefObject<HTMLInputElement | null>;
}

/**
 * Registration step 1. The form validates itself (noValidate) so the spec's Dutch messages are
 * shown instead of the browser's; `required` still tells assistive technology what is needed.
 */
export function AccountStep({ values, onChange, onNext, error, firstFieldRef }: Props) {
  const id = useId();
  const m = messages.auth;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };
  return (
    <form className="sh-form" onSubmit={onSubmit} noValidate>
      <LabelledInput label={m.fullName} ref={firstFieldRef} type="text" autoComplete="name" required value={values.fullName} onChange={(e) => onChange({ fullName: e.target.value })} />
      <LabelledInput label={m.email} type="email" autoComplete="email" required value={values.email} onChange={(e) => onChange({ email: e.target.value })} />
      <LabelledInput label={m.password} type="password" autoComplete="new-password" required value={values.password} onChange={(e) => onChange({ password: e.target.value })} />
      <label htmlFor={`${id}-role`}>{m.educationRole}</label>
      <select id={`${id}-role`} required value={values.educationRole} onChange={(e) => onChange({ educationRole: e.target.value as EducationRole | '' })}>
        <option value="">{m.chooseOption}</option>
        {EDUCATION_ROLES.map((role) => (
          <option key={role} value={role}>
            {m.roleLabels[role]}
          </option>
        ))}
      </select>
      {values.educationRole === 'anders' && (
        <>
          <LabelledInput label={m.educationRoleOther} type="text" required value={values.educationRoleOther} onChange={(e) => onChange({ educationRoleOther: e.target.value })} />
        </>
      )}
      <label htmlFor={`${id}-sector`}>{m.educationSector}</label>
      <select id={`${id}-sector`} required value={values.educationSector} onChange={(e) => onChange({ educationSector: e.target.value as EducationSector | '' })}>
        <option value="">{m.chooseOption}</option>
        {EDUCATION_SECTORS.map((sector) => (
          <option key={sector} value={sector}>
            {sector}
          </option>
        ))}
      </select>
      <label className="sh-form-check">
        <input type="checkbox" checked={values.isStudent} onChange={(e) => onChange({ isStudent: e.target.checked })} />
        {m.isStudent}
      </label>
      {error && (
        <p className="sh-form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button sh-form-submit">
        {m.next}
      </button>
    </form>
  );
}
