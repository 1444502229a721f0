import type { Operation } from '../operation.js';

export const employerApplicantOperations: Operation[] = [];
