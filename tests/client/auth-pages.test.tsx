import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from '../../client/src/features/auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../../client/src/features/auth/LoginPage.tsx';
import { ResetPasswordPage } from '../../client/src/features/auth/ResetPasswordPage.tsx';
import { SignUpPage } from '../../client/src/features/auth/SignUpPage.tsx';
import { VerificationPendingPage } from '../../client/src/features/auth/VerificationPendingPage.tsx';
import { VerifyEmailPage } from '../../client/src/features/auth/VerifyEmailPage.tsx';
import { CountrySelect, PhoneNumberField } from '../../client/src/features/forms/PhoneAndCountryFields.tsx';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type OutputOf, trpcQuery } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { SYSTEM_INFO } from '../setup/client.ts';
import { mswServer } from '../setup/msw-node.ts';

/** A server with no mail server: mail is listed at /dev/mailbox. */
const WITHOUT_MAIL_SERVER: OutputOf<'system.info'> = { ...SYSTEM_INFO, devMailbox: true };

/** A field by its label; Mantine ends the label of a required field with an asterisk. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

async function fillLogin(email: string, password: string) {
  await userEvent.type(field('Email'), email);
  await userEvent.type(field('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

/** The router renders the page a moment after mounting; this waits for it. */
async function renderLogin() {
  await renderInApp(<LoginPage />);
  await screen.findByRole('button', { name: 'Log In' });
}

describe('Log In page', () => {
  it('checks the e-mail address when the field is left', async () => {
    await renderLogin();
    await userEvent.type(field('Email'), 'not-an-email');
    await userEvent.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address.');

    await userEvent.type(field('Password'), '12345');
    await userEvent.tab();
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeInTheDocument();
  });

  it('shows no errors while the empty form is only tabbed through, and all of them once it is sent', async () => {
    await renderLogin();
    await userEvent.click(field('Email'));
    await userEvent.tab();
    await userEvent.tab();
    expect(field('Password')).not.toHaveFocus();
    expect(field('Email')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Please enter your email address.')).not.toBeInTheDocument();
    expect(screen.queryByText('Password must be at least 6 characters.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
  });

  it('clears a field error once the value is fixed', async () => {
    await renderLogin();
    await userEvent.type(field('Email'), 'ada@example');
    await userEvent.tab();
    await screen.findByText('Please enter a valid email address.');
    await userEvent.type(field('Email'), '.com');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument());
  });

  it('does not call the server while the form is invalid', async () => {
    let calls = 0;
    mswServer.use(trpcMutation(TEST_ORIGIN, 'auth.signIn', { onRequest: () => calls++, data: { userId: 'u1' } }));
    await renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('shows the spec text for a wrong password, and sends the trimmed address', async () => {
    let input: unknown;
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'auth.signIn', {
        appError: 'INVALID_CREDENTIALS',
        onRequest: (body) => (input = body),
      }),
    );
    await renderLogin();
    await fillLogin(' ada@example.com ', 'wrong password');
    expect(
      await screen.findByText('Invalid email or password. Please check your credentials and try again.'),
    ).toBeInTheDocument();
    expect(input).toEqual({ email: 'ada@example.com', password: 'wrong password' });
  });

  it('shows the spec text when there were too many attempts', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'auth.signIn', { appError: 'TOO_MANY_ATTEMPTS' }));
    await renderLogin();
    await fillLogin('ada@example.com', 'secret42');
    expect(
      await screen.findByText('Too many login attempts. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
  });

  it('offers to resend the link for an unverified address', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'auth.signIn', { appError: 'EMAIL_NOT_VERIFIED' }));
    await renderLogin();
    await fillLogin('ada@example.com', 'secret42');
    expect(
      await screen.findByText(
        'Please verify your email address before logging in. Check your email for the verification link.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resend verification email' })).toHaveAttribute(
      'href',
      '/email-verification-pending?email=ada%40example.com',
    );
  });

  it('says so when the network fails', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'auth.signIn', { networkError: true }));
    await renderLogin();
    await fillLogin('ada@example.com', 'secret42');
    expect(await screen.findByText('Network error. Please check your connection and try again.')).toBeInTheDocument();
  });
});

describe('sign-up page', () => {
  it('is headed with the free words and links to Log In, Terms and Privacy', async () => {
    await renderInApp(<SignUpPage />);
    expect(await screen.findByRole('heading', { name: 'Get free 2000 words' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('tells a visitor who came through a referral link about the bonus words before they sign up', async () => {
    await renderInApp(<SignUpPage referralCode="friend42" />);
    expect(await screen.findByText('Signing up through a referral link adds 500 bonus words.')).toBeInTheDocument();
    cleanup();

    await renderInApp(<SignUpPage />);
    await screen.findByRole('heading', { name: 'Get free 2000 words' });
    expect(screen.queryByText(/bonus words/)).not.toBeInTheDocument();
  });

  it('shows the first broken rule of each field for an empty form', async () => {
    await renderInApp(<SignUpPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(field('Full name')).toHaveAccessibleDescription('Please enter your full name.');
    expect(field('Email')).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByText('Please enter your phone number.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    // The fields, and so their errors, come in the order the spec checks them (§5).
    expect(screen.getAllByText(/^Please enter your|^Password must be/).map((error) => error.textContent)).toEqual([
      'Please enter your full name.',
      'Please enter your email address.',
      'Password must be at least 8 characters long.',
      'Please enter your phone number.',
    ]);
    // The first field with an error takes the focus.
    await waitFor(() => expect(field('Full name')).toHaveFocus());
  });

  it('rejects a phone number of five digits', async () => {
    await renderInApp(<SignUpPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Phone number/ }), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Please enter a valid phone number (6-12 digits, numbers only).'),
    ).toBeInTheDocument();
    expect(field('Phone number')).toHaveAccessibleDescription(
      'Please enter a valid phone number (6-12 digits, numbers only).',
    );
  });

  it('sends the form with the referral code and shows Account Created', async () => {
    let input: unknown;
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'auth.signUp', {
        data: { userId: 'u1', referralApplied: true },
        onRequest: (body) => (input = body),
      }),
    );
    await renderInApp(<SignUpPage referralCode="friend42" />);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await userEvent.type(field('Full name'), 'Ada Lovelace');
    await userEvent.type(field('Phone number'), '5551234567');
    await userEvent.type(field('Password'), 'correct horse 42');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Account Created' })).toBeInTheDocument();
    expect(screen.getByText('Redirecting to your dashboard…')).toBeInTheDocument();
    expect(input).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'correct horse 42',
      dialCode: '+1',
      phone: '5551234567',
      country: 'United States',
      referralCode: 'friend42',
      language: 'en',
    });
  });

  it('says when the address already has an account', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'auth.signUp', { appError: 'EMAIL_TAKEN' }));
    await renderInApp(<SignUpPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await userEvent.type(field('Full name'), 'Ada Lovelace');
    await userEvent.type(field('Phone number'), '5551234567');
    await userEvent.type(field('Password'), 'correct horse 42');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('An account with this email already exists. Please try logging in instead.'),
    ).toBeInTheDocument();
  });
});

describe('password reset', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows Invalid Reset Link without a recovery token in the fragment', async () => {
    await renderInApp(<ResetPasswordPage />);
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows Invalid Reset Link when the query reports an error', async () => {
    window.history.replaceState(null, '', '/reset-password?error=access_denied#access_token=abc&type=recovery');
    await renderInApp(<ResetPasswordPage />);
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
  });

  it('checks both fields before sending the new password', async () => {
    let input: unknown;
    mswServer.use(trpcMutation(TEST_ORIGIN, 'auth.resetPassword', { onRequest: (body) => (input = body) }));
    window.history.replaceState(null, '', '/reset-password#access_token=tok123&type=recovery');
    await renderInApp(<ResetPasswordPage />);
    const submit = await screen.findByRole('button', { name: 'Reset password' });

    await userEvent.click(submit);
    expect(await screen.findByText('Please fill in all fields.')).toBeInTheDocument();

    await userEvent.type(field('New password'), 'abc');
    await userEvent.type(field('Confirm new password'), 'abc');
    await userEvent.click(submit);
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeInTheDocument();

    await userEvent.type(field('New password'), 'defgh');
    await userEvent.click(submit);
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(input).toBeUndefined();

    await userEvent.type(field('Confirm new password'), 'defgh');
    await userEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Password reset successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', '/login');
    expect(input).toEqual({ token: 'tok123', password: 'abcdefgh', confirmPassword: 'abcdefgh' });
  });

  it('says when the link has expired or was used', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'auth.resetPassword', { appError: 'INVALID_RESET_LINK' }));
    window.history.replaceState(null, '', '/reset-password#access_token=tok123&type=recovery');
    await renderInApp(<ResetPasswordPage />);
    await userEvent.type(await screen.findByLabelText(/^New password/), 'abcdefgh');
    await userEvent.type(field('Confirm new password'), 'abcdefgh');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('Invalid or expired reset link. Please request a new password reset.'),
    ).toBeInTheDocument();
  });

  it('asks for an address to mail the link to, then says to check the inbox', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'auth.requestPasswordReset'));
    await renderInApp(<ForgotPasswordPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();

    await userEvent.type(field('Email'), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    // A deployment with a mail server has no mailbox to point to.
    expect(screen.queryByRole('link', { name: 'development mailbox' })).not.toBeInTheDocument();
  });

  it('points to the development mailbox where the server sends no mail', async () => {
    mswServer.use(
      trpcQuery(TEST_ORIGIN, 'system.info', { data: WITHOUT_MAIL_SERVER }),
      trpcMutation(TEST_ORIGIN, 'auth.requestPasswordReset'),
    );
    await renderInApp(<ForgotPasswordPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'development mailbox' })).toHaveAttribute('href', '/dev/mailbox');
    expect(screen.getByText(/This server sends no email: your mail waits in the/)).toBeInTheDocument();
  });

  it('says when the reset mail could not be sent', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'auth.requestPasswordReset', { appError: 'INTERNAL' }));
    await renderInApp(<ForgotPasswordPage />);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Failed to send reset email. Please try again.')).toBeInTheDocument();
  });
});

describe('e-mail verification', () => {
  it('explains a link without a token', async () => {
    await renderInApp(<VerifyEmailPage />);
    expect(
      await screen.findByText('Invalid verification link. Please check your email for the correct link.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new email' })).toHaveAttribute(
      'href',
      '/email-verification-pending',
    );
  });

  it('spends the token once, also under StrictMode, and reports success', async () => {
    let calls = 0;
    mswServer.use(trpcMutation(TEST_ORIGIN, 'auth.verifyEmail', { onRequest: () => calls++, delayMs: 50 }));
    await renderInApp(
      <StrictMode>
        <VerifyEmailPage token="tok123" />
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'Verifying your email' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('reports a link that no longer works', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'auth.verifyEmail', { appError: 'INVALID_VERIFICATION_LINK' }));
    await renderInApp(<VerifyEmailPage token="used" />);
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('Failed to verify email')).toBeInTheDocument();
  });

  it('says a link opened again is already verified and offers to log in', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'auth.verifyEmail', { appError: 'EMAIL_ALREADY_VERIFIED' }));
    await renderInApp(<VerifyEmailPage token="used" />);
    expect(await screen.findByRole('heading', { name: 'Email already verified' })).toBeInTheDocument();
    expect(screen.getByText('This email address is already verified. You can log in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Verification Failed')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a new email' })).not.toBeInTheDocument();
  });

  it('resends the link to the prefilled address, and asks for one when it is empty', async () => {
    let input: unknown;
    mswServer.use(trpcMutation(TEST_ORIGIN, 'auth.resendVerification', { onRequest: (body) => (input = body) }));
    await renderInApp(<VerificationPendingPage email="ada@example.com" />);
    expect(await screen.findByRole('textbox', { name: /^Email/ })).toHaveValue('ada@example.com');

    await userEvent.clear(field('Email'));
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Email Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();

    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(input).toEqual({ email: 'ada@example.com', language: 'en' });
  });

  it('points to the development mailbox before and after resending, where the server sends no mail', async () => {
    mswServer.use(
      trpcQuery(TEST_ORIGIN, 'system.info', { data: WITHOUT_MAIL_SERVER }),
      trpcMutation(TEST_ORIGIN, 'auth.resendVerification'),
    );
    await renderInApp(<VerificationPendingPage email="ada@example.com" />);
    expect(await screen.findByRole('link', { name: 'development mailbox' })).toHaveAttribute('href', '/dev/mailbox');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'development mailbox' })).toHaveAttribute('href', '/dev/mailbox');
  });

  it('says when the link could not be resent', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'auth.resendVerification', { appError: 'INTERNAL' }));
    await renderInApp(<VerificationPendingPage email="ada@example.com" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Failed to resend verification email')).toBeInTheDocument();
  });
});

describe('country fields in the interface language', () => {
  it('name countries in French, in French order, and still find them by their English name', async () => {
    const onChange = vi.fn();
    await renderInApp(<CountrySelect value="DE" onChange={onChange} error={null} />, { language: 'fr' });
    const country = await screen.findByRole('combobox', { name: 'Pays' });
    expect(country).toHaveValue('🇩🇪 Allemagne');

    await userEvent.clear(country);
    const options = await screen.findAllByRole('option');
    expect(options.slice(0, 2).map((option) => option.textContent)).toEqual(['🇦🇫 Afghanistan', '🇿🇦 Afrique du Sud']);
    await userEvent.type(country, 'United States');
    await userEvent.click(await screen.findByRole('option', { name: '🇺🇸 États-Unis' }));
    expect(onChange).toHaveBeenCalledWith('US');
  });

  it('list calling codes with the country names in French', async () => {
    await renderInApp(
      <PhoneNumberField dialCountry="GB" onDialCountryChange={vi.fn()} phone="" onPhoneChange={vi.fn()} error={null} />,
      { language: 'fr' },
    );
    const dialCode = await screen.findByRole('combobox', { name: 'Indicatif du pays' });
    await userEvent.clear(dialCode);
    await userEvent.type(dialCode, 'Allemagne');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['🇩🇪 +49 Allemagne']);
  });
});
