// Typed hooks over the three generic machines of the personal centre. A page hands in
// its API call; the hook keeps the latest one (so inline arrows are fine) and returns
// the machine's snapshot, its data typed, and `send`. Each hook is a module of its own,
// so a page loads only the machine it uses.
export { useRecordList } from './useRecordList';
export { useResource } from './useResource';
export { useSubmission } from './useSubmission';
