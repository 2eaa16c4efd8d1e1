import Button from 'react-bootstrap/Button';
import { Field } from '../../../components/form/Field';
import { PRESETS, type Period, type PresetName } from '../../../lib/period';

/** From / To dates (Manila calendar days, both included) and the quick presets. */
export function PeriodForm({
  period,
  today,
  error,
  onChange,
}: {
  period: Period;
  today: string;
  error: string | null;
  onChange: (period: Period) => void;
}) {
  // One message for both dates, in the live region under the form.
  const date = {
    type: 'date',
    groupClassName: '',
    requiredMark: false,
    required: true,
    error: error ?? undefined,
    errorId: 'period-error',
  } as const;
  return (
    <form aria-labelledby="period-title" className="card card-body mb-4" onSubmit={(event) => event.preventDefault()}>
      <h2 id="period-title" className="h5">
        Period
      </h2>
      <div className="d-flex flex-wrap gap-3 align-items-end">
        <Field
          {...date}
          id="period-from"
          label="From"
          value={period.from}
          onChange={(event) => onChange({ ...period, from: event.target.value })}
        />
        <Field
          {...date}
          id="period-to"
          label="To"
          value={period.to}
          onChange={(event) => onChange({ ...period, to: event.target.value })}
        />
        <div role="group" aria-label="Quick periods" className="d-flex flex-wrap gap-2">
          {(Object.keys(PRESETS) as PresetName[]).map((name) => {
            const preset = PRESETS[name](today);
            const active = preset.from === period.from && preset.to === period.to;
            return (
              <Button
                key={name}
                variant={active ? 'primary' : 'outline-primary'}
                aria-pressed={active}
                onClick={() => onChange(preset)}
              >
                {name}
              </Button>
            );
          })}
        </div>
      </div>
      <p id="period-error" role="alert" className="text-danger small mt-2 mb-0">
        {error ?? ''}
      </p>
    </form>
  );
}
