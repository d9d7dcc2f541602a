import { messages } from '@doorloopjes/shared';
import type { RefObject } from 'react';
import { LabelledInput } from '../../components/LabelledInput';

interface Props {
  value: string;
  onChange: (email: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** 'username' where it signs in (password managers pair it with the password), else 'email'. */
  autoComplete: 'username' | 'email';
}

/** The login modal's e-mail field, the first of each of its forms; the address carries across them. */
export function EmailField({ value, onChange, inputRef, autoComplete }: Props) {
  return (
    <LabelledInput
      label={messages.auth.email}
      ref={inputRef}
      type="email"
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
