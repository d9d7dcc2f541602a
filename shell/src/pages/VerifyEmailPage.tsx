export function VerifyEmailPage() {
  return <h1>E-mailadres bevestigen</h1>;
}
