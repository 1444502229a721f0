/** What the product answers when a visitor's submission is stored; the first three are the product's own words. */
export const FEEDBACK_SENT_MESSAGE = 'Feedback sent successfully.  Thanks!';
export const LEAD_SIGNED_UP_MESSAGE = 'Signed up successfully!';
export const COMPANY_SUBMISSION_MESSAGE = "Thanks! We'll get back to you via email ASAP.";
// Ours, where the product has no text of its own.
export const COMPANY_LEAD_MESSAGE = "Thanks! We'll be in touch shortly.";
export const CONTRACT_REQUEST_MESSAGE = "Thanks! We'll send the contract to your e-mail shortly.";
export const NOW_HIRING_REPORT_MESSAGE = 'Thanks for letting us know!';
export const REVIEW_PENDING_MESSAGE = 'Thanks! Your review will appear after our team has reviewed it.';
export const EXPERIENCE_PENDING_MESSAGE = 'Thanks! Your answers will appear after our team has reviewed them.';
