export interface PopularSkill {
  systemName: string;
  name: string;
}

/**
 * The footer links 24 skill landing pages. System names follow the skill vocabulary the
 * database is seeded with (db/src/seeders/reference-data.ts: "C#" → csharp, "Node.js" → nodejs);
 * `design` and `machine_learning` are categories, which the API's landing pages also resolve.
 */
export const POPULAR_SKILLS: readonly PopularSkill[] = [
  { systemName: 'python', name: 'Python' },
  { systemName: 'go', name: 'Go' },
  { systemName: 'java', name: 'Java' },
  { systemName: 'javascript', name: 'JavaScript' },
  { systemName: 'typescript', name: 'TypeScript' },
  { systemName: 'ruby', name: 'Ruby' },
  { systemName: 'php', name: 'PHP' },
  { systemName: 'rust', name: 'Rust' },
  { systemName: 'kotlin', name: 'Kotlin' },
  { systemName: 'swift', name: 'Swift' },
  { systemName: 'csharp', name: 'C#' },
  { systemName: 'cpp', name: 'C++' },
  { systemName: 'react', name: 'React' },
  { systemName: 'vuejs', name: 'Vue.js' },
  { systemName: 'nodejs', name: 'Node.js' },
  { systemName: 'ruby_on_rails', name: 'Ruby on Rails' },
  { systemName: 'django', name: 'Django' },
  { systemName: 'aws', name: 'AWS' },
  { systemName: 'kubernetes', name: 'Kubernetes' },
  { systemName: 'machine_learning', name: 'Machine Learning' },
  { systemName: 'ios', name: 'iOS' },
  { systemName: 'android', name: 'Android' },
  { systemName: 'devops', name: 'DevOps' },
  { systemName: 'design', name: 'Design' },
];
