import { messages } from '@doorloopjes/shared';
import { type FormEvent, type RefObject } from 'react';
import type { SchoolFields } from '../registrationForm';
import { ButtonRow } from '../../components/ButtonRow';
import { LabelledInput } from '../../components/LabelledInput';

interface Props {
  values: SchoolFields;
  onChange: (patch: Partial<SchoolFields>) => void;
  onSubmit: () => void;
  onSkip: () => void;
  onBack: () => void;
  busy: boolean;
  firstFieldRef: RefObject<HTMLInputElement | null>;
}

/** Registration step 2: school and city, both optional; 'Overslaan' registers without them. */
export function SchoolStep({ values, onChange, onSubmit, onSkip, onBack, busy, firstFieldRef }: Props) {
  const m = messages.auth;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="sh-form" onSubmit={submit} aria-busy={busy}>
      <p>{m.schoolStepIntro}</p>
      <LabelledInput label={m.schoolName} ref={firstFieldRef} type="text" autoComplete="organization" value={values.schoolName} onChange={(e) => onChange({ schoolName: e.target.value })} />
      <LabelledInput label={m.city} type="text" autoComplete="address-level2" value={values.city} onChange={(e) => onChange({ city: e.target.value })} />
      <ButtonRow
        className="sh-form-actions"
        busy={busy}
        buttons={[
          { label: m.back, onClick: onBack, look: 'secondary' },
          { label: m.skip, onClick: onSkip, look: 'secondary' },
          { label: busy ? m.busy : m.createAccount },
        ]}
      />
    </form>
  );
}
