import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldFrame {
  label: ReactNode;
  /** The validation message; marks the control invalid and is read out with it. */
  error?: string;
  hint?: ReactNode;
}

function Frame({
  id,
  label,
  error,
  hint,
  children,
  trailing,
}: FieldFrame & { id: string; children: ReactNode; trailing?: ReactNode }) {
  return (
    <div className={['ui-field', error && 'ui-field--invalid'].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-field__control">
        {children}
        {trailing}
      </div>
      {hint && !error && (
        <p className="ui-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="ui-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export interface TextFieldProps extends FieldFrame, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
  id?: string;
}

export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Frame id={inputId} label={label} error={error} hint={hint}>
      <input
        id={inputId}
        className={['ui-input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        {...input}
      />
    </Frame>
  );
}

/** A password input with a Show/Hide toggle that keeps focus where the user is typing. */
export function PasswordField({ label, error, hint, id, className, ...input }: Omit<TextFieldProps, 'type'>) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <Frame
      id={inputId}
      label={label}
      error={error}
      hint={hint}
      trailing={
        <button
          type="button"
          className="ui-field__toggle"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={inputId}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    >
      <input
        id={inputId}
        type={visible ? 'text' : 'password'}
        className={['ui-input', 'ui-input--with-toggle', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        {...input}
      />
    </Frame>
  );
}

export interface SelectFieldProps extends FieldFrame, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  ref?: Ref<HTMLSelectElement>;
  id?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function SelectField({ label, error, hint, id, options, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Frame id={selectId} label={label} error={error} hint={hint}>
      <select
        id={selectId}
        className={['ui-input', 'ui-select', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error, hint)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export interface TextAreaFieldProps
  extends FieldFrame, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
  id?: string;
}

export function TextAreaField({ label, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <Frame id={areaId} label={label} error={error} hint={hint}>
      <textarea
        id={areaId}
        className={['ui-input', 'ui-textarea', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, error, hint)}
        {...textarea}
      />
    </Frame>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  ref?: Ref<HTMLInputElement>;
  id?: string;
  label: ReactNode;
  error?: string;
}

export function Checkbox({ label, error, id, className, ...input }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={['ui-checkbox', error && 'ui-field--invalid', className].filter(Boolean).join(' ')}>
      <input
        id={inputId}
        type="checkbox"
        className="ui-checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...input}
      />
      <label htmlFor={inputId} className="ui-checkbox__label">
        {label}
      </label>
      {error && (
        <p className="ui-field__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
