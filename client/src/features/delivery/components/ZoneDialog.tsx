import { LEAD_DAYS_MAX, WEEKDAY_NAMES, ZONE_NAME_MAX } from '@waters/domain';
import { PlaceSelect } from '../../../components/places/PlacePicker';
import { placeName, usePlaceLists } from '../../../components/places/use-place-lists';
import { useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormDialog } from '../../../components/FormDialog';
import { formFailure } from '../../../api/api-errors';
import { Field, type FieldProps } from '../../../components/form/Field';
import type { DeliveryZoneFieldsFragment } from '../api/delivery-zone-fields.generated';
import {
  AREAS_MAX,
  draftOf,
  EMPTY_AREA,
  NEW_ZONE,
  ZONE_FIELDS,
  zoneErrors,
  zoneInput,
  type AreaDraft,
  type ZoneDraft,
  type ZoneField,
} from '../utils/zone-form';

export type ZoneInput = ReturnType<typeof zoneInput>;

/** What the dialog is for: a new zone, or one of the list's. */
export type ZoneEdit = { kind: 'add' } | { kind: 'edit'; zone: DeliveryZoneFieldsFragment };

const FIELD_ID: Record<ZoneField, string> = {
  name: 'zone-name',
  areas: 'zone-area-0-province',
  deliveryFee: 'zone-fee',
  leadDays: 'zone-lead-days',
  weekdays: 'zone-day-1',
  cutoff: 'zone-cutoff',
};

/**
 * Adds or edits a delivery zone: its name, the places it covers (a province, and a city unless it
 * is the whole province), its fee, how many days ahead it delivers, on which days, the day's last
 * order time and whether customers may choose it. The server's refusal (an area already in another
 * zone, say) shows above the form.
 */
export function ZoneDialog({
  edit,
  onClose,
  onSave,
}: {
  edit: ZoneEdit | null;
  onClose: () => void;
  onSave: (input: ZoneInput) => Promise<void>;
}) {
  const [draft, setDraft] = useState<ZoneDraft>(NEW_ZONE);
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = zoneErrors(draft);
  const shown = (field: ZoneField) => (submitted ? errors[field] : undefined);
  const change = (patch: Partial<ZoneDraft>) => setDraft((current) => ({ ...current, ...patch }));
  /** What a Field takes to edit one of the typed fields (each one required). */
  const typed = (field: 'name' | 'deliveryFee' | 'leadDays' | 'cutoff') => ({
    id: FIELD_ID[field],
    required: true,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
    error: shown(field),
  });
  const setArea = (index: number, patch: Partial<ZoneDraft['areas'][number]>) =>
    setDraft((current) => ({
      ...current,
      areas: current.areas.map((area, at) => (at === index ? { ...area, ...patch } : area)),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setRefusal(null);
    const first = ZONE_FIELDS.find((field) => errors[field]);
    if (first) {
      document.getElementById(FIELD_ID[first])?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSave(zoneInput(draft));
    } catch (error) {
      const { code, message } = formFailure(error);
      setRefusal(
        code === 'BAD_USER_INPUT' || code === 'CONFLICT'
          ? (message ?? 'The zone could not be saved.')
          : 'The zone could not be saved. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const opened = () => {
    setDraft(edit?.kind === 'edit' ? draftOf(edit.zone) : NEW_ZONE);
    setSubmitted(false);
    setRefusal(null);
  };
  const title = edit?.kind === 'edit' ? `Edit zone ${edit.zone.name}` : 'Add a delivery zone';
  const areasError = shown('areas');

  return (
    <FormDialog
      show={edit !== null}
      onEnter={opened}
      size="lg"
      titleId="zone-dialog-title"
      title={title}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      submitLabel={busy ? 'Saving…' : edit?.kind === 'edit' ? 'Save zone' : 'Add zone'}
      busy={busy}
      message={refusal}
    >
      <Field {...typed('name')} label="Name" maxLength={ZONE_NAME_MAX} />
      <RequiredFieldset legend="Areas" error={areasError} errorId="zone-areas-error" hintId="zone-areas-hint">
        <p id="zone-areas-hint" className="form-text mt-0 mb-2">
          A province, and a city or municipality in it, from the Philippine lists; “Whole province” covers all of it.
        </p>
        {draft.areas.map((area, index) => (
          <AreaRow
            key={index}
            index={index}
            area={area}
            invalid={!!areasError}
            onChange={(patch) => setArea(index, patch)}
            onRemove={
              draft.areas.length === 1 ? null : () => change({ areas: draft.areas.filter((_, at) => at !== index) })
            }
          />
        ))}
        <Button
          variant="outline-primary"
          size="sm"
          disabled={draft.areas.length >= AREAS_MAX}
          onClick={() => change({ areas: [...draft.areas, EMPTY_AREA] })}
        >
          Add an area
        </Button>
      </RequiredFieldset>
      <div className="row g-3">
        <ColumnField column="col-12 col-sm-4" {...typed('deliveryFee')} label="Delivery fee (₱)" inputMode="decimal" />
        <ColumnField
          column="col-6 col-sm-4"
          {...typed('leadDays')}
          label="Lead days"
          type="number"
          min={0}
          max={LEAD_DAYS_MAX}
          step={1}
          hint="Days from the order to its delivery."
        />
        <ColumnField
          column="col-6 col-sm-4"
          {...typed('cutoff')}
          label="Cut-off (Manila)"
          type="time"
          hint="Later orders count from the next day."
        />
      </div>
      <RequiredFieldset legend="Delivery days" error={shown('weekdays')} errorId="zone-days-error">
        {WEEKDAY_NAMES.map((day, index) => {
          const weekday = index + 1;
          return (
            <Form.Check
              key={day}
              inline
              type="checkbox"
              id={`zone-day-${weekday}`}
              className="zone-day"
              label={day.slice(0, 3)}
              aria-label={day}
              checked={draft.weekdays.includes(weekday)}
              isInvalid={!!shown('weekdays')}
              onChange={(event) =>
                change({
                  weekdays: event.target.checked
                    ? [...draft.weekdays, weekday].sort((a, b) => a - b)
                    : draft.weekdays.filter((other) => other !== weekday),
                })
              }
            />
          );
        })}
      </RequiredFieldset>
      <Form.Check
        type="switch"
        role="switch"
        id="zone-active"
        label="Active: customers can choose this zone at checkout"
        checked={draft.active}
        onChange={(event) => change({ active: event.target.checked })}
      />
    </FormDialog>
  );
}

/** One area: the province, then a city or municipality of it (or the whole province), from the PSGC lists. */
function AreaRow({
  index,
  area,
  invalid,
  onChange,
  onRemove,
}: {
  index: number;
  area: AreaDraft;
  invalid: boolean;
  onChange: (patch: Partial<AreaDraft>) => void;
  onRemove: (() => void) | null;
}) {
  const lists = usePlaceLists({ provinceCode: area.provinceCode, cityCode: '' });
  const written = area.provinceCode === '' && area.province !== '';
  return (
    <div className="row g-2 align-items-end mb-2 zone-area">
      {written && (
        <p className="col-12 small mb-0" id={`zone-area-${index}-written`}>
          Written before: {area.city ? `${area.city}, ` : ''}
          {area.province}. Choose it from the lists.
        </p>
      )}
      <div className="col-12 col-sm-5">
        <PlaceSelect
          id={`zone-area-${index}-province`}
          label={`Province (area ${index + 1})`}
          groupClassName=""
          places={lists.provinces}
          value={area.provinceCode}
          invalid={invalid}
          onChange={(code) =>
            onChange({ provinceCode: code, province: placeName(lists.provinces, code), cityCode: '', city: '' })
          }
        />
      </div>
      <div className="col-8 col-sm-5">
        <PlaceSelect
          id={`zone-area-${index}-city`}
          label={`City (area ${index + 1})`}
          groupClassName=""
          emptyLabel="Whole province"
          places={lists.cities}
          value={area.cityCode}
          disabled={!area.provinceCode}
          onChange={(code) => onChange({ cityCode: code, city: placeName(lists.cities, code) })}
        />
      </div>
      <div className="col-4 col-sm-2">
        <Button variant="outline-danger" className="w-100" disabled={onRemove === null} onClick={onRemove ?? undefined}>
          Remove<span className="visually-hidden"> area {index + 1}</span>
        </Button>
      </div>
    </div>
  );
}

/** A required group under its legend; its message under it, describing the group (else its hint does). */
function RequiredFieldset({
  legend,
  error,
  errorId,
  hintId,
  children,
}: {
  legend: string;
  error?: string;
  errorId: string;
  hintId?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : hintId}>
      <legend className="form-label fs-6 mb-1">
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      {children}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

/** A field in its column of a row. */
function ColumnField({ column, ...field }: FieldProps & { column: string }) {
  return (
    <div className={column}>
      <Field {...field} />
    </div>
  );
}
