import { PcResetPassword } from './restore-pwd';

/** Forgot password: reset by a verification code. */
export default function PcForgetPasswordPage() {
  return (
    <div data-testid="pc-forget-password">
      <PcResetPassword />
    </div>
  );
}
