import type { Rows } from '@shigoto/db';
import { resourceObject } from '../../lib/http/jsonapi.js';

// Reviewers stay anonymous: their e-mail and account never leave the server.

export function reviewResource(review: Rows['CompanyReview']) {
  return resourceObject('company_review', review.id, {
    company_id: review.company_id,
    title: review.title,
    body: review.body,
    pros: review.pros,
    cons: review.cons,
    rating: review.rating,
    employment_status: review.employment_status,
    language: review.language,
    created_at: review.created_at,
  });
}

export function experienceResource(experience: Rows['CompanyExperience']) {
  return resourceObject('company_experience', experience.id, {
    company_id: experience.company_id,
    kind: experience.kind,
    body: experience.body,
    answers: experience.answers,
    language: experience.language,
    created_at: experience.created_at,
  });
}
