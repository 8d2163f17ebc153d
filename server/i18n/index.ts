// Translated error messages, one table per shipped language (each must cover
// every ErrorCode; the type checker and test/server/i18n.test.ts both insist).
import type { ErrorCode } from '../errorCodes';
import { bn } from './bn';
import { en, type ErrorMessages } from './en';
import { hi } from './hi';
import { id } from './id';
import type { Language } from './languages';
import { ptBR } from './pt-BR';
import { th } from './th';
import { vi } from './vi';
import { zh } from './zh';

export const ERROR_MESSAGES: Record<Language, ErrorMessages> = { en, vi, th, zh, hi, bn, id, 'pt-BR': ptBR };

export function errorMessage(code: ErrorCode, language: Language): string {
  return ERROR_MESSAGES[language][code] || en[code];
}

export { negotiateLanguage, LANGUAGES, LANGUAGE_CODES, DEFAULT_LANGUAGE, type Language } from './languages';
