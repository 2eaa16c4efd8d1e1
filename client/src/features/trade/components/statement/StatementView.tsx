import { useQuery } from '@apollo/client/react';
import { manilaDay } from '@waters/domain';
import { useId, useState } from 'react';
import { Alert } from '../../../../components/Alert';
import Button from 'react-bootstrap/Button';
import { Field } from '../../../../components/form/Field';
import { MyStatementDocument } from '../../api/my-statement.generated';
import { StatementDocument } from '../../api/statement.generated';
import { statementMonthLabel, statementMonths } from '../../utils/statement-months';
import { StatementDownloads } from './StatementDownloads';
import { StatementEntries } from './StatementEntries';
import { StatementFigures, type OrderPath } from './StatementFigures';

interface StatementViewProps {
  /** An account's customer (employees); left out, the signed-in customer's own statement. */
  customerId?: string;
  /** When the account was approved: the earliest month offered (a year back at most). */
  approvedAt: string | null | undefined;
  /** The customer's own order page, for the order numbers to link to. */
  orderPath?: OrderPath;
  /** The headings inside, one level under the place it stands in. */
  headingLevel: 'h3' | 'h4';
}

/** The month's statement, the customer's own (myStatement) or an account's (statement): one of the two is asked. */
function useStatement(month: string, customerId: string | undefined) {
  const own = useQuery(MyStatementDocument, {
    variables: { month },
    skip: customerId !== undefined,
    fetchPolicy: 'cache-and-network',
  });
  const account = useQuery(StatementDocument, {
    variables: { customerId: customerId ?? '', month },
    skip: customerId === undefined,
    fetchPolicy: 'cache-and-network',
  });
  const asked = customerId === undefined ? own : account;
  // undefined: not here yet; null: no approved trade account.
  const statement = customerId === undefined ? own.data?.myStatement : account.data?.statement;
  return { statement, failed: !!asked.error && statement === undefined, retry: () => void asked.refetch() };
}

/**
 * A trade account's monthly statement: a month to choose (this month to date, or an earlier one),
 * its figures and overdue orders, every order and payment with the balance after it, and the PDF
 * and CSV to download. The same view for the buyer on Edit Profile and for employees.
 */
export function StatementView({ customerId, approvedAt, orderPath, headingLevel }: StatementViewProps) {
  const [today] = useState(() => manilaDay(new Date()));
  const months = statementMonths(today, approvedAt);
  const [month, setMonth] = useState(months[0]);
  const { statement, failed, retry } = useStatement(month, customerId);
  const fieldId = useId();

  let body;
  if (statement) {
    body = (
      <>
        <StatementFigures
          statement={statement}
          running={month === months[0]}
          orderPath={orderPath}
          headingLevel={headingLevel}
        />
        <StatementEntries statement={statement} orderPath={orderPath} headingLevel={headingLevel} />
        <StatementDownloads month={month} customerId={customerId} />
      </>
    );
  } else if (statement === null) {
    body = <p>There is no statement: the trade account is not approved.</p>;
  } else if (failed) {
    body = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
        The statement could not be loaded.
        <Button variant="outline-danger" size="sm" onClick={retry}>
          Try again
        </Button>
      </Alert>
    );
  } else {
    body = <p role="status">Loading the statement…</p>;
  }

  return (
    <>
      <Field
        id={fieldId}
        as="select"
        label="Month"
        groupClassName="mb-3"
        className="w-auto mw-100"
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        options={months.map((value) => ({ value, label: statementMonthLabel(value, today) }))}
      />
      {body}
    </>
  );
}
