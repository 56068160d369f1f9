import { MailIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Dialog, DialogContent, DialogForm } from '#app/components/ui/dialog.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { toast } from '#app/components/ui/use-toast.ts';
import { sendEmailDialog } from '#app/content/playbook-flow-steps.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { sendPlaybookEmail } from '#app/shared/playbook-flow/playbook-api.ts';
import { isSendableEmail } from './owner-contact.ts';

/** "Send SOP by Email". */
export function SendEmailDialog({
  open,
  onOpenChange,
  restaurantName,
  sopId: playbookId,
  sopContent: playbookContent,
  defaultEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  restaurantName: string;
  sopId: string;
  sopContent: string;
  defaultEmail: string;
}) {
  const copy = sendEmailDialog;
  const id = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [pending, setPending] = useState(false);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (pending) return;
    const to = email.trim();
    if (!isSendableEmail(to)) {
      toast({ variant: 'destructive', ...copy.invalidToast });
      return;
    }
    setPending(true);
    try {
      await sendPlaybookEmail({ email: to, restaurantName, sopContent: playbookContent, sopId: playbookId });
      toast(copy.successToast(to));
      onOpenChange(false);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: copy.failureTitle,
        description: error instanceof ApiError && error.serverMessage ? error.serverMessage : copy.failureFallback,
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogForm
          onSubmit={send}
          className="grid gap-4"
          noValidate
          title={copy.title}
          description={copy.description(restaurantName)}
          footer={
            <>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {copy.cancel}
              </Button>
              <Button type="submit" disabled={pending || email.trim() === ''}>
                <MailIcon aria-hidden="true" />
                {pending ? copy.pending : copy.send}
              </Button>
            </>
          }
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>{copy.label}</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder={copy.placeholder}
              size="lg"
            />
          </div>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
