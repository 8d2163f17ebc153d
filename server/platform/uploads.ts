// Proof images (spec-notes 5): png or jpg, at most 5 MB each, at most 3 per upload.
// The type is decided by the file's first bytes, never by its name or the declared
// content type. Images live in the database next to what they prove, so PGlite and
// PostgreSQL deployments need no shared folder.
import { createHash } from 'node:crypto';
import type * as v from 'valibot';
import type { upload } from '../shared/wire/common';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UploadPurpose } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import type { Clock } from './clock';
import { writeAudit } from './audit';

import { IMAGE_MIMES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, uploadCountOk, type ImageMime } from '../shared/uploadRules';
import { DOCUMENT_MIMES, MAX_DOCUMENT_BYTES, type DocumentMime } from '../shared/identityRules';

// The limits are shared with the browser's pickers (server/shared/uploadRules.ts).
export { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, type ImageMime };

export interface Image {
  mime: ImageMime;
  data: Buffer;
  sha256: string;
}

/** A member's identity document file: an image or a pdf (server/shared/identityRules.ts). */
export interface DocumentFile {
  mime: DocumentMime;
  data: Buffer;
  sha256: string;
}

/** What an identity document's file is stored as, for its owner or risk staff. */
export interface DocumentFileView {
  id: string;
  mime: DocumentMime;
  size: number;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type of a file by its magic bytes, or undefined for anything else. */
export function sniffImage(data: Buffer): ImageMime | undefined {
  if (data.length > PNG.length && data.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (data.length > JPEG.length && data.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return undefined;
}

const PDF = Buffer.from('%PDF-', 'ascii');

/** A document's type by its magic bytes: an image's, or a pdf's. */
export function sniffDocument(data: Buffer): DocumentMime | undefined {
  if (data.length > PDF.length && data.subarray(0, PDF.length).equals(PDF)) return 'application/pdf';
  return sniffImage(data);
}

/** Checks one uploaded document file; refuses with upload_type_not_allowed or upload_too_large. */
export function documentOf(data: Buffer, index: number): DocumentFile {
  if (data.length > MAX_DOCUMENT_BYTES) throw new ApiFailure('upload_too_large', { file: index, maxBytes: MAX_DOCUMENT_BYTES });
  const mime = sniffDocument(data);
  if (!mime) throw new ApiFailure('upload_type_not_allowed', { file: index, allowed: [...DOCUMENT_MIMES] });
  return { mime, data, sha256: createHash('sha256').update(data).digest('hex') };
}

/** Checks one uploaded file; refuses with upload_type_not_allowed or upload_too_large. */
export function imageOf(data: Buffer, index: number): Image {
  if (data.length > MAX_UPLOAD_BYTES) throw new ApiFailure('upload_too_large', { file: index, maxBytes: MAX_UPLOAD_BYTES });
  const mime = sniffImage(data);
  if (!mime) throw new ApiFailure('upload_type_not_allowed', { file: index, allowed: [...IMAGE_MIMES] });
  return { mime, data, sha256: createHash('sha256').update(data).digest('hex') };
}

export function checkImageCount(images: readonly Image[], { min = 0 }: { min?: number } = {}): void {
  if (!uploadCountOk(images.length)) throw new ApiFailure('too_many_files', { maxFiles: MAX_UPLOAD_FILES });
  if (images.length < min) throw new ApiFailure('proof_required', { minFiles: min });
}

/** An upload as its owner sees it (the wire shape). */
export type UploadView = v.InferOutput<typeof upload>;

export const uploadUrl = (id: string | number) => `/api/wallet/uploads/${id}`;

export function createUploadService(db: Kysely<Database>, clock: Clock) {
  return {
    /** Stores images inside the caller's transaction. */
    async store(trx: Transaction<Database>, userId: number, purpose: UploadPurpose, ownerId: string, images: readonly Image[]): Promise<UploadView[]> {
      if (images.length === 0) return [];
      const rows = await trx
        .insertInto('uploads')
        .values(images.map((img) => ({ user_id: userId, purpose, owner_id: ownerId, mime: img.mime, size: img.data.length, sha256: img.sha256, data: img.data, created_at: clock() })))
        .returning(['id', 'mime', 'size'])
        .execute();
      return rows.map((r) => ({ id: String(r.id), mime: r.mime as ImageMime, size: r.size, url: uploadUrl(r.id) }));
    },

    async list(purpose: UploadPurpose, ownerIds: string[], conn: Kysely<Database> | Transaction<Database> = db): Promise<Map<string, UploadView[]>> {
      const out = new Map<string, UploadView[]>();
      if (ownerIds.length === 0) return out;
      const rows = await conn.selectFrom('uploads').select(['id', 'owner_id', 'mime', 'size']).where('purpose', '=', purpose).where('owner_id', 'in', ownerIds).orderBy('id').execute();
      for (const r of rows) {
        const key = String(r.owner_id);
        out.set(key, [...(out.get(key) ?? []), { id: String(r.id), mime: r.mime as ImageMime, size: r.size, url: uploadUrl(r.id) }]);
      }
      return out;
    },

    /**
     * An image for its owner (or, with userId undefined, for an operator). Never an identity
     * document: those are read through readDocument, by their owner or risk staff only.
     */
    async read(id: string, userId: number | undefined): Promise<{ mime: ImageMime; data: Buffer } | undefined> {
      let query = db.selectFrom('uploads').select(['mime', 'data']).where('id', '=', id).where('purpose', '!=', 'identity_document');
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      const row = await query.executeTakeFirst();
      return row ? { mime: row.mime as ImageMime, data: Buffer.from(row.data) } : undefined;
    },

    /**
     * An image for staff, only of the given purposes (each queue's staff see their own
     * queue's images), with what it belongs to for the audit log.
     */
    async readFor(id: string, purposes: readonly UploadPurpose[], actor: { name: string; ip: string | null }): Promise<{ mime: ImageMime; data: Buffer } | undefined> {
      const row = await db.selectFrom('uploads').select(['mime', 'data', 'user_id', 'purpose', 'owner_id']).where('id', '=', id).where('purpose', 'in', [...purposes]).where('purpose', '!=', 'identity_document').executeTakeFirst();
      if (!row) return undefined;
      await writeAudit(db, { actor: actor.name, ip: actor.ip, action: 'upload.view', details: { uploadId: id, purpose: row.purpose, ownerId: String(row.owner_id), userId: String(row.user_id) } });
      return { mime: row.mime as ImageMime, data: Buffer.from(row.data) };
    },

    /** Stores identity document files inside the caller's transaction. */
    async storeDocuments(trx: Transaction<Database>, userId: number, submissionId: string, files: readonly DocumentFile[]): Promise<DocumentFileView[]> {
      const rows = await trx
        .insertInto('uploads')
        .values(files.map((f) => ({ user_id: userId, purpose: 'identity_document' as const, owner_id: submissionId, mime: f.mime, size: f.data.length, sha256: f.sha256, data: f.data, created_at: clock() })))
        .returning(['id', 'mime', 'size'])
        .execute();
      return rows.map((r) => ({ id: String(r.id), mime: r.mime, size: r.size }));
    },

    /** The document files of submissions, by submission id. */
    async listDocuments(submissionIds: string[], conn: Kysely<Database> | Transaction<Database> = db): Promise<Map<string, DocumentFileView[]>> {
      const out = new Map<string, DocumentFileView[]>();
      if (submissionIds.length === 0) return out;
      const rows = await conn.selectFrom('uploads').select(['id', 'owner_id', 'mime', 'size']).where('purpose', '=', 'identity_document').where('owner_id', 'in', submissionIds).orderBy('id').execute();
      for (const r of rows) out.set(String(r.owner_id), [...(out.get(String(r.owner_id)) ?? []), { id: String(r.id), mime: r.mime, size: r.size }]);
      return out;
    },

    /** A document file for its owner (or, with userId undefined, for risk staff), with its owner. */
    async readDocument(id: string, userId: number | undefined): Promise<{ mime: DocumentMime; data: Buffer; userId: number; submissionId: string } | undefined> {
      let query = db.selectFrom('uploads').select(['mime', 'data', 'user_id', 'owner_id']).where('id', '=', id).where('purpose', '=', 'identity_document');
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      const row = await query.executeTakeFirst();
      return row ? { mime: row.mime, data: Buffer.from(row.data), userId: row.user_id, submissionId: String(row.owner_id) } : undefined;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
