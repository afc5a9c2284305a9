import { PageHeader } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { EmailSupportCard, QuickHelpCard, SupportHoursCard } from './HelpCards';
import { LiveChat } from './LiveChat';
import { supportMailto } from './mailto';
import { useSupportChat } from './use-support-chat';
import './support.css';

/**
 * /support (spec 02), with a real support desk instead of the specification's bot: when the desk
 * cannot be reached, the screen says so and points to email.
 */
export function SupportScreen() {
  const { user } = useSession();
  const chat = useSupportChat();
  return (
    <div className="support">
      <PageHeader title="Support" subtitle="Chat with our support team or send us an email." />
      <div className="support__columns">
        <LiveChat chat={chat} emailHref={supportMailto(user)} />
        <div className="support__side">
          <EmailSupportCard user={user} />
          <QuickHelpCard
            user={user}
            chatReady={chat.status === 'connected'}
            busy={chat.sending}
            onPick={(message) => chat.send(message)}
          />
          <SupportHoursCard />
        </div>
      </div>
    </div>
  );
}
