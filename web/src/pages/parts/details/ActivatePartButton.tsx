/** Activate on a deactivated part's page (issue 25 item 1): back in the catalogue, received and used as before. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import { PartMessages } from '@shared/parts/messages';
import { toast } from '../../../app/toasts';
import { refreshPart } from '../common/after-write';
import { activatePart } from '../common/parts-calls';

export function ActivatePartButton({ partId }: { partId: string }) {
  const queryClient = useQueryClient();
  // A refusal is shown by the API client's toast.
  const activate = useMutation({
    mutationFn: () => activatePart(partId),
    onSuccess: async () => {
      toast.success(PartMessages.activated);
      await refreshPart(queryClient, partId);
    },
  });
  return (
    <Button variant="primary" loading={activate.isPending} onClick={() => activate.mutate()}>
      Activate
    </Button>
  );
}
