// Locations and skills: the fixed vocabulary every job, company and applicant points at. Ids are
// explicit so links (Japan is location 1, categories keep their reserved skill ids) never move.
import { CATEGORY_SKILL_IDS, JAPAN_LOCATION_ID, type SkillType } from '../enums.js';
import { OUTSIDE_JAPAN_SLUG } from '../locations.js';
import type { NewRow } from './rows.js';

export const LOCATIONS: NewRow<'Location'>[] = [
  { id: JAPAN_LOCATION_ID, name: 'Japan', name_ja: '日本', slug: 'japan', parent_id: null },
  ...(
    [
      ['Tokyo', '東京', 'tokyo'],
      ['Osaka', '大阪', 'osaka'],
      ['Kyoto', '京都', 'kyoto'],
      ['Fukuoka', '福岡', 'fukuoka'],
      ['Nagoya', '名古屋', 'nagoya'],
      ['Yokohama', '横浜', 'yokohama'],
      ['Sapporo', '札幌', 'sapporo'],
      ['Sendai', '仙台', 'sendai'],
      ['Kobe', '神戸', 'kobe'],
      ['Remote (Japan)', 'リモート（日本国内）', 'remote-japan'],
    ] as const
  ).map(([name, name_ja, slug], index) => ({ id: index + 2, name, name_ja, slug, parent_id: JAPAN_LOCATION_ID })),
  ...(
    [
      ['Remote (Worldwide)', 'リモート（海外可）', 'remote-worldwide'],
      ['Singapore', 'シンガポール', 'singapore'],
      ['Seoul', 'ソウル', 'seoul'],
      ['Taipei', '台北', 'taipei'],
      // For the applicant who lives in none of the places listed: "Where do you live now?" must
      // have a true answer for everyone outside Japan. No job is there.
      ['Elsewhere outside Japan', '日本国外（その他の地域）', OUTSIDE_JAPAN_SLUG],
    ] as const
  ).map(([name, name_ja, slug], index) => ({ id: index + 12, name, name_ja, slug, parent_id: null })),
];

/** Job categories in the order of their reserved ids (CATEGORY_SKILL_IDS). */
const CATEGORIES = [
  ['Software Engineering', 'software_engineering', 'ソフトウェア開発'],
  ['Design', 'design', 'デザイン'],
  ['Data', 'data', 'データ'],
  ['QA', 'quality_assurance', '品質保証'],
  ['Product Management', 'product_management', 'プロダクトマネジメント'],
  ['DevOps / SRE', 'devops_sre', 'DevOps・SRE'],
  ['Mobile', 'mobile_development', 'モバイル開発'],
  ['Machine Learning', 'machine_learning', '機械学習'],
  ['Security', 'security', 'セキュリティ'],
  ['Marketing', 'marketing', 'マーケティング'],
  ['Sales', 'sales', '営業'],
  ['Customer Success', 'customer_success', 'カスタマーサクセス'],
  ['Project Management', 'project_management', 'プロジェクトマネジメント'],
  ['IT / Infrastructure', 'it_infrastructure', '社内IT・インフラ'],
  ['Game Development', 'game_development', 'ゲーム開発'],
  ['Embedded', 'embedded', '組み込み'],
  ['Technical Writing', 'technical_writing', 'テクニカルライティング'],
  ['Business Development', 'business_development', '事業開発'],
  ['Other', 'other', 'その他'],
] as const;

/** [name, system_name, parent category system_name, name_ja] */
const SUBCATEGORIES = [
  ['Backend Development', 'backend_development', 'software_engineering', 'バックエンド開発'],
  ['Frontend Development', 'frontend_development', 'software_engineering', 'フロントエンド開発'],
  ['Full-Stack Development', 'full_stack_development', 'software_engineering', 'フルスタック開発'],
  ['Engineering Management', 'engineering_management', 'software_engineering', 'エンジニアリングマネジメント'],
  ['UI/UX Design', 'ui_ux_design', 'design', 'UI/UXデザイン'],
  ['Product Design', 'product_design', 'design', 'プロダクトデザイン'],
  ['Data Engineering', 'data_engineering', 'data', 'データエンジニアリング'],
  ['Data Analytics', 'data_analytics', 'data', 'データ分析'],
  ['Test Automation', 'test_automation', 'quality_assurance', 'テスト自動化'],
  ['Manual Testing', 'manual_testing', 'quality_assurance', '手動テスト'],
  ['Cloud Infrastructure', 'cloud_infrastructure', 'devops_sre', 'クラウドインフラ'],
  ['Site Reliability', 'site_reliability', 'devops_sre', 'サイト信頼性'],
  ['iOS Development', 'ios_development', 'mobile_development', 'iOS開発'],
  ['Android Development', 'android_development', 'mobile_development', 'Android開発'],
  ['Cross-Platform Development', 'cross_platform_development', 'mobile_development', 'クロスプラットフォーム開発'],
  ['Applied Machine Learning', 'applied_machine_learning', 'machine_learning', '機械学習応用'],
  ['Application Security', 'application_security', 'security', 'アプリケーションセキュリティ'],
  ['Growth Marketing', 'growth_marketing', 'marketing', 'グロースマーケティング'],
  ['Enterprise Sales', 'enterprise_sales', 'sales', 'エンタープライズ営業'],
  ['Network Engineering', 'network_engineering', 'it_infrastructure', 'ネットワークエンジニアリング'],
  ['Gameplay Programming', 'gameplay_programming', 'game_development', 'ゲームプログラミング'],
  ['Firmware', 'firmware', 'embedded', 'ファームウェア'],
  ['Developer Documentation', 'developer_documentation', 'technical_writing', '開発者向けドキュメント'],
] as const;

/** [name, system_name, display_name, name_ja] */
const JOB_TYPES = [
  ['Backend', 'backend', 'Backend Engineer', 'バックエンドエンジニア'],
  ['Frontend', 'frontend', 'Frontend Engineer', 'フロントエンドエンジニア'],
  ['Full Stack', 'full_stack', 'Full-Stack Engineer', 'フルスタックエンジニア'],
  ['Mobile', 'mobile', 'Mobile Engineer', 'モバイルエンジニア'],
  ['Data Engineer', 'data_engineer', 'Data Engineer', 'データエンジニア'],
  ['Data Scientist', 'data_scientist', 'Data Scientist', 'データサイエンティスト'],
  ['Data Analyst', 'data_analyst', 'Data Analyst', 'データアナリスト'],
  ['ML Engineer', 'ml_engineer', 'Machine Learning Engineer', '機械学習エンジニア'],
  ['Designer', 'designer', 'Designer', 'デザイナー'],
  ['DevOps', 'devops', 'DevOps Engineer', 'DevOpsエンジニア'],
  ['SRE', 'sre', 'Site Reliability Engineer', 'SRE'],
  ['QA Engineer', 'qa_engineer', 'QA Engineer', 'QAエンジニア'],
  ['Security Engineer', 'security_engineer', 'Security Engineer', 'セキュリティエンジニア'],
  ['Embedded Engineer', 'embedded_engineer', 'Embedded Engineer', '組み込みエンジニア'],
  ['Game Developer', 'game_developer', 'Game Developer', 'ゲーム開発者'],
  ['Engineering Manager', 'engineering_manager', 'Engineering Manager', 'エンジニアリングマネージャー'],
  ['Tech Lead', 'tech_lead', 'Tech Lead', 'テックリード'],
  ['Product Manager', 'product_manager', 'Product Manager', 'プロダクトマネージャー'],
  ['Project Manager', 'project_manager', 'Project Manager', 'プロジェクトマネージャー'],
  ['IT Support', 'it_support', 'IT Support Engineer', '社内SE'],
  ['Technical Writer', 'technical_writer', 'Technical Writer', 'テクニカルライター'],
  ['Marketer', 'marketer', 'Marketing Manager', 'マーケター'],
  ['Sales', 'sales_representative', 'Account Executive', '営業'],
  ['Customer Success', 'customer_success_manager', 'Customer Success Manager', 'カスタマーサクセス'],
  ['Business Development', 'business_developer', 'Business Development Manager', '事業開発'],
  ['Developer Advocate', 'developer_advocate', 'Developer Advocate', 'デベロッパーアドボケイト'],
] as const;

const PROGRAMMING_LANGUAGES = [
  'Go', 'JavaScript', 'TypeScript', 'Python', 'Ruby', 'Java', 'Kotlin', 'Swift', 'Objective-C', 'C', 'C++',
  'C#', 'Rust', 'PHP', 'Scala', 'Elixir', 'Erlang', 'Haskell', 'Clojure', 'F#', 'Dart', 'R', 'Julia', 'Perl',
  'Lua', 'Groovy', 'VB.NET', 'COBOL', 'Fortran', 'Solidity', 'Zig', 'OCaml', 'Shell Script', 'PowerShell',
  'SQL', 'HTML', 'CSS', 'Sass', 'MATLAB', 'Assembly', 'Verilog', 'VHDL', 'Apex', 'ABAP', 'Elm', 'HLSL',
];

const TECHNOLOGIES = [
  // backend
  'Ruby on Rails', 'Django', 'Flask', 'FastAPI', 'Spring Boot', 'Laravel', 'Symfony', 'CakePHP', 'Express',
  'NestJS', 'Node.js', 'Deno', 'Bun', 'Phoenix', 'ASP.NET', '.NET', 'gRPC', 'GraphQL', 'REST API', 'Gin', 'Echo',
  'Ktor', 'Micronaut', 'Quarkus', 'Play Framework', 'Akka', 'Sinatra', 'Koa', 'Hono', 'tRPC', 'Prisma',
  'Sequelize', 'TypeORM', 'Hibernate', 'MyBatis', 'Celery', 'Sidekiq', 'RabbitMQ', 'Apache Kafka', 'NATS',
  'Redis', 'Memcached', 'Elasticsearch', 'OpenSearch', 'Apache Solr', 'Microservices', 'Serverless', 'WebSocket',
  'OAuth', 'OpenAPI', 'System Design', 'Distributed Systems', 'Performance Tuning', 'Payments', 'Blockchain',
  // frontend and mobile
  'React', 'Vue.js', 'Angular', 'Svelte', 'Next.js', 'Nuxt.js', 'Remix', 'Astro', 'jQuery', 'Redux',
  'Tailwind CSS', 'Material UI', 'Storybook', 'Webpack', 'Vite', 'Babel', 'Three.js', 'D3.js', 'WebGL',
  'WebAssembly', 'PWA', 'iOS', 'Android', 'React Native', 'Flutter', 'SwiftUI', 'UIKit', 'Jetpack Compose',
  'RxSwift', 'Kotlin Multiplatform', 'Xamarin', 'Ionic', 'Electron',
  // databases
  'MySQL', 'PostgreSQL', 'SQLite', 'MariaDB', 'Oracle Database', 'SQL Server', 'MongoDB', 'DynamoDB', 'Cassandra',
  'Neo4j', 'Firestore', 'Firebase', 'Cloud Spanner', 'CockroachDB', 'TiDB', 'ClickHouse', 'Snowflake', 'BigQuery',
  'Amazon Redshift', 'Amazon Aurora', 'Supabase',
  // cloud and operations
  'AWS', 'Google Cloud', 'Microsoft Azure', 'Docker', 'Kubernetes', 'Terraform', 'Ansible', 'Chef', 'Puppet',
  'Helm', 'Argo CD', 'Istio', 'Envoy', 'Linux', 'Nginx', 'Apache HTTP Server', 'Prometheus', 'Grafana',
  'OpenTelemetry', 'CI/CD', 'AWS Lambda', 'Amazon ECS', 'Amazon EKS', 'Amazon S3', 'AWS CloudFormation',
  'AWS CDK', 'Cloud Run', 'GKE', 'Cloudflare', 'Pulumi', 'HashiCorp Vault', 'Consul', 'Packer', 'VMware',
  'OpenStack', 'TCP/IP', 'Windows Server', 'Active Directory', 'Networking',
  // data and machine learning
  'Apache Spark', 'Hadoop', 'Apache Airflow', 'dbt', 'Apache Flink', 'Apache Beam', 'Databricks', 'pandas',
  'NumPy', 'scikit-learn', 'TensorFlow', 'PyTorch', 'Keras', 'JAX', 'Hugging Face', 'LangChain', 'OpenCV', 'AI',
  'Deep Learning', 'NLP', 'Computer Vision', 'LLM', 'Reinforcement Learning', 'MLOps', 'Kubeflow', 'MLflow',
  'Statistics', 'Data Analysis', 'Data Visualization', 'ETL', 'Data Modeling', 'A/B Testing',
  'Recommender Systems', 'Time Series Analysis', 'Amazon SageMaker', 'Vertex AI',
  // quality
  'QA', 'Selenium', 'Cypress', 'Playwright', 'Jest', 'Mocha', 'Vitest', 'JUnit', 'pytest', 'RSpec', 'Appium',
  'XCTest', 'Espresso', 'Load Testing', 'k6', 'TDD', 'BDD', 'Cucumber',
  // design
  'UX', 'UI Design', 'User Research', 'Prototyping', 'Wireframing', 'Design Systems', 'Interaction Design',
  'Accessibility', 'Motion Design', '3D Modeling',
  // security
  'OWASP', 'SIEM', 'ISO 27001', 'Zero Trust', 'IAM', 'Cryptography', 'Threat Modeling', 'DevSecOps',
  'Penetration Testing',
  // games and embedded
  'Unity', 'Unreal Engine', 'Cocos2d-x', 'Godot', 'DirectX', 'OpenGL', 'Vulkan', 'Game Design', 'RTOS',
  'FreeRTOS', 'Embedded Linux', 'ARM', 'Microcontrollers', 'FPGA', 'AUTOSAR', 'CAN', 'ROS', 'IoT',
  'Bluetooth Low Energy', 'Yocto',
  // business
  'Agile', 'Scrum', 'Kanban', 'Product Strategy', 'Roadmapping', 'Stakeholder Management', 'SEO', 'SEM',
  'Content Marketing', 'Growth Hacking', 'Copywriting', 'Localization', 'Translation', 'Documentation',
  'Customer Support', 'Account Management', 'Negotiation', 'B2B Sales', 'SaaS Sales', 'Lead Generation', 'CRM',
  'Public Speaking', 'Mentoring', 'E-commerce', 'ERP', 'SAP',
];

const TOOLS = [
  'Git', 'GitHub', 'GitLab', 'Bitbucket', 'Jira', 'Confluence', 'Notion', 'Slack', 'Backlog', 'Asana', 'Miro',
  'Figma', 'Sketch', 'Adobe XD', 'Adobe Photoshop', 'Adobe Illustrator', 'Adobe After Effects', 'Blender',
  'Zendesk', 'Salesforce', 'HubSpot', 'Google Analytics', 'Google Tag Manager', 'Marketo', 'Mixpanel', 'Amplitude',
  'Segment', 'Tableau', 'Looker', 'Power BI', 'Metabase', 'Jupyter', 'Postman', 'Datadog', 'New Relic', 'Sentry',
  'PagerDuty', 'Splunk', 'Burp Suite', 'Wireshark', 'GitHub Actions', 'Jenkins', 'CircleCI', 'Xcode',
  'Android Studio', 'IntelliJ IDEA', 'Visual Studio Code', 'Vim', 'Microsoft Excel',
];

const ALIASES: Record<string, string[]> = {
  go: ['golang'],
  javascript: ['js', 'ecmascript'],
  typescript: ['ts'],
  python: ['py', 'python3'],
  c: ['c language', 'ansi c'],
  cpp: ['c++', 'cplusplus'],
  csharp: ['c#'],
  r: ['r language', 'rstats'],
  ruby_on_rails: ['rails', 'ror'],
  nodejs: ['node', 'node.js'],
  react: ['reactjs', 'react.js'],
  vuejs: ['vue', 'vue.js'],
  nextjs: ['next.js'],
  postgresql: ['postgres', 'psql'],
  kubernetes: ['k8s'],
  google_cloud: ['gcp', 'google cloud platform'],
  microsoft_azure: ['azure'],
  aws: ['amazon web services'],
  ai: ['artificial intelligence', 'generative ai'],
  llm: ['large language models', 'llms'],
  nlp: ['natural language processing'],
  qa: ['quality assurance', 'software testing'],
  ux: ['user experience', 'ux design'],
  ios: ['iphone', 'ipad'],
  apache_kafka: ['kafka'],
  apache_spark: ['spark', 'pyspark'],
  apache_airflow: ['airflow'],
  shell_script: ['bash', 'shell', 'zsh'],
  ci_cd: ['continuous integration', 'continuous delivery'],
  objective_c: ['objc'],
};

const NAMES_JA: Record<string, string> = {
  ai: '人工知能',
  statistics: '統計',
  data_analysis: 'データ分析',
  data_visualization: 'データ可視化',
  deep_learning: 'ディープラーニング',
  nlp: '自然言語処理',
  computer_vision: '画像認識',
  accessibility: 'アクセシビリティ',
  localization: 'ローカライズ',
  translation: '翻訳',
  agile: 'アジャイル',
  customer_support: 'カスタマーサポート',
  negotiation: '交渉',
  mentoring: 'メンタリング',
  user_research: 'ユーザーリサーチ',
  game_design: 'ゲームデザイン',
  microcontrollers: 'マイコン',
  networking: 'ネットワーク',
  cryptography: '暗号技術',
  documentation: 'ドキュメンテーション',
};

/** "Ruby on Rails" → ruby_on_rails, "C++" → cpp, "C#" → csharp, "Node.js" → nodejs, ".NET" → dotnet. */
export function skillSystemName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+\+/g, 'pp')
    .replace(/#/g, 'sharp')
    .replace(/\.js\b/g, 'js')
    .replace(/^\./, 'dot')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Every skill row: categories on their reserved ids, everything else numbered from 1 around them. */
export function buildSkillRows(): NewRow<'Skill'>[] {
  if (CATEGORIES.length !== CATEGORY_SKILL_IDS.length) throw new Error('every reserved category id needs a category');
  const reserved = new Set<number>(CATEGORY_SKILL_IDS);
  let nextId = 1;
  const allocateId = () => {
    while (reserved.has(nextId)) nextId += 1;
    return nextId++;
  };
  const categoryIds = new Map<string, number>();
  const skill = (
    id: number,
    name: string,
    systemName: string,
    skillType: SkillType,
    extra: { display?: string; nameJa?: string; parentId?: number } = {},
  ): NewRow<'Skill'> => {
    const nameJa = extra.nameJa ?? NAMES_JA[systemName] ?? null;
    return {
      id,
      name,
      name_ja: nameJa,
      system_name: systemName,
      display_name: extra.display ?? name,
      display_name_ja: nameJa,
      skill_type: skillType,
      parent_id: extra.parentId ?? null,
      aliases: ALIASES[systemName] ?? [],
    };
  };

  // Categories come first so that subcategories, inserted after them, can reference them.
  const rows = CATEGORIES.map(([name, systemName, nameJa], index) => {
    categoryIds.set(systemName, CATEGORY_SKILL_IDS[index]);
    return skill(CATEGORY_SKILL_IDS[index], name, systemName, 'category', { nameJa });
  });
  const named = (names: string[], skillType: SkillType) =>
    names.map((name) => skill(allocateId(), name, skillSystemName(name), skillType));
  rows.push(
    ...named(PROGRAMMING_LANGUAGES, 'language'),
    ...named(TECHNOLOGIES, 'technology'),
    ...named(TOOLS, 'tool'),
    ...SUBCATEGORIES.map(([name, systemName, parent, nameJa]) =>
      skill(allocateId(), name, systemName, 'subcategory', { nameJa, parentId: categoryIds.get(parent) }),
    ),
    ...JOB_TYPES.map(([name, systemName, display, nameJa]) => skill(allocateId(), name, systemName, 'job_type', { display, nameJa })),
  );

  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.system_name)) throw new Error(`duplicate skill system_name: ${row.system_name}`);
    seen.add(row.system_name);
  }
  return rows;
}
