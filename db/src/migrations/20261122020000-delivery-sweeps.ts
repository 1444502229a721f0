import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../database.js';

// No loss: a sweeper finds what was committed but never done. An e-mail delivery is
// claimed for a while so a re-enqueued duplicate cannot send it twice; an applicant records when
// its follow-up (employer view and e-mails) was done; one employer view per applicant.
export async function up({ sequelize }: MigrationContext) {
  const qi = sequelize.getQueryInterface();
  await qi.addColumn('outbound_emails', 'claimed_until', { type: DataTypes.DATE, allowNull: true });
  await qi.addColumn('applicants', 'followed_up_at', { type: DataTypes.DATE, allowNull: true });
  // What a redone follow-up needs: the receipt's language and the resume to attach.
  await qi.addColumn('applicants', 'language', { type: DataTypes.STRING(40), allowNull: false, defaultValue: 'en' });
  await qi.addColumn('applicants', 'resume_file_id', {
    type: DataTypes.INTEGER,
    allowNull: true,
    references: { model: 'stored_files', key: 'id' },
    onUpdate: 'CASCADE',
    onDelete: 'SET NULL',
  });
  await qi.addIndex('applicants', ['followed_up_at', 'created_at'], { name: 'applicants_follow_up' });
  await qi.addIndex('email_applicants', ['applicant_id'], { name: 'email_applicants_applicant', unique: true });
}

export async function down({ sequelize }: MigrationContext) {
  const qi = sequelize.getQueryInterface();
  await qi.removeIndex('email_applicants', 'email_applicants_applicant');
  await qi.removeIndex('applicants', 'applicants_follow_up');
  await qi.removeColumn('applicants', 'resume_file_id');
  await qi.removeColumn('applicants', 'language');
  await qi.removeColumn('applicants', 'followed_up_at');
  await qi.removeColumn('outbound_emails', 'claimed_until');
}
