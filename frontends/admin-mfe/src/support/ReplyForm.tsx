import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notice, TextAreaField, useToast } from '@p2p/ui';
import { useForm } from 'react-hook-form';
import { z } from '@p2p/ui/zod';
import { useReply } from './support-queries';

/** The admin service takes 1 to 2000 characters, trimmed. */
const MESSAGE_MAX = 2000;

const schema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Write a reply first')
    .max(MESSAGE_MAX, `A reply cannot exceed ${MESSAGE_MAX} characters`),
});
type Values = z.infer<typeof schema>;

export function ReplyForm({ conversationId }: { conversationId: string }) {
  const toast = useToast();
  const reply = useReply(conversationId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { text: '' } });

  const submit = handleSubmit(({ text }) =>
    reply.mutate(text, {
      onSuccess: (answer) => {
        reset();
        toast.success(answer.message ?? 'Reply sent');
      },
    }),
  );

  return (
    <form className="support-reply" onSubmit={(event) => void submit(event)} noValidate aria-label="Reply">
      <TextAreaField
        label="Reply"
        rows={3}
        maxLength={MESSAGE_MAX}
        error={errors.text?.message}
        onKeyDown={(event) => {
          // Enter sends, as in the user's chat; Shift+Enter starts a new line.
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void submit();
          }
        }}
        {...register('text')}
      />
      {reply.error && <Notice tone="danger">{reply.error.message}</Notice>}
      <div>
        <Button type="submit" loading={reply.isPending}>
          Send reply
        </Button>
      </div>
    </form>
  );
}
