import { monthLabel } from '@waters/domain';
import { useState } from 'react';
import { Alert } from '../../../../components/Alert';
import Button from 'react-bootstrap/Button';
import { downloadStatement, type StatementFormat } from '../../api/statement-files';

const FORMATS: readonly { format: StatementFormat; name: string }[] = [
  { format: 'pdf', name: 'PDF' },
  { format: 'csv', name: 'CSV' },
];

/**
 * The month's statement as a file to keep or send on: the PDF to read and print, the CSV for a
 * spreadsheet. While one comes, the buttons say so and wait (staying focusable: a disabled button
 * would drop the keyboard's focus); a failure is said under them.
 */
export function StatementDownloads({ month, customerId }: { month: string; customerId?: string }) {
  const [busy, setBusy] = useState<StatementFormat | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const download = async (format: StatementFormat, name: string) => {
    if (busy) return;
    setBusy(format);
    setFailed(null);
    if (!(await downloadStatement(month, format, customerId)))
      setFailed(`The ${name} of ${monthLabel(month)} could not be downloaded. Please try again.`);
    setBusy(null);
  };

  return (
    <div className="mt-3">
      <div className="d-flex flex-wrap gap-2">
        {FORMATS.map(({ format, name }) => (
          <Button key={format} variant="outline-primary" onClick={() => void download(format, name)}>
            Download {name}
          </Button>
        ))}
      </div>
      <p role="status" className="small mt-1 mb-0">
        {busy && `Downloading the ${busy.toUpperCase()}…`}
      </p>
      {failed && (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {failed}
        </Alert>
      )}
    </div>
  );
}
