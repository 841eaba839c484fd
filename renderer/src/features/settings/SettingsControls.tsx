import { type ReactNode, useId } from 'react';

/** Props of {@link SwitchRow}. */
export interface SwitchRowProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A short explanation under the label. */
  help?: string;
  disabled?: boolean;
}

/** An on/off setting: a native checkbox with the switch role, so Space toggles it. */
export function SwitchRow({ label, checked, onChange, help, disabled }: SwitchRowProps) {
  const helpId = useId();
  return (
    <label className="kq-set-row kq-set-switch">
      <span className="kq-set-label">
        {label}
        {help ? (
          <span id={helpId} className="kq-set-help">
            {help}
          </span>
        ) : null}
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        aria-describedby={help ? helpId : undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className="kq-switch-track" aria-hidden="true">
        <span className="kq-switch-thumb" />
      </span>
    </label>
  );
}

/** Props of {@link ChoiceGroup}. */
export interface ChoiceGroupProps<T extends string> {
  legend: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
}

/** A one-of-several setting as native radio buttons: arrow keys move the choice. */
export function ChoiceGroup<T extends string>({ legend, value, options, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="kq-set-row kq-set-choices">
      <legend className="kq-set-label">{legend}</legend>
      <div className="kq-choice-list">
        {options.map((option) => (
          <label key={option.value} className="kq-choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="kq-choice-face">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Props of {@link VolumeRow}. */
export interface VolumeRowProps {
  label: string;
  /** Volume from 0 to 1. */
  value: number;
  onChange: (value: number) => void;
  /** Text for the current value, e.g. "50%". */
  valueText: string;
  disabled?: boolean;
}

/** A volume slider from 0 to 100 % in steps of 10; arrow keys change it. */
export function VolumeRow({ label, value, onChange, valueText, disabled }: VolumeRowProps) {
  const id = useId();
  return (
    <div className="kq-set-row kq-set-volume">
      <label className="kq-set-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={10}
        value={Math.round(value * 100)}
        disabled={disabled}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.currentTarget.value) / 100)}
      />
      <output htmlFor={id} className="kq-set-value">
        {valueText}
      </output>
    </div>
  );
}
