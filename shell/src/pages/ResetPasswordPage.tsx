export function ResetPasswordPage() {
  return <h1>Wachtwoord opnieuw instellen</h1>;
}
