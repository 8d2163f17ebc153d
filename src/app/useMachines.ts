// Typed hooks over the three generic machines of the personal centre. A page hands in
// its call, taken from a module of src/app (a view never imports the API client); the
// hook keeps the latest one (so inline arrows are fine), hands it the signal of the
// machine state that asked (leaving that state cancels the request) and returns the
// machine's snapshot, its data typed, and `send`. Each hook is a module of its own,
// so a page loads only the machine it uses.
export { useRecordList } from './useRecordList';
export { useResource } from './useResource';
export { useSubmission } from './useSubmission';
