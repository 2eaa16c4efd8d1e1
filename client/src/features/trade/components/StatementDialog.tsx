import Modal from 'react-bootstrap/Modal';
import type { TradeAccountRowFragment } from '../api/trade-account-row.generated';
import { StatementView } from './statement/StatementView';

const TITLE_ID = 'statement-title';

/**
 * An approved account's monthly statement for employees: the same view as the buyer's own on Edit
 * Profile, with the employees' downloads. Full screen below 768 px; closing returns the focus to
 * the button that opened it (Bootstrap's modal restores it).
 */
export function StatementDialog({
  account,
  show,
  onClose,
}: {
  account: TradeAccountRowFragment | null;
  show: boolean;
  onClose: () => void;
}) {
  return (
    <Modal show={show && account !== null} onHide={onClose} size="xl" fullscreen="md-down" aria-labelledby={TITLE_ID}>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title as="h2" id={TITLE_ID} className="h5">
          Statement of {account?.businessName}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {account && (
          // A new account starts again at this month.
          <StatementView
            key={account.customerId}
            customerId={account.customerId}
            approvedAt={account.decidedAt}
            headingLevel="h3"
          />
        )}
      </Modal.Body>
    </Modal>
  );
}
