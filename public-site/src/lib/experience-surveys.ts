import type { SurveyKind } from '@shigoto/db/experience-survey';

export const SURVEY_PATHS: Record<SurveyKind, string> = { designer: '/designer-experiences', remote: '/remote-experiences' };
