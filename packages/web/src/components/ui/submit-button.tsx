import type { ComponentProps } from 'react';
import { Button } from './button';

interface SubmitButtonProps extends Omit<ComponentProps<typeof Button>, 'type'> {
  /** True while the submitted request runs: the button says so and cannot send it twice. */
  pending: boolean;
  /** What the button says meanwhile, e.g. "Signing In...". */
  pendingLabel: string;
}

/** A form's submit button: `<SubmitButton pending={mutation.isPending} pendingLabel="Saving...">Save</SubmitButton>`. */
export function SubmitButton({ pending, pendingLabel, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
