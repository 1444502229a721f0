// Written by `npm run api-types -w public-site` from the API's OpenAPI schemas. Do not edit.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A public job. A job’s own page (jobs/{id}) adds its long texts: details, requirements, benefits and raw_content; list cards leave them out. */
        Job: {
            id: string;
            /** @constant */
            type: "job";
            attributes: {
                slug: string;
                title: string;
                location: string | null;
                location_id: number | null;
                position: string | null;
                intro: string;
                details?: string;
                requirements?: string;
                benefits?: string;
                raw_content?: string | null;
                skills: string[];
                skill_system_names: string[];
                technologies: string[];
                job_type_names: string[];
                salary_min: number | null;
                salary_max: number | null;
                /** @enum {unknown} */
                remote_level: "none" | "partial" | "around_office" | "full_japan" | "full_worldwide" | null;
                /** @enum {unknown} */
                employment_type: "full_time" | "contract" | "intern" | null;
                /** @enum {unknown} */
                seniority_level: "new_grad" | "junior" | "mid_level" | "senior" | null;
                /** @enum {unknown} */
                english_level_enum: "not_required" | "conversational" | "business_level" | "fluent" | null;
                /** @enum {unknown} */
                japanese_level_enum: "not_required" | "conversational" | "business_level" | "fluent" | "native" | null;
                /** @enum {unknown} */
                candidate_location: "anywhere" | "japan_only" | null;
                /** @enum {unknown} */
                sponsors_visas: "yes" | "no";
                either_language_ok: boolean;
                is_japanese_only: boolean;
                is_internship: boolean;
                featured: boolean;
                published: boolean;
                is_deleted: boolean;
                /** Format: date-time */
                published_at: string | null;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                application_url: string | null;
                /**
                 * @description 1: an application link, 2: applications by e-mail
                 * @enum {unknown}
                 */
                application_type: 1 | 2;
                application_conditions: string | null;
                newly_published: boolean;
                japanese_required: boolean;
                is_remote: boolean;
            };
            relationships: {
                company: {
                    data: {
                        id: string;
                        /** @constant */
                        type: "company";
                    };
                };
            };
        };
        /** @description A company; from the search index also its tags and skill names */
        Company: {
            id: string;
            /** @constant */
            type: "company";
            attributes: {
                name: string;
                short_name: string;
                slug: string;
                logo_url: string | null;
                logo_variants: {
                    /** @enum {unknown} */
                    format: "webp" | "png";
                    width: number;
                    height: number;
                    url: string;
                }[];
                homepage_url: string | null;
                location: string;
                employee_count: number | null;
                /** @enum {unknown} */
                size_band: "1-10" | "11-50" | "51-250" | "251-1000" | "1000+" | null;
                is_verified: boolean;
                hiring_now: boolean;
                linkedin_url: string | null;
                description: string;
                home_rating: number | null;
                published: boolean;
                has_active_jobs: boolean;
                has_values: boolean;
                is_startup: boolean;
                is_consultancy: boolean;
                has_in_house_product: boolean;
                has_global_office: boolean;
                is_b2b: boolean;
                is_b2c: boolean;
                has_saas: boolean;
                has_technical_founder: boolean;
                /** @enum {unknown} */
                japanese_level_enum: "not_required" | "conversational" | "business_level" | "fluent" | "native" | null;
                /** @enum {unknown} */
                remote_level: "none" | "partial" | "around_office" | "full_japan" | "full_worldwide" | null;
                application_conditions: string | null;
                redirect_application_links: boolean;
                /** @enum {unknown} */
                spam_strictness: "spam_strictness_low" | "spam_strictness_medium" | "spam_strictness_high" | null;
                review_count: number;
                experience_count: number;
                tags?: string[];
                skills?: string[];
            };
        };
        /** @description What a job card shows of its company */
        CompanySummary: {
            id: string;
            /** @constant */
            type: "company";
            attributes: {
                name: string;
                short_name: string;
                slug: string;
                logo_url: string | null;
                logo_variants: {
                    /** @enum {unknown} */
                    format: "webp" | "png";
                    width: number;
                    height: number;
                    url: string;
                }[];
                homepage_url: string | null;
                location: string;
                employee_count: number | null;
                /** @enum {unknown} */
                size_band: "1-10" | "11-50" | "51-250" | "251-1000" | "1000+" | null;
                is_verified: boolean;
                hiring_now: boolean;
            };
        };
        Skill: {
            id: string;
            /** @constant */
            type: "skill";
            attributes: {
                name: string;
                system_name: string;
                /** @enum {unknown} */
                skill_type: "technology" | "job_type" | "category" | "subcategory" | "tool" | "language";
                display_name: string;
                parent_id: number | null;
            };
        };
        Location: {
            id: string;
            /** @constant */
            type: "location";
            attributes: {
                name: string;
                slug: string;
                parent_id: number | null;
                remote: boolean;
                for_jobs: boolean;
            };
        };
        CompanyOption: {
            id: string;
            /** @constant */
            type: "company_option";
            attributes: {
                name: string;
                slug: string;
            };
        };
        BlogTag: {
            id: string;
            /** @constant */
            type: "blog_tag";
            attributes: {
                system_name: string;
                name: string;
                is_ja_employer: boolean;
                path: string;
            };
        };
        /** @description A published post; its own page adds the body (HTML) */
        BlogPost: {
            id: string;
            /** @constant */
            type: "blog_post";
            attributes: {
                slug: string;
                /** @enum {unknown} */
                audience: "seeker" | "employer";
                title: string;
                excerpt: string;
                body?: string;
                author_name: string | null;
                /** Format: date-time */
                published_at: string | null;
                /** Format: date-time */
                updated_at: string;
                view_count: number;
                cover_image_url: string | null;
                cover_image: {
                    url: string;
                    width: number;
                    height: number;
                    alt: string | null;
                    variants: {
                        /** @enum {unknown} */
                        format: "webp" | "png";
                        width: number;
                        height: number;
                        url: string;
                    }[];
                } | null;
            };
            relationships: {
                tags: {
                    data: {
                        id: string;
                        /** @constant */
                        type: "blog_tag";
                    }[];
                };
            };
        };
        /** @description A newsletter issue; its own page adds the intro (HTML), the jobs and the articles */
        Newsletter: {
            id: string;
            /** @constant */
            type: "newsletter";
            attributes: {
                subject: string;
                /** Format: date-time */
                sent_at: string | null;
                body?: string;
                jobs?: {
                    id: number;
                    title: string;
                    company_name: string;
                    location: string | null;
                    path: string;
                }[];
                articles?: {
                    id: number;
                    title: string;
                    excerpt: string;
                    path: string;
                }[];
            };
        };
        CompanyReview: {
            id: string;
            /** @constant */
            type: "company_review";
            attributes: {
                company_id: number;
                title: string;
                body: string;
                pros: string | null;
                cons: string | null;
                rating: number;
                /** @enum {unknown} */
                employment_status: "current_employee" | "former_employee" | null;
                /** @enum {unknown} */
                language: "en" | "jp";
                /** Format: date-time */
                created_at: string;
            };
        };
        CompanyExperience: {
            id: string;
            /** @constant */
            type: "company_experience";
            attributes: {
                company_id: number;
                /** @enum {unknown} */
                kind: "designer" | "remote" | "general";
                body: string;
                answers: {
                    [key: string]: string;
                };
                /** @enum {unknown} */
                language: "en" | "jp";
                /** Format: date-time */
                created_at: string;
            };
        };
        /** @description An SEO landing page; one page (landing_pages/{path}) adds how many jobs it shows */
        LandingPage: {
            id: string;
            /** @constant */
            type: "landing_page";
            attributes: {
                path: string;
                /** @description The job search this page shows, as filter[<field>] values */
                filters: {
                    [key: string]: string[] | string | number | boolean;
                };
                title: string;
                heading: string;
                description: string;
                alternate_titles: {
                    en: string;
                    ja: string;
                };
                job_count?: number;
            };
        };
        /** @description A moved landing page (answered with 301 and Location) */
        LandingPageRedirect: {
            id: string;
            /** @constant */
            type: "landing_page_redirect";
            attributes: {
                redirect_to: string;
                /** @constant */
                status: 301;
            };
        };
        AboutPage: {
            id: string;
            /** @constant */
            type: "page";
            attributes: {
                /** @enum {unknown} */
                language: "en" | "jp";
                title: string;
                intro: string;
                figures: {
                    key: string;
                    figure: string;
                    text: string;
                }[];
                sections: {
                    heading: string;
                    body: string;
                }[];
            };
        };
        ResourcesPage: {
            id: string;
            /** @constant */
            type: "page";
            attributes: {
                /** @enum {unknown} */
                language: "en" | "jp";
                title: string;
                intro: string;
                sections: {
                    key: string;
                    heading: string;
                    links: {
                        key: string;
                        title: string;
                        path: string;
                    }[];
                }[];
            };
        };
        PriceList: {
            id: string;
            /** @constant */
            type: "price_list";
            attributes: {
                /** @enum {unknown} */
                language: "en" | "jp";
                /** @constant */
                currency: "JPY";
                plans: {
                    /** @enum {unknown} */
                    plan: "starter" | "plus" | "unlimited";
                    name: string;
                    summary: string;
                    active_job_limit: number | null;
                    /** @description Every plan takes unlimited applicants */
                    applicant_limit: null;
                    featured: boolean;
                    top_banner_weeks: number | null;
                    features: string[];
                    terms: {
                        /** @enum {unknown} */
                        term: "annual" | "six_month" | "three_month";
                        label: string;
                        months: number;
                        applicant_months: number;
                        free_months: number;
                        applicants: string;
                        monthly_price_yen: number;
                        price_yen: number;
                    }[];
                }[];
                success_fee: {
                    available: boolean;
                    fee_yen: number;
                    description: string;
                };
                promotion: {
                    description: string;
                    discount_percent: number;
                    max_discount_yen: number;
                    months: number;
                    /** Format: date */
                    ends_on: string;
                    active: boolean;
                };
            };
        };
        SiteCounts: {
            id: string;
            /** @constant */
            type: "site_counts";
            attributes: {
                jobs: number;
                companies: number;
                hiring_companies: number;
                newsletter_subscribers: number;
                company_reviews: number;
                blog_posts: number;
                /** Format: date-time */
                counted_at: string;
            };
        };
        SalaryGuide: {
            id: string;
            /** @constant */
            type: "salary_guide";
            attributes: {
                /** @enum {unknown} */
                language: "en" | "jp";
                /** @constant */
                currency: "JPY";
                minimum_postings: number;
                live_postings: number;
                postings_with_salary: number;
                updated_at: string;
                overall: {
                    postings: number;
                    /** @constant */
                    insufficient_data: true;
                } | {
                    postings: number;
                    /** @constant */
                    insufficient_data: false;
                    median: number;
                    p25: number;
                    p75: number;
                    min: number;
                    max: number;
                };
                dimensions: {
                    /** @enum {unknown} */
                    key: "category" | "seniority_level" | "japanese_level" | "remote_level" | "location";
                    not_stated: number;
                    groups: ({
                        value: string;
                        name: string | null;
                        system_name?: string;
                        postings: number;
                        /** @constant */
                        insufficient_data: true;
                    } | {
                        value: string;
                        name: string | null;
                        system_name?: string;
                        postings: number;
                        /** @constant */
                        insufficient_data: false;
                        median: number;
                        p25: number;
                        p75: number;
                        min: number;
                        max: number;
                    })[];
                }[];
            };
        };
        SitemapEntry: {
            id: string;
            /** @constant */
            type: "sitemap_entry";
            attributes: {
                /** @enum {unknown} */
                kind: "job" | "company" | "blog_post" | "newsletter" | "landing_page";
                lastmod: string | null;
                slug?: string;
                company_slug?: string;
                issue_id?: number;
                path?: string;
            };
        };
        UserExistence: {
            id: string;
            /** @constant */
            type: "user_existence";
            attributes: {
                exists: boolean;
            };
        };
        CompanyMembership: {
            id: string;
            /** @constant */
            type: "company_membership";
            attributes: {
                company_id: number;
                company_name: string;
                company_slug: string;
                logo_url: string | null;
            };
        };
        JobRedirection: {
            id: string;
            /** @constant */
            type: "job_redirection";
            attributes: {
                url: string;
                /** @enum {unknown} */
                application_type: 1 | 2;
            };
        };
        JobDraft: {
            id: string;
            /** @constant */
            type: "job_draft";
            attributes: {
                state: number;
                /** @description The job form’s fields as far as they are known */
                fields: Record<string, never>;
                import_url: string | null;
                /** Format: date-time */
                created_at: string;
            };
        };
        SubmittedJob: {
            id: string;
            /** @constant */
            type: "job";
            attributes: {
                slug: string;
                title: string;
                /** @enum {unknown} */
                approval_state: "pending" | "approved" | "rejected";
                published: boolean;
                application_url: string | null;
            };
        };
        /** @description A signed-in seeker */
        User: {
            id: string;
            /** @constant */
            type: "user";
            attributes: {
                email: string;
                name: string | null;
                url: string | null;
                location_id: number | null;
                /** @enum {unknown} */
                japanese_level_enum: "japanese_level_none" | "japanese_level_conversational" | "japanese_level_business_level" | "japanese_level_fluent" | "japanese_level_native" | null;
                /** @enum {unknown} */
                language: "en" | "jp";
                confirmed: boolean;
                is_disabled: boolean;
                applicant_dashboard_enabled: boolean;
            };
        };
        /** @description The signed-in seeker, with the resume kept in the account (null: none) */
        CurrentUser: {
            id: string;
            /** @constant */
            type: "user";
            attributes: {
                email: string;
                name: string | null;
                url: string | null;
                location_id: number | null;
                /** @enum {unknown} */
                japanese_level_enum: "japanese_level_none" | "japanese_level_conversational" | "japanese_level_business_level" | "japanese_level_fluent" | "japanese_level_native" | null;
                /** @enum {unknown} */
                language: "en" | "jp";
                confirmed: boolean;
                is_disabled: boolean;
                applicant_dashboard_enabled: boolean;
            };
            relationships: {
                resume: {
                    data: {
                        id: string;
                        /** @constant */
                        type: "resume";
                    } | null;
                };
            };
        };
        /** @description A signed-in employer; `confirmed` turns true with the e-mailed code */
        Employer: {
            id: string;
            /** @constant */
            type: "employer";
            attributes: {
                email: string;
                name: string | null;
                company_id: number;
                /** @enum {unknown} */
                language: "en" | "jp";
                confirmed: boolean;
            };
            relationships: {
                company: {
                    data: {
                        id: string;
                        /** @constant */
                        type: "company";
                    };
                };
            };
        };
        /** @description The employer’s company as its dashboard shows it */
        EmployerCompany: {
            id: string;
            /** @constant */
            type: "company";
            attributes: {
                name: string;
                slug: string;
                logo_url: string | null;
                published: boolean;
                /** @description The link colleagues sign up with to join the company */
                membership_signup_url: string | null;
            };
        };
        /** @description A resume kept in a seeker’s account: what it is, never where it is stored */
        Resume: {
            id: string;
            /** @constant */
            type: "resume";
            attributes: {
                name: string | null;
                size: number;
                content_type: string;
                /** Format: date-time */
                uploaded_at: string;
            };
        };
        Applicant: {
            id: string;
            /** @constant */
            type: "applicant";
            attributes: {
                job_id: number;
                company_id: number;
                name: string;
                email: string;
                url: string | null;
                message: string | null;
                location_id: number;
                /** @enum {unknown} */
                japanese_level_enum: "japanese_level_none" | "japanese_level_conversational" | "japanese_level_business_level" | "japanese_level_fluent" | "japanese_level_native";
                signup: boolean;
                ab_tests: {
                    [key: string]: string;
                } | null;
                /** Format: date-time */
                created_at: string;
            };
        };
        JobApplication: {
            id: string;
            /** @constant */
            type: "job_application";
            attributes: {
                job_id: number;
                applicant_id: number;
                message: string | null;
                /** Format: date-time */
                created_at: string;
            };
        };
        /** @description One of the company’s jobs on the employer dashboard */
        EmployerJob: {
            id: string;
            /** @constant */
            type: "job";
            attributes: {
                slug: string;
                title: string;
                /** @enum {unknown} */
                status: "pending" | "ready" | "rejected" | "open" | "closed";
                /** @enum {unknown} */
                approval_state: "pending" | "approved" | "rejected";
                published: boolean;
                /** Format: date-time */
                published_at: string | null;
                /** Format: date-time */
                closed_at: string | null;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                category: number | null;
                subcategory: number | null;
                /** @enum {unknown} */
                employment_type: "full_time" | "contract" | "intern" | null;
                is_internship: boolean;
                /** @enum {unknown} */
                seniority_level: "new_grad" | "junior" | "mid_level" | "senior" | null;
                /** @enum {unknown} */
                english_level: "not_required" | "conversational" | "business_level" | "fluent" | null;
                /** @enum {unknown} */
                japanese_level: "not_required" | "conversational" | "business_level" | "fluent" | "native" | null;
                location: string | null;
                location_id: number | null;
                /** @enum {unknown} */
                remote_level: "none" | "partial" | "around_office" | "full_japan" | "full_worldwide" | null;
                /** @enum {unknown} */
                candidate_location: "anywhere" | "japan_only" | null;
                /** @enum {unknown} */
                sponsors_visas: "yes" | "no";
                salary_min: number | null;
                salary_max: number | null;
                /** @description System names, as the form sends them back */
                skills: string[];
                skill_names: string[];
                raw_content: string | null;
                /** @enum {unknown} */
                application_type: "direct_link" | "email_forwarding";
                application_url: string | null;
                application_email: string | null;
                /** @description What blocks publishing, in the product’s words; empty when nothing does */
                publish_issues: string[];
                /** @description Why the Shigoto team did not approve the job, while it is not approved */
                rejection_reason: string | null;
                /** @description The job’s public page while it is open */
                public_url: string | null;
            };
        };
        CompanyContract: {
            id: string;
            /** @constant */
            type: "company_contract";
            attributes: {
                /** @enum {unknown} */
                plan: "starter" | "plus" | "unlimited";
                /** @enum {unknown} */
                term: "annual" | "six_month" | "three_month";
                /** @enum {unknown} */
                contract_language: "en" | "ja";
                /** Format: date */
                starts_on: string;
                /** Format: date */
                ends_on: string;
                /** Format: date */
                applicants_until: string | null;
                success_fee: boolean;
                current: boolean;
            };
        };
        HiringReport: {
            id: string;
            /** @constant */
            type: "hiring_report";
            attributes: {
                full_name: string;
                position: string;
                /** Format: date */
                start_date: string;
                /** @enum {unknown} */
                contract_type: "full_time_permanent" | "fixed_term_over_12_months" | "fixed_term_under_12_months" | "internship" | "other_unknown";
                contract_length_note: string | null;
                other_info: string | null;
                job_id: number | null;
                email_applicant_id: number | null;
                is_late: boolean;
                /** Format: date-time */
                created_at: string;
            };
        };
        /** @description An applicant on the employer’s list; one applicant (email_applicants/{id}) adds the location, the resume and other attachments with their download URLs, and the same person’s other applications to the job */
        EmailApplicant: {
            id: string;
            /** @constant */
            type: "email_applicant";
            attributes: {
                name: string;
                email: string;
                /** Format: date-time */
                applied_at: string;
                message: string | null;
                location_id: number | null;
                skills: string[];
                /** @description The links the applicant gave (portfolio, GitHub, …) */
                profile_links: string[];
                languages: string[];
                /** @enum {unknown} */
                japanese_level_enum: "japanese_level_none" | "japanese_level_conversational" | "japanese_level_business_level" | "japanese_level_fluent" | "japanese_level_native" | null;
                /** @enum {unknown} */
                user_state: "user_state_new" | "user_state_good_fit" | "user_state_maybe" | "user_state_not_a_fit" | "user_state_hired";
                is_user_starred: boolean;
                possible_spam: boolean;
                tags: string[];
                job: {
                    id: number;
                    slug: string;
                    title: string;
                } | null;
                fit: {
                    japanese_ok: boolean;
                    location_ok: boolean;
                    matching_skills: string[];
                };
                has_resume: boolean;
                location?: string | null;
                resume?: {
                    name: string | null;
                    content_type: string;
                    size: number;
                    /** @description The download (signed-in employer of the company) */
                    url: string;
                } | null;
                attachments?: {
                    name: string | null;
                    content_type: string;
                    size: number;
                    /** @description The download (signed-in employer of the company) */
                    url: string;
                }[];
                /** @description The same person’s other applications to the same job (same e-mail), oldest first */
                other_applications?: {
                    id: number;
                    /** Format: date-time */
                    applied_at: string;
                }[];
            };
        };
        /** @description An application made through Shigoto to one of the company’s jobs */
        ApplicationRecord: {
            id: string;
            /** @constant */
            type: "applicant";
            attributes: {
                name: string;
                email: string;
                url: string | null;
                location_id: number | null;
                /** @enum {unknown} */
                japanese_level_enum: "japanese_level_none" | "japanese_level_conversational" | "japanese_level_business_level" | "japanese_level_fluent" | "japanese_level_native" | null;
                job: {
                    id: number;
                    slug: string;
                    title: string;
                } | null;
                /** Format: date-time */
                applied_at: string;
            };
        };
        FeedbackSubmission: {
            id: string;
            /** @constant */
            type: "feedback";
            attributes: {
                company_id: number | null;
                email: string | null;
                body: string;
                page_url: string | null;
                /** Format: date-time */
                created_at: string;
            };
        };
        LeadSubmission: {
            id: string;
            /** @constant */
            type: "lead";
            attributes: {
                email: string | null;
                include_tech_jobs: boolean;
                include_non_tech_jobs: boolean;
                /** @enum {unknown} */
                language: "en" | "jp";
                source: string | null;
                /** Format: date-time */
                created_at: string;
            };
        };
        CompanyLeadSubmission: {
            id: string;
            /** @constant */
            type: "company_lead";
            attributes: {
                name: string;
                company_name: string;
                job_title: string | null;
                email: string | null;
                example_job_url: string | null;
                diversity_info: string | null;
                /** Format: date-time */
                created_at: string;
            };
        };
        ContractRequestSubmission: {
            id: string;
            /** @constant */
            type: "contract_request";
            attributes: {
                company_id: number | null;
                email: string | null;
                /** @enum {unknown} */
                contract_language: "en" | "ja";
                /** @enum {unknown} */
                plan: "starter" | "plus" | "unlimited";
                /** @enum {unknown} */
                term: "annual" | "six_month" | "three_month";
                /** Format: date-time */
                created_at: string;
            };
        };
        NowHiringReportSubmission: {
            id: string;
            /** @constant */
            type: "now_hiring_report";
            attributes: {
                company_id: number | null;
                company_name: string | null;
                email: string | null;
                url: string | null;
                message: string | null;
                /** Format: date-time */
                created_at: string;
            };
        };
        CompanyReviewSubmission: {
            id: string;
            /** @constant */
            type: "company_review";
            attributes: {
                company_id: number | null;
                title: string;
                body: string;
                pros: string | null;
                cons: string | null;
                rating: number;
                /** @enum {unknown} */
                employment_status: "current_employee" | "former_employee" | null;
                /** @enum {unknown} */
                language: "en" | "jp";
                /** @enum {unknown} */
                moderation_state: "pending" | "approved" | "rejected";
                /** Format: date-time */
                created_at: string;
            };
        };
        CompanyExperienceSubmission: {
            id: string;
            /** @constant */
            type: "company_experience";
            attributes: {
                company_id: number | null;
                /** @enum {unknown} */
                kind: "designer" | "remote" | "general";
                body: string;
                answers: {
                    [key: string]: string;
                };
                /** @enum {unknown} */
                language: "en" | "jp";
                /** @enum {unknown} */
                moderation_state: "pending" | "approved" | "rejected";
                /** Format: date-time */
                created_at: string;
            };
        };
        CompanySubmissionSubmission: {
            id: string;
            /** @constant */
            type: "company_submission";
            attributes: {
                company_name: string | null;
                submitter_name: string;
                submitter_role: string | null;
                email: string | null;
                employee_count: number | null;
                description: string | null;
                salary_min: number | null;
                salary_max: number | null;
                homepage_url: string | null;
                primary_language: string | null;
                japanese_language_policy: string | null;
                remote_work_policy: string | null;
                visa_policy: string | null;
                hq_location: string | null;
                /** @enum {unknown} */
                review_state: "pending" | "approved" | "rejected";
                /** Format: date-time */
                created_at: string;
            };
        };
        ActiveJobs: {
            count: number;
            limit: number | null;
            /** @enum {unknown} */
            plan: "starter" | "plus" | "unlimited" | null;
        };
        Links: {
            self: string;
            next: string | null;
            prev: string | null;
        };
        ListMeta: {
            total: number;
            page?: number;
            per_page?: number;
            total_pages?: number;
            facets?: {
                [key: string]: {
                    [key: string]: number;
                };
            };
        };
        Tokens: {
            csrf: string;
            access: string;
            /** Format: date-time */
            access_expires_at: string;
            refresh: string;
            /** Format: date-time */
            refresh_expires_at: string;
        };
        Message: {
            /** @description What the product tells the visitor, in its words */
            message: string;
        };
        /** @description A JSON:API error document. A refused field’s error has the message as `detail`, its place in the request as `source` (a JSON pointer into the body, a query parameter or a header) and the field in `meta.field` (`base`: the request as a whole); its `title` is the product’s sentence introducing the issues (e.g. "Your job could not be published. Please fix the below issues first and try again:") or "Validation failed". Any other error: the status’s summary as `title`, the reason as `detail` (unexpected failures: "System error occurred"). */
        Errors: {
            errors: {
                status: string;
                title: string;
                detail: string;
                source?: {
                    pointer: string;
                } | {
                    parameter: string;
                } | {
                    header: string;
                };
                meta?: {
                    field: string;
                };
            }[];
        };
        /** @description The errors of applicant_validations, as the product prescribes: keyed by field, each a list of messages (the client shows the first under each field) */
        FieldErrors: {
            errors: {
                [key: string]: string[];
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
