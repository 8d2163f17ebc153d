// Proof images (spec-notes ruling 5, spec section 5): png or jpg, at most 5 MB each, at
// most 3 per upload. Shared by the server, which enforces them (server/platform/uploads.ts,
// deciding the type by the file's first bytes), and the browser's pickers, which check
// what a person picks before it is sent. Pure.

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 3;

export const IMAGE_MIMES = ['image/png', 'image/jpeg'] as const;
export type ImageMime = (typeof IMAGE_MIMES)[number];
/** A file's name when the browser gives no type. */
const IMAGE_NAME = /\.(png|jpe?g)$/i;

/** The server's own error codes, so both sides word a refusal the same way. */
export type PickedFileProblem = 'upload_type_not_allowed' | 'upload_too_large';

/** One picked file, by its browser type (or its name when there is none) and its size. */
export function pickedFileProblem(file: { type: string; size: number; name: string }): PickedFileProblem | null {
  const image = file.type ? (IMAGE_MIMES as readonly string[]).includes(file.type) : IMAGE_NAME.test(file.name);
  if (!image) return 'upload_type_not_allowed';
  if (file.size > MAX_UPLOAD_BYTES) return 'upload_too_large';
  return null;
}

/** Whether this many files may go in one upload. */
export const uploadCountOk = (count: number, max: number = MAX_UPLOAD_FILES): boolean => count <= max;
