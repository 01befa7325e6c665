import type { PartialPrimerAnswers } from '@charter/core';
import { PRIMER_FIELDS, type PrimerKey } from '@charter/core';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { useChatConversation } from '../utils/chat-conversation';
import { toChatFormFields } from '../utils/chat-messages';
import { ChatThread } from './chat-thread';

interface PrimerChatProps {
  answers: PartialPrimerAnswers;
  onConvert: (fields: Partial<Record<PrimerKey, string>>) => void;
}

const INTRO =
  'Describe your project in your own words, or ask what a field means. Convert to Form then copies what you said about the problem, your users and the business model into the form.';

/** Chat mode of the primer generator: talk the project through, then Convert to Form. */
export function PrimerChat({ answers, onConvert }: PrimerChatProps) {
  const titleId = useId();
  const conversation = useChatConversation('chat-mode', answers);
  const toast = useToast();
  const hasUserMessage = conversation.messages.some((message) => message.role === 'user' && !message.failed);

  const convert = () => {
    const fields = toChatFormFields(conversation.messages);
    const keys = Object.keys(fields) as PrimerKey[];
    if (keys.length === 0) {
      toast({
        title: 'Nothing to convert yet',
        description: 'No message describes the problem, the users or the business model yet.',
        tone: 'info',
      });
      return;
    }
    onConvert(fields);
    toast({
      title: 'Converted to form',
      description: `Filled ${keys.map((key) => PRIMER_FIELDS[key].label).join(', ')}.`,
      tone: 'success',
    });
  };

  return (
    <Card as="section" className="primer-chat" aria-labelledby={titleId}>
      <CardHeader
        id={titleId}
        title="Chat with Charter AI"
        description="A guide to the primer's fields that works without any external AI service."
        action={
          <Button variant="secondary" onClick={convert} disabled={!hasUserMessage}>
            Convert to Form
          </Button>
        }
      />
      <ChatThread conversation={conversation} label="Message" logLabel="Chat conversation" intro={INTRO} />
    </Card>
  );
}
