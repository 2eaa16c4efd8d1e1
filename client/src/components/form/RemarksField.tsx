import { REMARKS_MAX } from '@waters/domain';
import { Field, type FieldProps } from './Field';

type TextareaProps = Omit<Extract<FieldProps, { as: 'textarea' }>, 'as' | 'maxLength' | 'groupClassName'>;

/**
 * A reason or remarks typed in a dialog: a textarea of at most REMARKS_MAX characters (the server
 * keeps no more), last in the dialog's body and so without the margin under a field.
 */
export function RemarksField(props: TextareaProps) {
  return <Field as="textarea" groupClassName="" maxLength={REMARKS_MAX} {...props} />;
}
