import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

/** Spec section 9: errors and plain toasts stay 4 s, successes 2 s, at most 20 at once. */
export const TOAST_DURATION_MS = { error: 4000, info: 4000, success: 2000 } as const;
/** A toast with an action (Undo) stays long enough to reach it. */
export const ACTION_TOAST_MS = 8000;

export const toaster = createToaster({ placement: 'top', max: 20, duration: TOAST_DURATION_MS.info });

export function notify(type: keyof typeof TOAST_DURATION_MS, title: string, description?: string): void {
  toaster.create({ type, title, description, duration: TOAST_DURATION_MS[type], closable: true });
}

/** A toast offering to take something back, e.g. "Transcript deleted — Undo". */
export function notifyWithAction(title: string, action: { label: string; onClick: () => void }): void {
  toaster.create({ type: 'info', title, action, duration: ACTION_TOAST_MS, closable: true });
}

/** The toast area at the top centre of every page. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
