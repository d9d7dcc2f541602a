import { useId, type ReactNode } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
}

/** A field's label, with a '*' (hidden from screen readers, which announce `required`) when required. */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean | undefined }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

export function TextField({ label, value, onChange, type = 'text', required, disabled, autoComplete }: TextFieldProps) {
  const id = useId();
  return (
    <div className="form-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        type={type}
        value={value}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
        onChange={(event) => onChange?.(event.target.value)}
      />
    </div>
  );
}

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  required?: boolean;
  children: ReactNode;
}

export function SelectField({ label, value, onChange, placeholder, required, children }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="form-field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select id={id} value={value} required={required} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {children}
      </select>
    </div>
  );
}
