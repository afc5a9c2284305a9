import { get, useFormContext, useFormState, type FieldError, type RegisterOptions } from 'react-hook-form';
// The fields through the package, not './fields': under Module Federation that is the shared kit the page
// already has, where a relative import would bundle a second copy of them next to FormField.
import {
  Checkbox,
  PasswordField,
  SelectField,
  TextAreaField,
  TextField,
  type CheckboxProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '@p2p/ui';

/** What the form supplies: the registration (value, change, blur, ref) and the validation message. */
type Bound<P> = Omit<P, 'name' | 'error' | 'ref' | 'onChange' | 'onBlur'>;

export type FormFieldProps = {
  /** The field's path in the form's values: `email`, `questions.0.answer`. */
  name: string;
  /** Passed to `register`, for what the schema does not say (`setValueAs`, `onChange`). */
  rules?: RegisterOptions;
} & (
  | ({ kind?: 'text' } & Bound<TextFieldProps>)
  | ({ kind: 'password' } & Bound<Omit<TextFieldProps, 'type'>>)
  | ({ kind: 'select' } & Bound<SelectFieldProps>)
  | ({ kind: 'textarea' } & Bound<TextAreaFieldProps>)
  | ({ kind: 'checkbox' } & Bound<CheckboxProps>)
);

/**
 * A field of the form around it (react-hook-form's `FormProvider`): registered under `name`, with
 * that field's validation message shown under it and read out with it. Only this field re-renders
 * when its message changes.
 */
export function FormField(props: FormFieldProps) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name: props.name });
  const error = (get(errors, props.name) as FieldError | undefined)?.message;
  const bound = { ...register(props.name, props.rules), error };
  switch (props.kind) {
    case 'password': {
      const { name: _name, rules: _rules, kind: _kind, ...field } = props;
      return <PasswordField {...field} {...bound} />;
    }
    case 'select': {
      const { name: _name, rules: _rules, kind: _kind, ...field } = props;
      return <SelectField {...field} {...bound} />;
    }
    case 'textarea': {
      const { name: _name, rules: _rules, kind: _kind, ...field } = props;
      return <TextAreaField {...field} {...bound} />;
    }
    case 'checkbox': {
      const { name: _name, rules: _rules, kind: _kind, ...field } = props;
      return <Checkbox {...field} {...bound} />;
    }
    default: {
      const { name: _name, rules: _rules, kind: _kind, ...field } = props;
      return <TextField {...field} {...bound} />;
    }
  }
}
