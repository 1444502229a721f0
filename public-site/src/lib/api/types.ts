import type {
  CandidateLocation,
  EmploymentType,
  EnglishLevel,
  JapaneseLevel,
  RemoteLevel,
  SeniorityLevel,
} from '@shigoto/db/enums';

/** The site's own records: id plus attributes, relationships resolved from `included`. */

/** A resized copy of an uploaded image (a logo, a blog cover). */
export interface ImageVariant {
  format: 'webp' | 'png';
  width: number;
  height: number;
  url: string;
}
export type LogoVariant = ImageVariant;

export interface Company {
  id: string;
  name: string;
  short_name: string | null;
  slug: string;
  logo_url: string | null;
  /** Resized copies of the logo, smallest first; empty until they are made. */
  logo_variants?: LogoVariant[];
  homepage_url: string | null;
  location: string | null;
  employee_count: number | null;
  is_verified: boolean;
  hiring_now: boolean;
}

/** A company's own page and list entry: the card's fields plus its profile. */
export interface CompanyProfile extends Company {
  description: string | null;
  linkedin_url: string | null;
  size_band: string | null;
  has_active_jobs: boolean;
  is_startup: boolean;
  japanese_level_enum: JapaneseLevel | null;
  remote_level: RemoteLevel | null;
  review_count: number;
  experience_count: number;
  tags?: string[];
  skills?: string[];
}

export interface Job {
  id: string;
  slug: string;
  title: string;
  location: string | null;
  position: string | null;
  intro: string | null;
  skills: string[];
  technologies: string[];
  job_type_names: string[];
  /** JPY per year. */
  salary_min: number | null;
  salary_max: number | null;
  remote_level: RemoteLevel | null;
  employment_type: EmploymentType | null;
  seniority_level: SeniorityLevel | null;
  english_level_enum: EnglishLevel | null;
  japanese_level_enum: JapaneseLevel | null;
  candidate_location: CandidateLocation | null;
  sponsors_visas: 'yes' | 'no';
  is_internship: boolean;
  featured: boolean;
  published: boolean;
  published_at: string | null;
  newly_published: boolean;
  japanese_required: boolean;
  /** 1: the company's own application page; 2: applications by e-mail through Shigoto. */
  application_type: 1 | 2;
  application_conditions: string | null;
  is_remote: boolean;
  company: Company | null;
}

export interface JobDetail extends Job {
  details: string | null;
  requirements: string | null;
  benefits: string | null;
  raw_content: string | null;
}

/** A filter value as the API writes it: a list, one value, or a number. */
export type ApiFilterValue = string | number | boolean | (string | number)[];

/** An SEO keyword page, resolved by the API from its path. */
export interface LandingPage {
  id: string;
  /** e.g. `/python-jobs-in-japan`. */
  path: string;
  filters: Record<string, ApiFilterValue>;
  title: string;
  heading: string;
  description: string;
  job_count?: number;
}

export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
  totalPages: number;
}
