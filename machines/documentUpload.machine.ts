import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { MAX_DOCUMENT_FILES, pickedDocumentProblem, type DocumentKind } from '../server/shared/identityRules';
import { errorCodeOf } from './flowErrors';

/**
 * One identity document sent for review (issue 17, docs/player-protection.md): the member picks
 * files of one kind (an identity document or a proof of address), each checked as it is picked
 * against the shared rules (type, size, how many: server/shared/identityRules.ts) so a file the
 * server would refuse never joins the list; then sends them. The server checks again (by the
 * files' first bytes): a refusal keeps the files for another try or a change; an ended session
 * stops here. Once sent, the submission waits for risk staff; a new upload can start over.
 */

/** What the machine reads of a picked file (a browser File has these and more). */
export interface PickedDocument {
  name: string;
  type: string;
  size: number;
}

/** Why a picked file was left out: its type, its size, or one file too many. */
export type PickProblem = 'upload_type_not_allowed' | 'upload_too_large' | 'too_many_files';

export interface DocumentUploadInput {
  kind: DocumentKind;
}

export interface DocumentUploadContext<F extends PickedDocument = PickedDocument> {
  kind: DocumentKind;
  files: F[];
  /** The files of the last pick, while they are checked. */
  picked: F[];
  /** The first file of the last pick left out, and why. */
  refused: { problem: PickProblem; name: string } | null;
  /** Sending was asked with no file. */
  noFiles: boolean;
  errorCode: string | null;
}

export type DocumentUploadEvent =
  | { type: 'PICK'; files: PickedDocument[] }
  | { type: 'REMOVE'; index: number }
  | { type: 'SEND' }
  | { type: 'RETRY' }
  /** From a refusal or a finished upload: change the files, or start a new upload. */
  | { type: 'EDIT' };

export interface UploadRequest {
  kind: DocumentKind;
  files: PickedDocument[];
}

/** The picked files that may join `files`, and the first one left out with its reason. */
export function checkPicked(files: readonly PickedDocument[], picked: readonly PickedDocument[]) {
  const accepted: PickedDocument[] = [];
  let refused: { problem: PickProblem; name: string } | null = null;
  for (const file of picked) {
    const problem = pickedDocumentProblem(file);
    if (problem) refused ??= { problem, name: file.name };
    else if (files.length + accepted.length >= MAX_DOCUMENT_FILES) refused ??= { problem: 'too_many_files', name: file.name };
    else accepted.push(file);
  }
  return { accepted, refused };
}

export const documentUploadMachine = setup({
  types: {
    input: {} as DocumentUploadInput,
    context: {} as DocumentUploadContext,
    events: {} as DocumentUploadEvent,
  },
  actors: {
    upload: fromPromise<unknown, UploadRequest>(async () => {
      throw new Error('upload is provided by the page');
    }),
  },
  guards: {
    noFiles: ({ context }) => context.files.length === 0,
    sessionOver: ({ event }) => errorCodeOf(event) === 'not_logged_in',
  },
  actions: {
    takePick: assign(({ event }) => {
      assertEvent(event, 'PICK');
      return { picked: event.files, noFiles: false, errorCode: null };
    }),
    keepAccepted: assign(({ context }) => {
      const { accepted, refused } = checkPicked(context.files, context.picked);
      return { files: [...context.files, ...accepted], refused, picked: [] };
    }),
    remove: assign(({ context, event }) => {
      assertEvent(event, 'REMOVE');
      return { files: context.files.filter((_, i) => i !== event.index), refused: null };
    }),
    showNoFiles: assign({ noFiles: true, refused: null }),
    startUpload: assign({ noFiles: false, refused: null, errorCode: null }),
    showRefusal: assign(({ event }) => ({ errorCode: errorCodeOf(event) })),
    startOver: assign({ files: [], errorCode: null, refused: null, noFiles: false }),
    edit: assign({ errorCode: null }),
  },
}).createMachine({
  id: 'documentUpload',
  context: ({ input }) => ({ kind: input.kind, files: [], picked: [], refused: null, noFiles: false, errorCode: null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        PICK: { target: 'checking', actions: 'takePick' },
        REMOVE: { actions: 'remove' },
        SEND: [{ guard: 'noFiles', actions: 'showNoFiles' }, { target: 'uploading', actions: 'startUpload' }],
      },
    },
    /** The picked files against the shared rules: the good ones join, the first bad one is named. */
    checking: {
      always: { target: 'choosing', actions: 'keepAccepted' },
    },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ kind: context.kind, files: context.files }),
        onDone: { target: 'done' },
        onError: [{ guard: 'sessionOver', target: 'ended' }, { target: 'refused', actions: 'showRefusal' }],
      },
    },
    /** The server refused (or the network failed): the same files again, or other files. */
    refused: {
      on: {
        RETRY: { target: 'uploading', actions: 'startUpload' },
        EDIT: { target: 'choosing', actions: 'edit' },
      },
    },
    /** Sent: the submission waits for review. */
    done: {
      on: { EDIT: { target: 'choosing', actions: 'startOver' } },
    },
    /** The member's session ended: the app signs in again. */
    ended: { type: 'final' },
  },
});
