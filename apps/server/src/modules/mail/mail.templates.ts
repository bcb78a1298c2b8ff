/**
 * Renders the e-mails the server sends: subject, HTML and plain text in the recipient's language
 * (English when a string or language is missing), with the organisation's branding when there is
 * one. Strings come from packages/i18n/locales/<language>/email.json; every value put into the
 * HTML is escaped. The layout is table-based with inline styles, the one markup mail clients agree on.
 */
import { createRequire } from 'node:module';
import { directionOf, FALLBACK_LANGUAGE, isLanguageCode, type LanguageCode } from '@mainstay/i18n';

export const MAIL_TEMPLATES = [
  'verify-email',
  'reset-password',
  'invitation',
  'welcome',
  'email-change',
  'email-changed',
  'form-signature-code',
  'ticket-assigned',
  'ticket-mentioned',
  'ticket-comment',
  'ticket-reopened',
  'ticket-feedback',
  'ticket-completed',
  'sla-at-risk',
  'sla-breached',
  'sla-escalated',
  'report-export-ready',
  'report-schedule-link',
  'report-schedule-attachment',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

interface TemplateShape {
  /** Data every caller must give. */
  fields: readonly string[];
  /** Shown large on its own line (a one-time code). */
  highlight?: string;
  /** A button to this data field, with the template's `action` string as label. */
  button?: string;
  /** A second, outlined button to this data field, labelled by `secondaryAction`. */
  secondaryButton?: string;
  before: readonly string[];
  after: readonly string[];
  /** A link in the footer to this data field, labelled by layout's `unsubscribe`. */
  unsubscribe?: string;
}

/** Scheduled reports: the report named with its period; the footer's link unsubscribes. */
const REPORT_SHAPES = {
  'report-export-ready': {
    fields: ['name', 'report_title', 'period', 'link', 'expires_days'],
    button: 'link',
    before: ['greeting', 'intro'],
    after: ['expiry'],
  },
  'report-schedule-link': {
    fields: [
      'name',
      'schedule_name',
      'report_title',
      'period',
      'owner_name',
      'link',
      'expires_days',
      'unsubscribe_link',
    ],
    button: 'link',
    before: ['greeting', 'intro'],
    after: ['expiry', 'reason'],
    unsubscribe: 'unsubscribe_link',
  },
  'report-schedule-attachment': {
    fields: ['name', 'schedule_name', 'report_title', 'period', 'owner_name', 'unsubscribe_link'],
    before: ['greeting', 'intro', 'attached'],
    after: ['reason'],
    unsubscribe: 'unsubscribe_link',
  },
} satisfies Record<string, TemplateShape>;

/** Ticket notifications: each links to the ticket (`link`); `actor` and `reason` may be empty. */
const ticketNotice = (after: readonly string[] = ['closing']): TemplateShape => ({
  fields: ['number', 'title', 'link'],
  button: 'link',
  before: ['greeting', 'intro'],
  after,
});

const TICKET_SHAPES = {
  'ticket-assigned': ticketNotice(),
  'ticket-mentioned': ticketNotice(),
  'ticket-comment': ticketNotice(),
  'ticket-reopened': ticketNotice(['reason', 'closing']),
  'ticket-feedback': ticketNotice(['rating', 'closing']),
  'sla-at-risk': ticketNotice(),
  'sla-breached': ticketNotice(),
  'sla-escalated': ticketNotice(),
  // To the reporter: rate the work, or reopen the ticket within the window.
  'ticket-completed': {
    fields: ['name', 'number', 'title', 'feedback_link', 'reopen_link', 'reopen_days'],
    button: 'feedback_link',
    secondaryButton: 'reopen_link',
    before: ['greeting', 'intro'],
    after: ['reopen'],
  },
} satisfies Record<string, TemplateShape>;

const SHAPES: Record<MailTemplate, TemplateShape> = {
  'verify-email': {
    fields: ['name', 'code', 'expires_minutes'],
    highlight: 'code',
    before: ['greeting', 'intro'],
    after: ['expiry', 'ignore'],
  },
  'reset-password': {
    fields: ['name', 'link', 'expires_minutes'],
    button: 'link',
    before: ['greeting', 'intro'],
    after: ['expiry', 'ignore'],
  },
  invitation: {
    fields: ['inviter_name', 'organisation_name', 'role', 'link', 'expires_days'],
    button: 'link',
    before: ['greeting', 'intro'],
    after: ['expiry', 'ignore'],
  },
  welcome: {
    fields: ['name', 'organisation_name', 'link'],
    button: 'link',
    before: ['greeting', 'intro'],
    after: ['closing'],
  },
  // To the new address: the code that confirms it.
  'email-change': {
    fields: ['name', 'code', 'new_email', 'expires_minutes'],
    highlight: 'code',
    before: ['greeting', 'intro'],
    after: ['expiry', 'ignore'],
  },
  // To the old address, once the change is done: a warning should it not be the owner's doing.
  'email-changed': {
    fields: ['name', 'new_email'],
    before: ['greeting', 'intro'],
    after: ['warning'],
  },
  // To the signer of a form: the code that confirms it is them signing.
  'form-signature-code': {
    fields: ['name', 'code', 'number', 'title', 'expires_minutes'],
    highlight: 'code',
    before: ['greeting', 'intro'],
    after: ['expiry', 'ignore'],
  },
  ...TICKET_SHAPES,
  ...REPORT_SHAPES,
};

type Strings = Record<string, Record<string, string>>;
const require = createRequire(import.meta.url);
const STRINGS = Object.fromEntries(
  (['en', 'fr', 'ar'] as const satisfies readonly LanguageCode[]).map((language) => [
    language,
    require(`@mainstay/i18n/locales/${language}/email.json`) as Strings,
  ]),
) as Record<LanguageCode, Strings>;

export interface MailBranding {
  name: string;
  primaryColor: string;
  logo: string | null;
}

export interface RenderInput {
  template: MailTemplate;
  language: string;
  data: Record<string, string>;
  branding?: MailBranding | null;
  /** Base for a relative logo path. */
  appUrl: string;
}

export interface RenderedMail {
  language: LanguageCode;
  subject: string;
  html: string;
  text: string;
}

const DEFAULT_COLOR = '#10c0d2';
const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function interpolate(text: string, data: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => data[name] ?? '');
}

/**
 * The HTML of a sentence: escaped, each value isolated in `<bdi>` so a ticket number, an e-mail
 * address or an English title keeps its order (and its full stop) inside an Arabic sentence.
 */
function interpolateHtml(text: string, data: Record<string, string>): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const value = data[match[1] ?? ''] ?? '';
    html += escapeHtml(text.slice(from, match.index));
    html += value === '' ? '' : `<bdi>${escapeHtml(value)}</bdi>`;
    from = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(from));
}

function stringOf(language: LanguageCode, section: string, key: string): string | undefined {
  return STRINGS[language][section]?.[key] ?? STRINGS[FALLBACK_LANGUAGE][section]?.[key];
}

function logoUrl(logo: string | null, appUrl: string): string | null {
  if (!logo) return null;
  if (/^https?:\/\//i.test(logo)) return logo;
  return logo.startsWith('/') ? `${appUrl}${logo}` : null;
}

export function renderMail(input: RenderInput): RenderedMail {
  const { template, data, branding, appUrl } = input;
  const shape = SHAPES[template];
  const missing = shape.fields.filter((field) => typeof data[field] !== 'string');
  if (missing.length > 0) {
    throw new Error(`Mail template "${template}" needs data: ${missing.join(', ')}`);
  }
  const language: LanguageCode = isLanguageCode(input.language)
    ? input.language
    : FALLBACK_LANGUAGE;
  const dir = directionOf(language);
  const align = dir === 'rtl' ? 'right' : 'left';
  const values = { ...data, organisation_name: data.organisation_name ?? branding?.name ?? '' };
  const text = (key: string, section: string = template) =>
    interpolate(stringOf(language, section, key) ?? '', values);
  const textHtml = (key: string, section: string = template) =>
    interpolateHtml(stringOf(language, section, key) ?? '', values);

  const subject = text('subject');
  const before = shape.before.map((key) => text(key));
  const after = shape.after.map((key) => text(key));
  const highlight = shape.highlight ? (data[shape.highlight] ?? '') : null;
  const link = shape.button ? (data[shape.button] ?? '') : null;
  const secondaryLink = shape.secondaryButton ? (data[shape.secondaryButton] ?? '') : null;
  const footerKeys = [...(branding ? ['sentFor'] : []), 'automatic'];
  const unsubscribe = shape.unsubscribe ? (data[shape.unsubscribe] ?? '') : null;
  const footer = [
    ...footerKeys.map((key) => text(key, 'layout')),
    ...(unsubscribe ? [`${text('unsubscribe', 'layout')}: ${unsubscribe}`] : []),
  ];

  const color =
    branding && COLOR.test(branding.primaryColor) ? branding.primaryColor : DEFAULT_COLOR;
  const logo = branding ? logoUrl(branding.logo, appUrl) : null;
  const heading = branding?.name ?? 'Mainstay';
  const paragraph = (html: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937;">${html}</p>`;
  const header = logo
    ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(heading)}" height="40" style="display:block;border:0;max-height:40px;">`
    : `<span style="font-size:20px;font-weight:bold;color:#ffffff;">${escapeHtml(heading)}</span>`;
  const highlightHtml =
    highlight === null
      ? ''
      : `<p style="margin:8px 0 24px;font-size:32px;font-weight:bold;letter-spacing:6px;text-align:center;color:#111827;" dir="ltr">${escapeHtml(highlight)}</p>`;
  const buttonHtml =
    link === null
      ? ''
      : `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="background:${color};border-radius:6px;">` +
        `<a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(text('action'))}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#6b7280;">${escapeHtml(text('linkFallback', 'layout'))}<br>` +
        `<a href="${escapeHtml(link)}" style="color:${color};word-break:break-all;" dir="ltr">${escapeHtml(link)}</a></p>`;

  const secondaryButtonHtml =
    secondaryLink === null
      ? ''
      : `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;"><tr><td style="border:2px solid ${color};border-radius:6px;">` +
        `<a href="${escapeHtml(secondaryLink)}" style="display:inline-block;padding:10px 22px;font-size:15px;font-weight:bold;color:${color};text-decoration:none;">${escapeHtml(text('secondaryAction'))}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#6b7280;"><a href="${escapeHtml(secondaryLink)}" style="color:${color};word-break:break-all;" dir="ltr">${escapeHtml(secondaryLink)}</a></p>`;

  const html = [
    '<!DOCTYPE html>',
    `<html lang="${language}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden;">`,
    `<tr><td style="background:${color};padding:20px 32px;text-align:${align};">${header}</td></tr>`,
    `<tr><td style="padding:32px;text-align:${align};">`,
    ...shape.before.map((key) => paragraph(textHtml(key))),
    highlightHtml,
    buttonHtml,
    ...shape.after.map((key) => paragraph(textHtml(key))),
    secondaryButtonHtml,
    paragraph(textHtml('signature', 'layout')),
    '</td></tr>',
    `<tr><td style="padding:16px 32px;background:#f9fafb;text-align:${align};font-size:12px;line-height:1.5;color:#6b7280;">`,
    [
      ...footerKeys.map((key) => textHtml(key, 'layout')),
      ...(unsubscribe
        ? [
            `<a href="${escapeHtml(unsubscribe)}" style="color:#6b7280;">${textHtml('unsubscribe', 'layout')}</a>`,
          ]
        : []),
    ].join('<br>'),
    '</td></tr></table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');

  const plain = [
    ...before,
    ...(highlight === null ? [] : [highlight]),
    ...(link === null ? [] : [`${text('action')}: ${link}`]),
    ...after,
    ...(secondaryLink === null ? [] : [`${text('secondaryAction')}: ${secondaryLink}`]),
    text('signature', 'layout'),
    '--',
    ...footer,
  ].join('\n\n');

  return { language, subject, html, text: plain };
}
