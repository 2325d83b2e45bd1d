import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useReopenCommentMutation, useResolveCommentMutation, type CommentFieldsFragment, type CommentThreadFragment } from '../../graphql/generated.ts';
import { formatUpdated } from '../../lib/dates.ts';
import { CommentComposer } from './CommentComposer.tsx';

interface CommentThreadCardProps {
  transcriptId: string;
  thread: CommentThreadFragment;
  /** Replies may be written (a view-only review link may not). */
  canReply: boolean;
  /** Threads may be resolved and reopened (the team; not a reviewer's link). */
  canResolve: boolean;
  onChanged: () => void;
}

/** One thread: the words it is on (or that it is outdated), its comments, a reply box, resolve or reopen. */
export function CommentThreadCard({ transcriptId, thread, canReply, canResolve, onChanged }: CommentThreadCardProps) {
  const [replying, setReplying] = useState(false);
  const [, resolve] = useResolveCommentMutation();
  const [, reopen] = useReopenCommentMutation();
  const toggle = async () => {
    await (thread.resolved ? reopen({ id: thread.id }) : resolve({ id: thread.id }));
    onChanged();
  };
  return (
    <Box as="article" aria-label={`Comment by ${thread.author?.name ?? 'someone'}`} borderWidth="1px" rounded="md" p="3" bg={thread.resolved ? 'bg.subtle' : 'bg'}>
      <HStack gap="2" mb="1" wrap="wrap">
        {thread.outdated && <Badge colorPalette="orange">Outdated</Badge>}
        {thread.resolved && <Badge colorPalette="green">Resolved</Badge>}
        <Text fontSize="xs" color="fg.muted" lineClamp={2} fontStyle="italic">
          “{thread.quote}”
        </Text>
      </HStack>
      <Stack gap="2">
        {[thread, ...thread.replies].map((comment) => (
          <CommentBody key={comment.id} comment={comment} />
        ))}
      </Stack>
      <HStack mt="2" gap="1" justify="flex-end">
        {canReply && !replying && (
          <Button size="xs" variant="ghost" onClick={() => setReplying(true)}>
            Reply
          </Button>
        )}
        {canResolve && (
          <Button size="xs" variant="outline" onClick={() => void toggle()}>
            {thread.resolved ? 'Reopen' : 'Resolve'}
          </Button>
        )}
      </HStack>
      {replying && (
        <CommentComposer
          target={{ transcriptId, replyTo: thread.id }}
          label="Reply"
          onSent={() => {
            setReplying(false);
            onChanged();
          }}
          onCancel={() => setReplying(false)}
        />
      )}
    </Box>
  );
}

function CommentBody({ comment }: { comment: CommentFieldsFragment }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        <Text as="span" fontWeight="semibold" color="fg">
          {comment.author?.name ?? 'Someone'}
        </Text>{' '}
        · {formatUpdated(comment.createdAt, true)}
      </Text>
      <Text fontSize="sm" whiteSpace="pre-wrap">
        {comment.text}
      </Text>
    </Box>
  );
}
