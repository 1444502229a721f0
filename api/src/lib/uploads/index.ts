export { readMultipart, uploadedFile, type MultipartLimits, type UploadedFile } from './multipart.js';
export { detectResumeKind, storeResume, RESUME_LIMITS, RESUME_TYPE_MESSAGE, DOCX_MAX_ENTRIES, DOCX_MAX_UNCOMPRESSED_BYTES, type ResumeKind } from './resume.js';
