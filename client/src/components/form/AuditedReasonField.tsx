import { REMARKS_MAX } from '@waters/domain';
import { Field } from './Field';

/**
 * The reason a dialog asks before an audited change (a hold, a write-off, a correction): required,
 * last in the dialog's body. Built on Field, not RemarksField: one more screen importing RemarksField
 * moves it into the code every signed-in page downloads (vite.config.ts, api-shared).
 */
export function AuditedReasonField(props: {
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur?: () => void;
  error?: string;
}) {
  return (
    <Field
      as="textarea"
      groupClassName=""
      maxLength={REMARKS_MAX}
      label="Reason"
      requiredMark={false}
      rows={2}
      required
      {...props}
      hint={`Required, up to ${REMARKS_MAX} characters; kept in the audit log.`}
    />
  );
}
