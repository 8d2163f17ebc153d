import { documentUploadMachine, type DocumentUploadContext, type PickedDocument, type PickProblem } from '../../../machines/documentUpload.machine';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_FILES, pickedDocumentProblem } from '../../../server/shared/identityRules';
import { ApiError } from '../../../src/api/client';
import { type Expectations, replayReaders, type Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

// Files as the browser hands them over: a scan, a photo, a pdf, one too large, one of a type refused.
const scan: PickedDocument = { name: 'passport.png', type: 'image/png', size: 240_000 };
const photo: PickedDocument = { name: 'licence.jpg', type: 'image/jpeg', size: 1_200_000 };
const statement: PickedDocument = { name: 'bill.pdf', type: 'application/pdf', size: 80_000 };
const tooLarge: PickedDocument = { name: 'huge.jpg', type: 'image/jpeg', size: MAX_DOCUMENT_BYTES + 1 };
const wrongType: PickedDocument = { name: 'notes.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingdocument', size: 10_000 };
/** No browser type: judged by its name. */
const untyped: PickedDocument = { name: 'scan.PDF', type: '', size: 50_000 };

const events = {
  PICK: [
    { type: 'PICK', files: [scan] },
    { type: 'PICK', files: [photo, statement] },
    { type: 'PICK', files: [tooLarge, untyped] },
    { type: 'PICK', files: [wrongType] },
    { type: 'PICK', files: [scan, photo, statement, untyped] },
  ],
  REMOVE: [{ type: 'REMOVE', index: 0 }],
  SEND: [{ type: 'SEND' }],
  RETRY: [{ type: 'RETRY' }],
  EDIT: [{ type: 'EDIT' }],
} satisfies EventFixtures<typeof documentUploadMachine>;

const submission = { id: '5', kind: 'identity_document', state: 'pending', reason: null, details: null, files: [], submittedAt: '2026-01-01T00:00:00.000Z', reviewedAt: null };
const offline = new ApiError('network_abnormal', '', 0);
const refusedType = new ApiError('upload_type_not_allowed', 'This type of file is not accepted.', 400);
const waiting = new ApiError('identity_review_pending', 'Waiting for review.', 409);
const sessionGone = new ApiError('not_logged_in', 'Please sign in again.', 401);

const actors = {
  upload: { done: [submission], error: [offline, refusedType, waiting, sessionGone] },
} satisfies ActorFixtures<typeof documentUploadMachine>;

// ---------------------------------------------------------------------------------------
// The oracle: a pick keeps the files the shared rules accept (up to the most files) and
// names the first one left out; sending needs a file; a refusal keeps the files for another
// try or a change; a finished upload starts over empty; an ended session stops.

type T = Trace<typeof documentUploadMachine>;
/**
 * What a pick keeps (spec, issue 17): in order, each file the shared rules accept joins the list
 * until it holds the most files a submission takes; the first file left out is named with its
 * reason (its own type or size first, else one file too many). Written here, not read from the
 * machine's checkPicked, so a wrong check there is noticed.
 */
function pickFrom(files: readonly PickedDocument[], picked: readonly PickedDocument[]) {
  const accepted: PickedDocument[] = [];
  const leftOut: { problem: PickProblem; name: string }[] = [];
  for (const file of picked) {
    const problem = pickedDocumentProblem(file);
    if (problem) leftOut.push({ problem, name: file.name });
    else if (files.length + accepted.length < MAX_DOCUMENT_FILES) accepted.push(file);
    else leftOut.push({ problem: 'too_many_files', name: file.name });
  }
  return { accepted, refused: leftOut[0] ?? null };
}

type Where = 'choosing' | 'uploading' | 'refused' | 'done' | 'ended';
interface Expected {
  where: Where;
  context: DocumentUploadContext;
  ran: Record<string, unknown[]>;
}

const codeOf = (error: unknown) => {
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};

function apply(e: Expected, step: TraceStep): void {
  const c = e.context;
  const run = (...actions: string[]) => actions.forEach((action) => (e.ran[action] = [...(e.ran[action] ?? []), undefined]));
  const set = (changes: Partial<DocumentUploadContext>) => Object.assign(c, changes);
  const event = step.event as unknown as { files?: PickedDocument[]; index?: number; error?: unknown };
  switch (step.label) {
    case 'PICK': {
      if (e.where !== 'choosing') return;
      // Taken, then checked at once (the checking state passes straight back to choosing).
      const { accepted, refused } = pickFrom(c.files, event.files!);
      expectRule(accepted.length + c.files.length <= MAX_DOCUMENT_FILES);
      set({ files: [...c.files, ...accepted], refused, picked: [], noFiles: false, errorCode: null });
      run('takePick', 'keepAccepted');
      return;
    }
    case 'REMOVE':
      if (e.where !== 'choosing') return;
      set({ files: c.files.filter((_, i) => i !== event.index), refused: null });
      run('remove');
      return;
    case 'SEND':
      if (e.where !== 'choosing') return;
      if (c.files.length === 0) {
        set({ noFiles: true, refused: null });
        run('showNoFiles');
        return;
      }
      set({ noFiles: false, refused: null, errorCode: null });
      run('startUpload');
      e.where = 'uploading';
      return;
    case 'RETRY':
      if (e.where !== 'refused') return;
      set({ noFiles: false, refused: null, errorCode: null });
      run('startUpload');
      e.where = 'uploading';
      return;
    case 'EDIT':
      if (e.where === 'refused') {
        set({ errorCode: null });
        run('edit');
        e.where = 'choosing';
      } else if (e.where === 'done') {
        set({ files: [], errorCode: null, refused: null, noFiles: false });
        run('startOver');
        e.where = 'choosing';
      }
      return;
    case 'done: upload':
      e.where = 'done';
      return;
    case 'error: upload':
      if (codeOf(event.error) === 'not_logged_in') {
        e.where = 'ended';
        return;
      }
      set({ errorCode: codeOf(event.error) });
      run('showRefusal');
      e.where = 'refused';
      return;
    default:
      throw new Error(`the document upload oracle has no rule for "${step.label}"`);
  }
}

function expectRule(holds: boolean) {
  if (!holds) throw new Error('a pick went past the most files a submission takes');
}

/** What decides the next step: how many files are kept (sending needs one). */
const keyOf = (e: Expected) => (e.where === 'done' || e.where === 'ended' ? e.where : `${e.where} [files=${e.context.files.length}]`);

const followed = new WeakMap<object, Expected>();
function follow(t: T, checkLast = true): Expected {
  const known = checkLast ? followed.get(t) : undefined;
  if (known) return known;
  const kind = t.input?.kind ?? 'identity_document';
  const e: Expected = { where: 'choosing', context: { kind, files: [], picked: [], refused: null, noFiles: false, errorCode: null }, ran: {} };
  t.steps.forEach((step, index) => {
    if (index > 0) apply(e, step);
    if ((checkLast || index < t.steps.length - 1) && step.key !== keyOf(e)) {
      throw new Error(`after step ${index} (${step.label}) the rules expect "${keyOf(e)}", the machine is in "${step.key}"`);
    }
  });
  if (checkLast) followed.set(t, e);
  return e;
}
const { field, runs } = replayReaders<DocumentUploadContext, T>((t) => follow(t));

const expectations: Expectations<typeof documentUploadMachine> = {
  context: {
    kind: field('kind'),
    files: field('files'),
    picked: field('picked'),
    refused: field('refused'),
    noFiles: field('noFiles'),
    errorCode: field('errorCode'),
  },
  actions: {
    takePick: runs('takePick'),
    keepAccepted: runs('keepAccepted'),
    remove: runs('remove'),
    showNoFiles: runs('showNoFiles'),
    startUpload: runs('startUpload'),
    showRefusal: runs('showRefusal'),
    startOver: runs('startOver'),
    edit: runs('edit'),
  },
  invokes: {
    // The kind of the panel and every file kept, in the order picked.
    upload: (t) => ({ kind: follow(t).context.kind, files: follow(t).context.files }),
  },
  delays: {},
  failures: { upload: ({ trace }) => keyOf(follow(trace as T, false)) },
  done: (t) => t.in('ended'),
};

export default defineModel(documentUploadMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => stateKey(s, s.matches('done') || s.matches('ended') ? {} : { files: s.context.files.length }),
  inputs: { identity: { kind: 'identity_document' }, address: { kind: 'address_document' } },
  journeys: [
    {
      title: '[KYC] a scan picked, a file too large left out, sent: the submission waits for review',
      steps: [events.PICK[0], events.PICK[2], events.SEND[0], actorDone('upload', submission)],
      ends: 'done',
    },
    {
      title: '[KYC] sending with no file says so; a refused type is never kept; the most files a submission takes',
      input: 'address',
      steps: [events.SEND[0], events.PICK[3], events.PICK[4], events.PICK[0], events.REMOVE[0]],
      ends: 'choosing [files=2]',
    },
    {
      title: '[KYC] the server refuses: another try with the same files, then a change of files',
      steps: [events.PICK[1], events.SEND[0], actorError('upload', offline), events.RETRY[0], actorError('upload', refusedType), events.EDIT[0], events.REMOVE[0], events.SEND[0], actorDone('upload', submission), events.EDIT[0]],
      ends: 'choosing [files=0]',
    },
    {
      title: 'an ended session stops the upload',
      steps: [events.PICK[0], events.SEND[0], actorError('upload', sessionGone)],
      ends: 'ended',
    },
  ],
});
