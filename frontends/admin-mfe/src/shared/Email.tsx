/**
 * An address that may wrap before its "@" rather than mid-word: a card on a phone is narrower than
 * most addresses.
 */
export function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}
