import type { Rows } from '@shigoto/db';

/** A job with what its pages and cards show beside it: its company, place and skills. */
export interface JobView {
  job: Rows['Job'];
  company: Rows['Company'];
  location: Rows['Location'] | null;
  skills: Rows['Skill'][];
}
