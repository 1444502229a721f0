import japaneseModule from '@bicstone/ra-language-japanese';
import type { TranslationMessages } from 'react-admin';
import type { VocabularyLabels } from '../common/vocabulary';

// The package is CommonJS compiled from ESM: the bundler hands over either its default export or
// the whole module with the messages under `default`.
const imported = japaneseModule as unknown as TranslationMessages & { default?: TranslationMessages };
const japaneseMessages = imported.default ?? imported;

const enums: VocabularyLabels = {
  approval_state: { pending: '承認待ち', approved: '承認済み', rejected: '却下' },
  remote_level: {
    none: '出社',
    partial: '一部リモート',
    around_office: 'オフィス近郊からリモート',
    full_japan: 'フルリモート（日本国内）',
    full_worldwide: 'フルリモート（海外可）',
  },
  japanese_level: {
    not_required: '不要',
    conversational: '日常会話',
    business_level: 'ビジネスレベル',
    fluent: '流暢',
    native: 'ネイティブ',
  },
  english_level: {
    not_required: '不要',
    conversational: '日常会話',
    business_level: 'ビジネスレベル',
    fluent: '流暢',
  },
  employment_type: { full_time: '正社員', contract: '契約社員', intern: 'インターン' },
  seniority_level: { new_grad: '新卒', junior: 'ジュニア', mid_level: 'ミドル', senior: 'シニア' },
  candidate_location: { anywhere: 'どこからでも', japan_only: '日本在住者のみ' },
  spam_strictness: { spam_strictness_low: '低', spam_strictness_medium: '中', spam_strictness_high: '高' },
  outbound_email_state: { queued: '送信待ち', sent: '送信済み', failed: '失敗' },
  language: { en: '英語', jp: '日本語' },
  staff_role: { admin: '管理者', editor: '編集者' },
};

export const ja: TranslationMessages = {
  ...japaneseMessages,
  ra: {
    ...japaneseMessages.ra,
    auth: { ...japaneseMessages.ra.auth, username: 'メールアドレス' },
    page: { ...japaneseMessages.ra.page, show: '%{name}: %{recordRepresentation}' },
  },
  resources: {
    jobs: {
      name: '求人',
      fields: {
        id: 'ID',
        q: '検索',
        title: 'タイトル',
        slug: 'スラッグ',
        company_id: '企業',
        company_name: '企業',
        approval_state: '承認',
        published: '公開',
        featured: '注目',
        is_deleted: '削除済み',
        is_internship: 'インターン',
        published_at: '公開日',
        approved_at: '承認日',
        created_at: '作成日',
        updated_at: '更新日',
        salary: '年収',
        remote_level: 'リモート',
        japanese_level_enum: '日本語',
        english_level_enum: '英語',
        employment_type: '雇用形態',
        seniority_level: '経験レベル',
        candidate_location: '応募者の居住地',
        sponsors_visas: 'ビザサポート',
        application_url: '応募URL',
        application_email: '応募メールアドレス',
        memo: 'スタッフメモ',
      },
    },
    companies: {
      name: '企業',
      fields: {
        id: 'ID',
        q: '検索',
        name: '企業名',
        slug: 'スラッグ',
        logo_url: 'ロゴ',
        homepage_url: 'ウェブサイト',
        published: '公開',
        is_verified: '確認済み',
        hiring_now: '採用中',
        has_active_jobs: '掲載中の求人',
        employee_count: '従業員数',
        spam_strictness: 'スパム判定の厳しさ',
        job_count: '求人数',
        created_at: '作成日',
      },
    },
    outbound_emails: {
      name: 'メール',
      fields: {
        q: '検索',
        to_address: '宛先',
        subject: '件名',
        template: '種類',
        language: '言語',
        state: '状態',
        attempts: '試行回数',
        text_body: '本文',
        created_at: '作成日時',
        sent_at: '送信日時',
        message_id: 'メッセージID',
        last_error: '最後のエラー',
      },
    },
    newsletters: {
      name: 'ニュースレター',
      fields: {
        id: 'ID',
        q: '検索',
        subject: '件名',
        subject_ja: '件名（日本語）',
        body: '導入文',
        body_ja: '導入文（日本語）',
        job_ids: '求人',
        blog_post_ids: '記事',
        published: '公開',
        send_state: '配信',
        sent_at: '配信日時',
      },
    },
  },
  shigoto: {
    title: 'Shigoto スタッフコンソール',
    auth: { forbidden: 'あなたの権限ではこのページを開けません。' },
    dashboard: {
      greeting: 'おかえりなさい、%{name}さん',
      signed_in_as: 'ログイン中',
      pending_jobs: '承認待ちの求人',
      pending_jobs_hint: '新しい求人は、チームが承認するまで承認待ちのままで、企業は編集できません。',
      review_pending: '承認待ちの求人を確認',
      editor_note:
        '編集者はブログとニュースレターを管理します。これらはまだコンソールにありません。用意でき次第メニューに表示されます。',
    },
    jobs: {
      groups: { basics: '基本情報', conditions: '条件', description: '説明', application: '応募方法', moderation: '審査' },
      approval_filters: { all: 'すべて', pending: '承認待ち', approved: '承認済み', rejected: '却下' },
      moderation: {
        approve: {
          label: '承認',
          confirm_title: '「%{recordRepresentation}」を承認しますか？',
          confirm_content: '投稿者に承認のメールが送られ、企業は求人を編集・公開できるようになります。',
          done: '求人を承認しました。投稿者にメールを送信しています。',
        },
        reject: {
          label: '却下',
          confirm_title: '「%{recordRepresentation}」を却下しますか？',
          confirm_content:
            '投稿者に承認されなかった旨のメールが送られます。編集すると再び承認待ちになります。公開中の求人はサイトから取り下げられます。',
          done: '求人を却下しました。投稿者にメールを送信しています。',
        },
        publish: {
          label: '公開',
          confirm_title: '「%{recordRepresentation}」を公開しますか？',
          confirm_content: '求人はすぐに公開サイトに表示されます。',
          done: '求人を公開しました。',
        },
        unpublish: {
          label: '非公開',
          confirm_title: '「%{recordRepresentation}」を非公開にしますか？',
          confirm_content: '求人は公開サイトから消えます。企業にはメールは送られません。',
          done: '求人を非公開にしました。',
        },
        feature: {
          label: '注目に設定',
          confirm_title: '「%{recordRepresentation}」を注目求人にしますか？',
          confirm_content: '公開サイトの求人一覧で目立つように表示されます。',
          done: '注目求人に設定しました。',
        },
        unfeature: {
          label: '注目を解除',
          confirm_title: '「%{recordRepresentation}」の注目を解除しますか？',
          confirm_content: '公開サイトでの強調表示がなくなります。',
          done: '注目を解除しました。',
        },
        delete: {
          label: '削除',
          confirm_title: '「%{recordRepresentation}」を削除しますか？',
          confirm_content:
            '求人は公開サイト、一覧、企業のダッシュボードから完全に消えます。応募者は企業に残ります。ここでは元に戻せません。',
          done: '求人を削除しました。',
        },
      },
      memo: {
        edit: 'メモを編集',
        hint: 'スタッフだけが見られます。空にするとメモを削除します。',
        saved: 'メモを保存しました。',
      },
    },
    companies: {
      groups: { profile: 'プロフィール', status: '状態' },
      view_jobs: 'この企業の求人を見る',
    },
    outbound_emails: {
      groups: { message: 'メッセージ', delivery: '配信' },
    },
    newsletters: {
      markdown_hint: 'Markdown：**太字**、*斜体*、[リンク](https://…)、箇条書き。',
      jobs_hint: '掲載中の求人をタイトルか会社名で検索します。選んだ順に載ります。購読者には希望した種類（技術職・非技術職）の求人だけが届きます。',
      published_hint: '公開した号はサイトの /newsletters/{id} で読めます。配信の前に公開が必要です。',
      send_states: { draft: '未配信', sending: '配信中', paused: '一時停止中', done: '配信済み' },
      preview: { title: 'メールのプレビュー', text: 'テキスト', subject: '件名' },
      send: {
        title: '購読者への配信',
        not_started: 'まだ配信していません。購読中の読者全員に一度ずつ届きます。',
        sent_before: 'この号はコンソールで配信を記録する前に配信されました。',
        publish_first: '配信の前に公開して保存してください。',
        progress: '配信の進み具合',
        counters: '送信 %{sent} · 失敗 %{failed} · 残り %{left}',
        start: '購読者に配信',
        pause: '一時停止',
        resume: '再開',
        retry_failed: '失敗分を再送',
        done: {
          start: '配信を始めました。',
          pause: '配信を一時停止しました。',
          resume: '配信を再開しました。',
          retry_failed: '失敗した配信を再送しています。',
        },
        confirm: {
          start: {
            title: 'この号を購読者全員に配信しますか？',
            content: '購読中の読者全員に、希望した求人とともに一度ずつ届きます。配信後は本文と選んだ求人・記事を変更できません。',
          },
          retry_failed: {
            title: '失敗した %{failed} 件を再送しますか？',
            content: '停止したワーカーで中断した配信はすでに届いている可能性があり、その場合は二通届きます。',
          },
        },
      },
    },
    salary: {
      range: '%{min}百万円〜%{max}百万円',
      or_more: '%{min}百万円以上',
      up_to: '%{max}百万円まで',
    },
    enums,
  },
};
