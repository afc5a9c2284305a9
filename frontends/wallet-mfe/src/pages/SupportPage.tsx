import { SupportScreen } from '../support/SupportScreen';

/** Route module of /support. */
export default function SupportPage() {
  return <SupportScreen />;
}
