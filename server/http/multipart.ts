// multipart/form-data bodies of the upload routes (deposit proofs, withdrawal
// confirmation): text fields plus up to 3 images of at most 5 MB each. Everything is
// read and checked before anything is stored, so a refused upload leaves no trace.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { documentOf, imageOf, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, type DocumentFile, type Image } from '../platform/uploads';
import { ApiFailure } from './envelope';
import { holdsUnstorableText } from './nulGuard';

export interface MultipartBody {
  fields: Record<string, string>;
  images: Image[];
}

const LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: MAX_UPLOAD_FILES,
  fields: 10,
  fieldSize: 2048,
  fieldNameSize: 64,
  parts: MAX_UPLOAD_FILES + 10,
  headerPairs: 100,
};

/** Adds the multipart parser to one plugin scope (routes elsewhere keep refusing multipart). */
export async function acceptMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, { limits: LIMITS, throwFileSizeLimit: true });
}

export function isMultipart(request: FastifyRequest): boolean {
  return typeof request.headers['content-type'] === 'string' && request.headers['content-type'].toLowerCase().startsWith('multipart/form-data');
}

function failureOf(err: unknown): ApiFailure {
  if (err instanceof ApiFailure) return err;
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiFailure('upload_too_large', { maxBytes: MAX_UPLOAD_BYTES });
    case 'FST_FILES_LIMIT':
      return new ApiFailure('too_many_files', { maxFiles: MAX_UPLOAD_FILES });
    default:
      return new ApiFailure('bad_request', { reason: 'multipart' });
  }
}

/**
 * Reads the whole body: the named text fields (others refused) and every file part
 * of `fileField`, each checked by its magic bytes as an image.
 */
export async function readMultipart(request: FastifyRequest, allowedFields: readonly string[], fileField: string): Promise<MultipartBody> {
  const { fields, files } = await readParts(request, allowedFields, fileField);
  return { fields, images: files.map((data, index) => imageOf(data, index)) };
}

/** As readMultipart, each file checked as an identity document (an image or a pdf). */
export async function readDocumentMultipart(request: FastifyRequest, allowedFields: readonly string[], fileField: string): Promise<{ fields: Record<string, string>; files: DocumentFile[] }> {
  const { fields, files } = await readParts(request, allowedFields, fileField);
  return { fields, files: files.map((data, index) => documentOf(data, index)) };
}

async function readParts(request: FastifyRequest, allowedFields: readonly string[], fileField: string): Promise<{ fields: Record<string, string>; files: Buffer[] }> {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  // The first problem is kept and the body still read to its end, so the answer
  // goes out after the whole request arrived.
  let problem: ApiFailure | undefined;
  const refuse = (path: string, rule: string) => {
    problem ??= new ApiFailure('bad_request', { issues: [{ in: 'body', path: `/${path}`, rule }] });
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== fileField) refuse(part.fieldname, 'unknown_file_field');
        else files.push(data);
      } else if (!allowedFields.includes(part.fieldname)) {
        refuse(part.fieldname, 'additionalProperties');
      } else if (part.fieldname in fields) {
        refuse(part.fieldname, 'duplicate');
      } else if (part.valueTruncated) {
        refuse(part.fieldname, 'maxLength');
      } else if (holdsUnstorableText(part.value)) {
        refuse(part.fieldname, 'nul');
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    throw failureOf(err);
  }
  if (problem) throw problem;
  return { fields, files };
}
