import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentAccountFieldsFragment } from '../../../api/fragments.generated';
import { PaymentAccountsDocument } from '../api/payment-accounts.generated';
import { resetToasts } from '../../../state/toast';
import { paymentAccount } from '../../../test/fixtures';
import { renderScreen, signIn } from '../../../test/kit';
import { RemovePaymentAccountDocument } from '../api/remove-payment-account.generated';
import { SetPaymentAccountDocument } from '../api/set-payment-account.generated';
import { PaymentAccountsScreen } from '../components/PaymentAccountsScreen';

const GCASH = paymentAccount('GCASH');
const MAYA = paymentAccount('MAYA');
const accounts = (...list: PaymentAccountFieldsFragment[]) => ({
  request: { query: PaymentAccountsDocument },
  result: { data: { paymentAccounts: list } },
});

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  resetToasts();
});

describe('Payment accounts (employees)', () => {
  it('saves the GCash account with its QR code uploaded through the picture pipeline', async () => {
    const user = userEvent.setup();
    global.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ url: '/uploads/products/qr-1.webp', width: 600, height: 600 }), { status: 201 }),
    ) as typeof fetch;
    const input = {
      method: 'GCASH',
      accountName: 'WATERS Food Products',
      accountNumber: '0917 555 0199',
      qrImage: '/uploads/products/qr-1.webp',
    };
    const saved = jest.fn(() => ({
      data: { setPaymentAccount: { ...GCASH, accountNumber: '0917 555 0199', qrImage: '/uploads/products/qr-1.webp' } },
    }));
    signIn('Employee');
    renderScreen(<PaymentAccountsScreen />, {
      path: '/payment-accounts',
      mocks: [
        accounts(GCASH, MAYA),
        { request: { query: SetPaymentAccountDocument, variables: { input } }, result: saved },
        accounts(GCASH, MAYA),
      ],
    });
    const gcash = await screen.findByRole('region', { name: 'GCash' });
    const number = within(gcash).getByLabelText(/GCash number/);
    await user.clear(number);
    await user.type(number, '0917 555 0199');
    await user.upload(within(gcash).getByLabelText(/QR code/), new File(['png'], 'qr.png', { type: 'image/png' }));
    expect(await within(gcash).findByRole('img', { name: 'QR code for GCash' })).toHaveAttribute(
      'src',
      '/uploads/products/qr-1.webp',
    );
    await user.click(within(gcash).getByRole('button', { name: 'Save GCash account' }));
    expect(await screen.findByText('GCash account saved.')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('asks for the name, the number and the bank before anything is sent; a method without its account says it is not offered', async () => {
    const user = userEvent.setup();
    signIn('Employee');
    renderScreen(<PaymentAccountsScreen />, { path: '/payment-accounts', mocks: [accounts(GCASH)] });
    const bank = await screen.findByRole('region', { name: 'Bank transfer' });
    expect(bank).toHaveTextContent('Not offered at checkout until its account is saved.');
    await user.click(within(bank).getByRole('button', { name: 'Save Bank transfer account' }));
    expect(within(bank).getByLabelText(/^Bank/)).toHaveFocus();
    expect(bank).toHaveTextContent('Bank is required');
    expect(bank).toHaveTextContent('Account name is required');
    expect(bank).toHaveTextContent('Account number is required');
  });

  it('stops taking Maya once confirmed', async () => {
    const user = userEvent.setup();
    const removed = jest.fn(() => ({ data: { removePaymentAccount: true } }));
    signIn('Employee');
    renderScreen(<PaymentAccountsScreen />, {
      path: '/payment-accounts',
      mocks: [
        accounts(GCASH, MAYA),
        { request: { query: RemovePaymentAccountDocument, variables: { method: 'MAYA' } }, result: removed },
        accounts(GCASH),
      ],
    });
    await user.click(
      within(await screen.findByRole('region', { name: 'Maya' })).getByRole('button', { name: 'Stop taking Maya' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Stop taking Maya?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop taking Maya' }));
    expect(await screen.findByText('Maya is no longer offered at checkout.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Maya' })).queryByRole('button', { name: 'Stop taking Maya' }),
      ).not.toBeInTheDocument(),
    );
  });
});
