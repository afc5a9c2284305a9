import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

interface ToastMessage {
  id: number;
  tone: ToastTone;
  text: string;
}

export interface Toaster {
  success(text: string): void;
  error(text: string): void;
  info(text: string): void;
}

const ToastContext = createContext<Toaster | null>(null);

/** How long a toast stays, as the specification's admin toasts (5 s). */
export const TOAST_DURATION_MS = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<ToastMessage[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setMessages((current) => current.filter((message) => message.id !== id)),
    [],
  );
  const show = useCallback(
    (tone: ToastTone, text: string) => {
      const id = nextId.current++;
      setMessages((current) => [...current.slice(-3), { id, tone, text }]);
      setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );
  const toaster = useMemo<Toaster>(
    () => ({
      success: (text) => show('success', text),
      error: (text) => show('error', text),
      info: (text) => show('info', text),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div className="ui-toasts" aria-live="polite" aria-relevant="additions">
        {messages.map((message) => (
          <div
            key={message.id}
            className={`ui-toast ui-toast--${message.tone}`}
            role={message.tone === 'error' ? 'alert' : 'status'}
          >
            <span>{message.text}</span>
            <button
              type="button"
              className="ui-toast__close"
              aria-label="Dismiss notification"
              onClick={() => dismiss(message.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast must be used inside a ToastProvider');
  return toaster;
}
