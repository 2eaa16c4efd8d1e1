import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { toast } from '../../../state/toast';
import { EndStandingOrderDocument } from '../api/end-standing-order.generated';
import { PauseStandingOrderDocument } from '../api/pause-standing-order.generated';
import { ResumeStandingOrderDocument } from '../api/resume-standing-order.generated';
import { SkipStandingOccurrenceDocument } from '../api/skip-standing-occurrence.generated';
import type { StandingOrderFieldsFragment } from '../api/standing-order-fields.generated';
import { UnskipStandingOccurrenceDocument } from '../api/unskip-standing-occurrence.generated';
import { refusalText } from '../utils/refusal';
import { shortDay } from '../utils/schedule-text';

type Order = Pick<StandingOrderFieldsFragment, 'id' | 'name'>;

/** A card's heading: where the focus goes when the button that had it is gone (an undone skip, an ending). */
export const cardTitleId = (order: Pick<Order, 'id'>) => `standing-order-${order.id}-title`;

/**
 * The one-click changes of a standing order's card. Each answers the standing order again (the
 * cache updates its card); done, a notice says so; refused, the server's reason is kept for that card.
 */
export function useStandingActions() {
  const [pause] = useMutation(PauseStandingOrderDocument);
  const [resume] = useMutation(ResumeStandingOrderDocument);
  const [end] = useMutation(EndStandingOrderDocument);
  const [skip] = useMutation(SkipStandingOccurrenceDocument);
  const [unskip] = useMutation(UnskipStandingOccurrenceDocument);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);
  /** A change just answered: its card's heading takes the focus when the change took its button away (or `heading`). */
  const [settled, setSettled] = useState<{ order: Order; heading: boolean } | null>(null);
  useEffect(() => {
    if (!settled) return;
    const focused = document.activeElement;
    if (settled.heading || !focused || focused === document.body)
      document.getElementById(cardTitleId(settled.order))?.focus();
    setSettled(null);
  }, [settled]);

  const run = async (order: Order, change: () => Promise<unknown>, done: string, failed: string, heading = false) => {
    // One change at a time: the buttons stay focusable (a disabled button would drop the focus) and wait.
    if (busyId !== null) return;
    setFailure(null);
    setBusyId(order.id);
    let succeeded = false;
    try {
      await change();
      succeeded = true;
      toast.success(done);
    } catch (error) {
      setFailure({ id: order.id, message: refusalText(error, failed) });
    } finally {
      setBusyId(null);
      setSettled({ order, heading: heading && succeeded });
    }
  };
  const byId = (order: Order) => ({ variables: { id: order.id } });

  return {
    /** The card whose change is under way: its buttons wait. */
    busyId,
    /** The card whose last change was refused, and why. */
    failureOf: (order: Order) => (failure?.id === order.id ? failure.message : null),
    pause: (order: Order) =>
      run(order, () => pause(byId(order)), `${order.name} paused.`, `${order.name} could not be paused.`),
    resume: (order: Order) =>
      run(order, () => resume(byId(order)), `${order.name} resumed.`, `${order.name} could not be resumed.`),
    /** Ending takes the card's buttons away: its heading takes the focus. */
    end: (order: Order) =>
      run(order, () => end(byId(order)), `${order.name} ended.`, `${order.name} could not be ended.`, true),
    skip: (order: Order, day: string) =>
      run(
        order,
        () => skip({ variables: { id: order.id, day } }),
        `${shortDay(day)} skipped: nothing is ordered for it.`,
        `${shortDay(day)} could not be skipped.`,
      ),
    unskip: (order: Order, day: string) =>
      run(
        order,
        () => unskip({ variables: { id: order.id, day } }),
        `${shortDay(day)} is ordered again.`,
        `The skip of ${shortDay(day)} could not be undone.`,
      ),
  };
}
