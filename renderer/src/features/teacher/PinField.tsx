import type { Ref } from 'react';

/** Props of {@link PinField}. */
export interface PinFieldProps {
  id: string;
  label: string;
  inputRef: Ref<HTMLInputElement>;
  /** `new-password` while a PIN is chosen, `current-password` when it is asked for. */
  autoComplete: 'new-password' | 'current-password';
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** Ids of the messages that explain the field, if any are shown. */
  describedBy?: string;
}

/** A labelled, hidden field for the teacher's PIN of digits. */
export function PinField({
  id,
  label,
  inputRef,
  autoComplete,
  value,
  onChange,
  invalid,
  describedBy,
}: PinFieldProps) {
  return (
    <>
      <label className="kq-teacher-field" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="kq-teacher-pin"
        type="password"
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={8}
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
