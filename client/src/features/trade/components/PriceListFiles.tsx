import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { saveFile } from '../../../api/download-export';
import { Field } from '../../../components/form/Field';
import { toast } from '../../../state/toast';
import { ImportTradePricesDocument, type ImportTradePricesMutation } from '../api/import-trade-prices.generated';
import type { PriceGroupFieldsFragment } from '../api/price-group-fields.generated';
import { TradePricesCsvDocument } from '../api/trade-prices-csv.generated';
import { refusalText } from '../utils/refusal';
import { csvFileName } from '../utils/trade-forms';

const FILE_ID = 'price-list-file';
type Problems = ImportTradePricesMutation['importTradePrices']['problems'];
/** What the last import came to: rows imported, the file's problems (nothing changed), or a failure. */
type Outcome = { imported: number } | { problems: Problems } | { failed: string };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The group's whole price list as a CSV file (product_id, min_quantity, unit_price, valid_from,
 * valid_to), and a file in the same form to replace it: all its rows or none, each problem named
 * by its line.
 */
export function PriceListFiles({ group, onImported }: { group: PriceGroupFieldsFragment; onImported: () => void }) {
  const client = useApolloClient();
  const [importPrices, importing] = useMutation(ImportTradePricesDocument);
  const [downloading, setDownloading] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const download = async () => {
    setDownloading(true);
    try {
      const { data } = await client.query({
        query: TradePricesCsvDocument,
        variables: { priceGroupId: group.id },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('No answer');
      saveFile(new Blob([data.tradePricesCsv], { type: 'text/csv;charset=utf-8' }), csvFileName(group.name));
    } catch {
      toast.failure(`The ${group.name} price list could not be downloaded.`);
    } finally {
      setDownloading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (importing.loading) return;
    if (!file) {
      setOutcome({ failed: 'Choose a CSV file to import.' });
      document.getElementById(FILE_ID)?.focus();
      return;
    }
    setOutcome(null);
    try {
      const { data } = await importPrices({ variables: { priceGroupId: group.id, csv: await file.text() } });
      if (!data) throw new Error('No answer');
      const { imported, problems } = data.importTradePrices;
      if (problems.length > 0) setOutcome({ problems });
      else {
        setOutcome({ imported });
        onImported();
      }
    } catch (error) {
      setOutcome({ failed: refusalText(error, 'The file could not be imported.') });
    }
  };

  return (
    <div className="mb-3">
      <div className="d-flex flex-wrap align-items-end gap-3">
        <Button variant="outline-primary" onClick={() => void download()} disabled={downloading}>
          {downloading ? 'Downloading…' : 'Download CSV'}
        </Button>
        <Form
          noValidate
          aria-label={`Import a ${group.name} price list`}
          className="d-flex flex-wrap align-items-end gap-2"
          onSubmit={(event) => void submit(event)}
        >
          <Field
            id={FILE_ID}
            type="file"
            label="CSV file"
            accept=".csv,text/csv"
            groupClassName=""
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Button type="submit" variant="outline-primary" disabled={importing.loading}>
            {importing.loading ? 'Importing…' : 'Import CSV'}
          </Button>
        </Form>
      </div>
      <p className="form-text mb-2">
        Importing replaces the group&rsquo;s whole list with the file&rsquo;s rows (as Download CSV writes them), or
        changes nothing if a line is wrong.
      </p>
      {outcome && 'imported' in outcome && (
        <Alert variant="success" role="status" className="py-2">
          {count(outcome.imported, 'price', 'prices')} imported.
        </Alert>
      )}
      {outcome && 'problems' in outcome && (
        <Alert variant="danger" className="py-2">
          <p className="mb-1">
            Nothing was changed: the file has {count(outcome.problems.length, 'problem', 'problems')}.
          </p>
          <ul className="mb-0">
            {outcome.problems.map((problem) => (
              <li key={`${problem.line}-${problem.message}`}>
                Line {problem.line}: {problem.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {outcome && 'failed' in outcome && (
        <Alert variant="danger" className="py-2">
          {outcome.failed}
        </Alert>
      )}
    </div>
  );
}
