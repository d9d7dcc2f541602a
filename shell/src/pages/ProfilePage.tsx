export function ProfilePage() {
  return <h1>Profiel</h1>;
}
