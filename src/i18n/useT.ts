import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ErrorCode } from '../../server/shared/errors/catalogue';
import { defaultMessages } from './loadMessages';
import type en from './messages/en.json';
import type centre from './messages/centre/en.json';
import type lobby from './messages/lobby/en.json';
import type agent from './messages/agent/en.json';
import type content from './messages/content/en.json';
import type account from './messages/account/en.json';
import type gift from './messages/gift/en.json';
import type limits from './messages/limits/en.json';
import type breaks from './messages/breaks/en.json';
import type validation from './messages/validation/en.json';
import type reality from './messages/reality/en.json';
import type verification from './messages/verification/en.json';

/** A key of the English catalogue: a typo in a message id fails type checking. */
export type MessageKey =
  | keyof typeof en
  | `error.${ErrorCode}`
  | keyof typeof centre | keyof typeof lobby | keyof typeof agent | keyof typeof content | keyof typeof account | keyof typeof gift | keyof typeof validation
  | keyof typeof reality
  | keyof typeof verification | keyof typeof breaks | keyof typeof limits;
export type MessageValues = Record<string, string | number | Date | null | undefined>;

/** Formats a message of the active locale by its key. */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: MessageKey, values?: MessageValues) => intl.formatMessage({ id }, values as Record<string, string>),
    [intl],
  );
}

/** The translated message for an API errorCode (keys `error.<code>`, from server/shared/errors). */
export function errorKey(code: string | null | undefined): MessageKey {
  const key = `error.${code ?? 'unknown_error'}`;
  return (key in defaultMessages ? key : 'error.unknown_error') as MessageKey;
}

/** Whether the messages in scope (the core catalogue plus any area loaded around the caller) have `key`. */
export function useHasMessage() {
  const intl = useIntl();
  return useCallback((key: string) => key in intl.messages, [intl]);
}
