import Button from 'react-bootstrap/Button';
import { Field } from '../../../components/form/Field';
import { RemarksField } from '../../../components/form/RemarksField';
import {
  choosableLots,
  shortText,
  suggestionText,
  unitsKey,
  unitsProblem,
  type LineChoice,
  type PlanLine,
  type PlanLot,
  type TypedUnits,
} from '../utils/packing';

/** The id of a line's warning when its sellable lots are short (what the dialog is described by). */
export const shortId = (line: PlanLine) => `step-short-${line.lineId}`;
export const lotUnitsId = (lineId: number, lotId: number) => `step-lot-${lineId}-${lotId}`;
export const LOT_REASON_ID = 'step-lot-reason';
const CHOICE_ID = 'step-choose-lots';

/** Why a lot with units left is not offered: its status (ON_HOLD, RECALLED), or past its best-before. */
const notSellable = (lot: PlanLot) =>
  lot.status === 'RELEASED' ? 'past its best-before' : lot.status.replace('_', ' ').toLowerCase();

export interface PackingChoice {
  choosing: boolean;
  onChoosing: (choosing: boolean) => void;
  units: TypedUnits;
  onUnits: (key: string, typed: string) => void;
  reason: string;
  onReason: (reason: string) => void;
  /** Each line's choice as typed (when choosing). */
  choices: readonly LineChoice[];
  /** The reason's problem, once the packer tried to pack. */
  reasonProblem: string | undefined;
  /** Whether the packer tried to pack: problems are shown from then on. */
  tried: boolean;
}

/**
 * Packing an order of tracked products: each line's lots first-expired-first-out (what packing
 * takes), a warning when the sellable lots are short, and "Choose other lots": units per sellable
 * lot that must add up to the line, with the reason (audited).
 */
export function PackingLots({ lines, ...choice }: { lines: readonly PlanLine[] } & PackingChoice) {
  const blocked = lines.some((line) => line.short > 0);
  return (
    <section aria-labelledby="step-lots-title">
      <h3 id="step-lots-title" className="h6">
        Lots, first expired first out
      </h3>
      <ul className="list-unstyled mb-2">
        {lines.map((line) => (
          <li key={line.lineId} className="mb-2">
            <strong className="d-block">
              {line.quantity} × {line.productName}
            </strong>
            Packs from: {suggestionText(line)}
            {line.short > 0 && (
              <span id={shortId(line)} className="d-block alert alert-danger py-2 mt-1 mb-0">
                {shortText(line)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {!blocked && <LotChoices lines={lines} {...choice} />}
    </section>
  );
}

function LotChoices({
  lines,
  choosing,
  onChoosing,
  units,
  onUnits,
  reason,
  onReason,
  choices,
  reasonProblem,
  tried,
}: { lines: readonly PlanLine[] } & PackingChoice) {
  return (
    <>
      <Button
        variant="link"
        className="px-0"
        aria-expanded={choosing}
        aria-controls={CHOICE_ID}
        onClick={() => onChoosing(!choosing)}
      >
        Choose other lots
      </Button>
      <div id={CHOICE_ID} hidden={!choosing} className="mt-2">
        {lines.map((line) => {
          const lineChoice = choices.find((c) => c.line.lineId === line.lineId);
          const sumId = `step-lots-sum-${line.lineId}`;
          const others = line.lots.filter((lot) => !lot.sellable && lot.quantityLeft > 0);
          return (
            <fieldset key={line.lineId} className="mb-3" aria-describedby={sumId}>
              <legend className="fs-6 fw-semibold mb-1">
                {line.quantity} × {line.productName}
              </legend>
              {choosableLots(line).map((lot) => {
                const key = unitsKey(line.lineId, lot.id);
                const typed = units[key] ?? '';
                return (
                  <Field
                    key={lot.id}
                    id={lotUnitsId(line.lineId, lot.id)}
                    label={`Units from ${lot.lotCode} (best before ${lot.bestBeforeLabel})`}
                    groupClassName="mb-2"
                    inputMode="numeric"
                    autoComplete="off"
                    value={typed}
                    onChange={(event) => onUnits(key, event.target.value)}
                    hint={`${lot.quantityLeft} left`}
                    error={tried && choosing ? unitsProblem(typed, lot) : undefined}
                  />
                );
              })}
              {others.length > 0 && (
                <p className="small mb-1">
                  Not to be packed:{' '}
                  {others.map((lot) => `${lot.lotCode} (${notSellable(lot)}, ${lot.quantityLeft} left)`).join(', ')}
                </p>
              )}
              <p
                id={sumId}
                className={tried && lineChoice?.problem ? 'small mb-0 text-danger fw-semibold' : 'small mb-0'}
                aria-live="polite"
              >
                {tried && lineChoice?.problem
                  ? lineChoice.problem
                  : `${lineChoice?.chosen ?? 0} of ${line.quantity} chosen`}
              </p>
            </fieldset>
          );
        })}
        <RemarksField
          id={LOT_REASON_ID}
          label="Why these lots"
          rows={2}
          required
          value={reason}
          onChange={(event) => onReason(event.target.value)}
          hint="Needed when the lots differ from first expired, first out; recorded with the packing."
          error={tried && choosing ? reasonProblem : undefined}
        />
      </div>
    </>
  );
}
