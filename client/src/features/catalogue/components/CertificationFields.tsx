import { useEffect, useState } from 'react';
import { CERTIFICATE_NUMBER_MAX, CERTIFICATION_SCHEMES, isCalendarDay, type CertificationScheme } from '@waters/domain';
import { Field } from '../../../components/form/Field';

/** One scheme's row: carried or not, with its number and last valid day. */
export interface CertificationRow {
  carried: boolean;
  certificateNumber: string;
  validUntil: string;
}
export type CertificationRows = Record<CertificationScheme, CertificationRow>;

const EMPTY_ROW: CertificationRow = { carried: false, certificateNumber: '', validUntil: '' };

/** The rows for what a product carries now. */
export function certificationRows(
  kept: readonly { scheme: string; certificateNumber: string; validUntil: string }[],
): CertificationRows {
  return Object.fromEntries(
    CERTIFICATION_SCHEMES.map((scheme) => {
      const found = kept.find((c) => c.scheme === scheme);
      return [
        scheme,
        found ? { carried: true, certificateNumber: found.certificateNumber, validUntil: found.validUntil } : EMPTY_ROW,
      ];
    }),
  ) as CertificationRows;
}

/** What is wrong with a carried row, by field. */
export function certificationErrors(
  rows: CertificationRows,
): Partial<Record<`${CertificationScheme}-${'number' | 'until'}`, string>> {
  const errors: Partial<Record<`${CertificationScheme}-${'number' | 'until'}`, string>> = {};
  for (const scheme of CERTIFICATION_SCHEMES) {
    const row = rows[scheme];
    if (!row.carried) continue;
    if (row.certificateNumber.trim() === '') errors[`${scheme}-number`] = 'Certificate number is required';
    else if ([...row.certificateNumber.trim()].length > CERTIFICATE_NUMBER_MAX)
      errors[`${scheme}-number`] = `Certificate number must be at most ${CERTIFICATE_NUMBER_MAX} characters`;
    if (!isCalendarDay(row.validUntil)) errors[`${scheme}-until`] = 'Valid until must be a date like 2027-03-01';
  }
  return errors;
}

/** The carried rows as the server takes them. */
export const certificationInput = (rows: CertificationRows) =>
  CERTIFICATION_SCHEMES.filter((scheme) => rows[scheme].carried).map((scheme) => ({
    scheme,
    certificateNumber: rows[scheme].certificateNumber.trim(),
    validUntil: rows[scheme].validUntil,
  }));

interface CertificationFieldsProps {
  rows: CertificationRows;
  onChange: (rows: CertificationRows) => void;
  /** Messages to show now (after a submit). */
  errors: ReturnType<typeof certificationErrors>;
  disabled: boolean;
}

/** Edit Product's certifications: a box per scheme, and its number and last valid day when carried. */
export function CertificationFields({ rows, onChange, errors, disabled }: CertificationFieldsProps) {
  const change = (scheme: CertificationScheme, part: Partial<CertificationRow>) =>
    onChange({ ...rows, [scheme]: { ...rows[scheme], ...part } });
  return (
    <fieldset className="border-top pt-3 mt-2" disabled={disabled} aria-busy={disabled || undefined}>
      <legend className="h6">Certifications</legend>
      <p className="small text-body-secondary">
        The staff are e-mailed 30 days before one runs out; the product page stops showing it after its last day.
      </p>
      {CERTIFICATION_SCHEMES.map((scheme) => (
        <div key={scheme} className="mb-2">
          <div className="form-check">
            <input
              className="form-check-input"
              type="checkbox"
              id={`edit-cert-${scheme}`}
              checked={rows[scheme].carried}
              onChange={(event) => change(scheme, { carried: event.target.checked })}
            />
            <label className="form-check-label" htmlFor={`edit-cert-${scheme}`}>
              {scheme}
            </label>
          </div>
          {rows[scheme].carried && (
            <div className="row g-2 ms-2">
              <div className="col-sm-6">
                <Field
                  id={`edit-cert-${scheme}-number`}
                  label={`${scheme} certificate number`}
                  value={rows[scheme].certificateNumber}
                  maxLength={CERTIFICATE_NUMBER_MAX}
                  autoComplete="off"
                  error={errors[`${scheme}-number`]}
                  onChange={(event) => change(scheme, { certificateNumber: event.target.value })}
                />
              </div>
              <div className="col-sm-6">
                <Field
                  id={`edit-cert-${scheme}-until`}
                  type="date"
                  label={`${scheme} valid until`}
                  value={rows[scheme].validUntil}
                  error={errors[`${scheme}-until`]}
                  onChange={(event) => change(scheme, { validUntil: event.target.value })}
                />
              </div>
            </div>
          )}
        </div>
      ))}
    </fieldset>
  );
}

/**
 * Edit Product's certifications: the rows (filled once what is kept has arrived), their messages
 * after a submit, and whether anything changed (only then are they sent).
 */
export function useCertificationRows(
  kept: readonly { scheme: string; certificateNumber: string; validUntil: string }[] | undefined,
  submitted: boolean,
) {
  const [rows, setRows] = useState<CertificationRows>(() => certificationRows([]));
  useEffect(() => {
    if (kept) setRows(certificationRows(kept));
  }, [kept]);
  const errors = certificationErrors(rows);
  const changed =
    kept !== undefined &&
    JSON.stringify(certificationInput(rows)) !== JSON.stringify(certificationInput(certificationRows(kept)));
  return { rows, setRows, errors, shownErrors: submitted ? errors : {}, changed, firstInvalid: Object.keys(errors)[0] };
}
