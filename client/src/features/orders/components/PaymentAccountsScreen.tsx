import { useMutation, useQuery } from '@apollo/client/react';
import {
  ACCOUNT_NAME_MAX,
  ACCOUNT_NUMBER_MAX,
  BANK_NAME_MAX,
  BRANCH_MAX,
  paymentMethodLabel,
  TRANSFER_METHODS,
  type TransferMethod,
} from '@waters/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formFailure } from '../../../api/api-errors';
import type { PaymentAccountFieldsFragment } from '../../../api/fragments.generated';
import { PaymentAccountsDocument } from '../api/payment-accounts.generated';
import { fileProblem, PictureUploadError, PICTURE_MESSAGES, uploadProductImage } from '../../../api/picture-upload';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Field } from '../../../components/form/Field';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { toast } from '../../../state/toast';
import { RemovePaymentAccountDocument } from '../api/remove-payment-account.generated';
import { SetPaymentAccountDocument } from '../api/set-payment-account.generated';

export const PAYMENT_ACCOUNTS_TITLE = 'Payment accounts';
const REFETCH = { refetchQueries: [{ query: PaymentAccountsDocument }], awaitRefetchQueries: true };

interface Draft {
  accountName: string;
  accountNumber: string;
  bankName: string;
  branch: string;
  qrImage: string;
}

const draftOf = (account: PaymentAccountFieldsFragment | undefined): Draft => ({
  accountName: account?.accountName ?? '',
  accountNumber: account?.accountNumber ?? '',
  bankName: account?.bankName ?? '',
  branch: account?.branch ?? '',
  qrImage: account?.qrImage ?? '',
});

const methodName = (method: TransferMethod) =>
  method === 'BANK_TRANSFER' ? 'Bank transfer' : paymentMethodLabel(method, 'DELIVERY');

/**
 * One transfer method's account: the name and number (and the bank, or the wallet's QR code,
 * uploaded through the picture pipeline). Saving replaces it; removing stops the method being offered.
 */
function AccountForm({
  method,
  account,
}: {
  method: TransferMethod;
  account: PaymentAccountFieldsFragment | undefined;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(account));
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [save, saving] = useMutation(SetPaymentAccountDocument, REFETCH);
  const [remove, removal] = useMutation(RemovePaymentAccountDocument, REFETCH);
  const bank = method === 'BANK_TRANSFER';
  const id = (field: string) => `account-${method.toLowerCase()}-${field}`;
  const name = methodName(method);
  // A typed field: its id, its value in the draft, its message; typing clears the message.
  const bound = (field: 'bankName' | 'branch' | 'accountName' | 'accountNumber') => ({
    id: id(field),
    value: draft[field],
    error: problems[field],
    onChange: (event: { target: { value: string } }) => {
      setDraft((current) => ({ ...current, [field]: event.target.value }));
      setProblems((current) => ({ ...current, [field]: undefined }));
    },
  });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) return setProblems((current) => ({ ...current, qrImage: problem }));
    setUploading(true);
    try {
      const picture = await uploadProductImage(file);
      setDraft((current) => ({ ...current, qrImage: picture.url }));
    } catch (error) {
      setProblems((current) => ({
        ...current,
        qrImage: error instanceof PictureUploadError ? error.message : PICTURE_MESSAGES.failed,
      }));
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // In the order the fields are shown, so the first one to fix gets the focus.
    const missing: Partial<Record<keyof Draft, string>> = {
      bankName: bank && !draft.bankName.trim() ? 'Bank is required' : undefined,
      accountName: draft.accountName.trim() ? undefined : 'Account name is required',
      accountNumber: draft.accountNumber.trim() ? undefined : 'Account number is required',
    };
    setProblems(missing);
    const first = (Object.keys(missing) as (keyof Draft)[]).find((field) => missing[field]);
    if (first) return document.getElementById(id(first))?.focus();
    const input = bank
      ? {
          method,
          accountName: draft.accountName,
          accountNumber: draft.accountNumber,
          bankName: draft.bankName,
          branch: draft.branch || null,
        }
      : { method, accountName: draft.accountName, accountNumber: draft.accountNumber, qrImage: draft.qrImage || null };
    try {
      await save({ variables: { input } });
      toast.success(`${name} account saved.`);
    } catch (error) {
      const { message, fields } = formFailure(error);
      if (fields) setProblems(fields as Partial<Record<keyof Draft, string>>);
      toast.failure(`The ${name} account could not be saved.`, message);
    }
  };

  return (
    <section aria-labelledby={id('title')} className="card card-body mb-3">
      <h2 id={id('title')} className="h5">
        {name}
      </h2>
      {!account && <p className="text-body-secondary">Not offered at checkout until its account is saved.</p>}
      <Form noValidate onSubmit={(event) => void submit(event)}>
        {bank && (
          <>
            <Field {...bound('bankName')} label="Bank" maxLength={BANK_NAME_MAX} />
            <Field {...bound('branch')} label="Branch" requiredMark={false} maxLength={BRANCH_MAX} />
          </>
        )}
        <Field {...bound('accountName')} label="Account name" maxLength={ACCOUNT_NAME_MAX} />
        <Field
          {...bound('accountNumber')}
          label={bank ? 'Account number' : `${name} number`}
          maxLength={ACCOUNT_NUMBER_MAX}
          inputMode={bank ? undefined : 'tel'}
        />
        {!bank && (
          <>
            <Field
              id={id('qr')}
              label="QR code (optional)"
              requiredMark={false}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => void upload(event.target.files?.[0])}
              hint={
                uploading
                  ? 'Uploading…'
                  : 'A picture of the QR code customers scan to pay (JPEG, PNG or WebP, up to 5 MB).'
              }
              error={problems.qrImage}
            />
            {draft.qrImage && (
              <div className="d-flex align-items-center gap-3 mb-3">
                <img
                  src={draft.qrImage}
                  alt={`QR code for ${name}`}
                  width={120}
                  height={120}
                  className="img-thumbnail"
                />
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() => setDraft((current) => ({ ...current, qrImage: '' }))}
                >
                  Remove QR code
                </Button>
              </div>
            )}
          </>
        )}
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" variant="primary" disabled={saving.loading || uploading}>
            Save {name} account
          </Button>
          {account && (
            <Button aria-haspopup="dialog" variant="outline-danger" onClick={() => setRemoving(true)}>
              Stop taking {name}
            </Button>
          )}
        </div>
      </Form>
      {removing && (
        <ConfirmDialog
          id={id('remove')}
          title={`Stop taking ${name}?`}
          confirmLabel={`Stop taking ${name}`}
          busy={removal.loading}
          failure={`The ${name} account could not be removed.`}
          onClose={() => setRemoving(false)}
          onConfirm={async () => {
            await remove({ variables: { method } });
            toast.success(`${name} is no longer offered at checkout.`);
            setRemoving(false);
          }}
        >
          Customers will no longer be offered {name} at checkout. Orders already placed keep their way of paying.
        </ConfirmDialog>
      )}
    </section>
  );
}

/** payment-accounts (employees): where customers send GCash, Maya and bank transfers; shown at checkout, on each order and in the confirmation e-mail. */
export function PaymentAccountsScreen() {
  const { data, error } = useQuery(PaymentAccountsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <section aria-labelledby="payment-accounts-title">
      <ScreenHeader title={PAYMENT_ACCOUNTS_TITLE} headingId="payment-accounts-title" />
      <p>
        Customers paying by transfer are shown these details, the exact amount and their order number as the reference.
      </p>
      {error && !data ? (
        <Alert variant="danger">The payment accounts could not be loaded.</Alert>
      ) : !data ? (
        <p role="status">Loading the payment accounts…</p>
      ) : (
        TRANSFER_METHODS.map((method) => (
          <AccountForm
            key={method}
            method={method}
            account={data.paymentAccounts.find((account) => account.method === method)}
          />
        ))
      )}
    </section>
  );
}
