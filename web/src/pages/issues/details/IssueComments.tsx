/**
 * The issue's comments (spec 2.10, 3 'Issue detail'): who wrote each, when (the site's time) and
 * what, oldest first; a manager adds one while the issue is not closed.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { formatSiteDateTime } from '@shared/dates';
import { IssueMessages } from '@shared/issues/messages';
import { commentBody, type IssueDetail } from '@shared/issues/schemas';
import { toast } from '../../../app/toasts';
import { addIssueComment } from './issue-calls';

function AddComment({ issueUuid }: { issueUuid: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  // A refusal keeps the text (the API client showed the server's message).
  const comment = useMutation({
    mutationFn: (trimmed: string) => addIssueComment(issueUuid, trimmed),
    onSuccess: () => {
      toast.success(IssueMessages.commentAdded);
      setText('');
    },
  });
  const add = () => {
    // The server's check ('Comment is required', the length limit), before any call.
    const checked = commentBody.shape.comment.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    comment.mutate(text.trim());
  };
  return (
    <div data-field="Comment">
      <SpaceBetween size="xs">
        <FormField label="Comment" errorText={error} stretch>
          <Textarea
            value={text}
            rows={3}
            placeholder="Write a comment"
            invalid={Boolean(error)}
            onChange={({ detail }) => {
              setText(detail.value);
              setError(undefined);
            }}
          />
        </FormField>
        <Box float="right">
          <Button loading={comment.isPending} onClick={add}>
            Add Comment
          </Button>
        </Box>
      </SpaceBetween>
    </div>
  );
}

export function IssueComments({ issue, canComment }: { issue: IssueDetail; canComment: boolean }) {
  return (
    <Container
      header={
        <Header variant="h2" counter={`(${issue.comments.length})`}>
          Comments
        </Header>
      }
    >
      <SpaceBetween size="l">
        {issue.comments.length === 0 ? (
          <Box color="text-body-secondary">No comments yet</Box>
        ) : (
          <ul className="ac-issue-comments" aria-label="Comments">
            {issue.comments.map((c) => (
              <li key={c.comment_id} className="ac-issue-comment">
                <div className="ac-issue-comment__head">
                  <strong>{c.created_by_name}</strong>
                  <span>{formatSiteDateTime(c.created_at, issue.timezone)}</span>
                </div>
                <div className="ac-issue-comment__text">{c.comment}</div>
              </li>
            ))}
          </ul>
        )}
        {canComment && <AddComment issueUuid={issue.issue_uuid} />}
      </SpaceBetween>
    </Container>
  );
}
