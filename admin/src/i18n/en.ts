import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import type { VocabularyLabels } from '../common/vocabulary';

const enums: VocabularyLabels = {
  approval_state: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  remote_level: {
    none: 'On-site',
    partial: 'Partial remote',
    around_office: 'Remote near the office',
    full_japan: 'Fully remote (Japan)',
    full_worldwide: 'Fully remote (worldwide)',
  },
  japanese_level: {
    not_required: 'Not required',
    conversational: 'Conversational',
    business_level: 'Business level',
    fluent: 'Fluent',
    native: 'Native',
  },
  english_level: {
    not_required: 'Not required',
    conversational: 'Conversational',
    business_level: 'Business level',
    fluent: 'Fluent',
  },
  employment_type: { full_time: 'Full-time', contract: 'Contract', intern: 'Internship' },
  seniority_level: { new_grad: 'New graduate', junior: 'Junior', mid_level: 'Mid-level', senior: 'Senior' },
  candidate_location: { anywhere: 'Anywhere', japan_only: 'Residents of Japan only' },
  spam_strictness: { spam_strictness_low: 'Low', spam_strictness_medium: 'Medium', spam_strictness_high: 'High' },
  outbound_email_state: { queued: 'Queued', sent: 'Sent', failed: 'Failed' },
  language: { en: 'English', jp: 'Japanese' },
  staff_role: { admin: 'Admin', editor: 'Editor' },
};

export const en: TranslationMessages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    // Staff sign in with their e-mail address; react-admin's login form names that field "username".
    auth: { ...englishMessages.ra.auth, username: 'E-mail' },
    page: { ...englishMessages.ra.page, show: '%{name}: %{recordRepresentation}' },
  },
  resources: {
    jobs: {
      name: 'Job |||| Jobs',
      fields: {
        id: 'ID',
        q: 'Search',
        title: 'Title',
        slug: 'Slug',
        company_id: 'Company',
        company_name: 'Company',
        approval_state: 'Approval',
        published: 'Published',
        featured: 'Featured',
        is_deleted: 'Deleted',
        is_internship: 'Internship',
        published_at: 'Published on',
        approved_at: 'Approved on',
        created_at: 'Created',
        updated_at: 'Updated',
        salary: 'Salary (per year)',
        remote_level: 'Remote',
        japanese_level_enum: 'Japanese',
        english_level_enum: 'English',
        employment_type: 'Employment',
        seniority_level: 'Seniority',
        candidate_location: 'Candidates from',
        sponsors_visas: 'Sponsors visas',
        application_url: 'Application URL',
        application_email: 'Application e-mail',
        memo: 'Staff memo',
      },
    },
    companies: {
      name: 'Company |||| Companies',
      fields: {
        id: 'ID',
        q: 'Search',
        name: 'Name',
        slug: 'Slug',
        logo_url: 'Logo',
        homepage_url: 'Homepage',
        published: 'Published',
        is_verified: 'Verified',
        hiring_now: 'Hiring now',
        has_active_jobs: 'Active jobs',
        employee_count: 'Employees',
        spam_strictness: 'Spam strictness',
        job_count: 'Jobs',
        created_at: 'Created',
      },
    },
    outbound_emails: {
      name: 'E-mail |||| E-mails',
      fields: {
        q: 'Search',
        to_address: 'To',
        subject: 'Subject',
        template: 'Kind',
        language: 'Language',
        state: 'State',
        attempts: 'Attempts',
        text_body: 'Message',
        created_at: 'Written',
        sent_at: 'Sent',
        message_id: 'Message ID',
        last_error: 'Last error',
      },
    },
  },
  shigoto: {
    title: 'Shigoto staff console',
    auth: { forbidden: 'Your role does not give access to that page.' },
    dashboard: {
      greeting: 'Welcome back, %{name}',
      signed_in_as: 'Signed in as',
      pending_jobs: 'Jobs waiting for approval',
      pending_jobs_hint: 'A new job stays pending, and its employer cannot edit it, until the team approves it.',
      review_pending: 'Review pending jobs',
      editor_note:
        'Editors manage the blog and the newsletters. Those sections are not available in the console yet; they will appear in the menu as soon as they are.',
    },
    jobs: {
      groups: { basics: 'Basics', conditions: 'Conditions', description: 'Description', application: 'How to apply', moderation: 'Moderation' },
      approval_filters: { all: 'All', pending: 'Pending approval', approved: 'Approved', rejected: 'Rejected' },
      // Confirmation titles read the job's title through react-admin's %{recordRepresentation}.
      moderation: {
        approve: {
          label: 'Approve',
          confirm_title: 'Approve “%{recordRepresentation}”?',
          confirm_content: 'The submitter is e-mailed that the job was approved, and the employer can then edit and publish it.',
          done: 'Job approved; the submitter is being e-mailed.',
        },
        reject: {
          label: 'Reject',
          confirm_title: 'Reject “%{recordRepresentation}”?',
          confirm_content:
            'The submitter is e-mailed that the job was not approved; editing it sends it back for approval. A published job is taken off the public site.',
          done: 'Job rejected; the submitter is being e-mailed.',
        },
        publish: {
          label: 'Publish',
          confirm_title: 'Publish “%{recordRepresentation}”?',
          confirm_content: 'The job appears on the public site straight away.',
          done: 'Job published.',
        },
        unpublish: {
          label: 'Unpublish',
          confirm_title: 'Unpublish “%{recordRepresentation}”?',
          confirm_content: 'The job disappears from the public site; the employer is not e-mailed.',
          done: 'Job unpublished.',
        },
        feature: {
          label: 'Feature',
          confirm_title: 'Feature “%{recordRepresentation}”?',
          confirm_content: 'The job is highlighted among the jobs on the public site.',
          done: 'Job featured.',
        },
        unfeature: {
          label: 'Unfeature',
          confirm_title: 'Stop featuring “%{recordRepresentation}”?',
          confirm_content: 'The job loses its highlight on the public site.',
          done: 'Job no longer featured.',
        },
        delete: {
          label: 'Delete',
          confirm_title: 'Delete “%{recordRepresentation}”?',
          confirm_content:
            'The job leaves the public site, the lists and the employer’s dashboard for good; its applicants stay with the employer. This cannot be undone here.',
          done: 'Job deleted.',
        },
      },
      memo: {
        edit: 'Edit memo',
        hint: 'Seen by staff only. Leave empty to remove the memo.',
        saved: 'Memo saved.',
      },
    },
    companies: {
      groups: { profile: 'Profile', status: 'Status' },
      view_jobs: 'View this company’s jobs',
    },
    outbound_emails: {
      groups: { message: 'Message', delivery: 'Delivery' },
    },
    salary: {
      range: '¥%{min}M – ¥%{max}M',
      or_more: '¥%{min}M or more',
      up_to: 'Up to ¥%{max}M',
    },
    enums,
  },
};
