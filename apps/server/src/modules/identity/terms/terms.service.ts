import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import {
  DEFAULT_TERMS_VERSION,
  ResultCode,
  currentTermsVersion,
  nextTermsVersion,
  type PublishTermsReply,
  type TermsAcceptanceReply,
  type TermsReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { AppError } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { renderTermsHtml } from "./terms-html.ts";
import {
  findAcceptance,
  findLatestTerms,
  findLatestVersionNumber,
  insertTermsVersion,
  lockOrganisation,
} from "./terms.repository.ts";

const DEFAULT_TERMS_FILE = new URL("./default-terms.md", import.meta.url);

let defaultTerms: Promise<TermsReply> | undefined;

/** The product's default terms (version 1), read once from the Markdown file shipped beside this one. */
export const getDefaultTerms = (): Promise<TermsReply> =>
  (defaultTerms ??= readFile(DEFAULT_TERMS_FILE, "utf8").then((markdown) => ({
    Version: DEFAULT_TERMS_VERSION,
    BodyMarkdown: markdown,
    Html: renderTermsHtml(markdown),
    PublishedOn: null,
    PublishedBy: null,
    IsDefault: true,
  })));

/** Rendered texts by the SHA-256 of their Markdown: a published version never changes, and is read often. */
const renderedTexts = new Map<string, string>();
const RENDERED_TEXTS_MAX = 200;

const renderedText = (markdown: string): string => {
  const key = createHash("sha256").update(markdown).digest("base64url");
  let html = renderedTexts.get(key);
  if (html === undefined) {
    html = renderTermsHtml(markdown);
    if (renderedTexts.size >= RENDERED_TEXTS_MAX) renderedTexts.clear();
    renderedTexts.set(key, html);
  }
  return html;
};

/** The organisation's current terms version: its latest publication, else 1 (the default text). */
export const organisationTermsVersion = async (ctx: AppContext, orgId: number): Promise<number> =>
  currentTermsVersion({ latestPublished: await findLatestVersionNumber(ctx.db, orgId) });

/** The caller's organisation's terms in force: its latest publication, or the product's default text. */
export const getCurrentTerms = async (ctx: AppContext, session: ActiveSession): Promise<TermsReply> => {
  const latest = await findLatestTerms(ctx.db, session.orgId);
  if (!latest) return getDefaultTerms();
  return {
    Version: latest.version,
    BodyMarkdown: latest.bodyMarkdown,
    Html: renderedText(latest.bodyMarkdown),
    PublishedOn: latest.publishedAt.toISOString(),
    PublishedBy: latest.publishedBy,
    IsDefault: false,
  };
};

/** Where the caller stands: the current version and the one they last accepted. */
export const getTermsAcceptance = async (
  ctx: AppContext,
  session: ActiveSession,
): Promise<TermsAcceptanceReply> => {
  const [acceptance, version] = await Promise.all([
    findAcceptance(ctx.db, session.orgId, session.employeeId),
    organisationTermsVersion(ctx, session.orgId),
  ]);
  if (!acceptance) throw new AppError("NOT_FOUND");
  return {
    TermsVersion: version,
    TermsAcceptedVersion: acceptance.termsAcceptedVersion,
    IsCookiesSaved: acceptance.isCookiesSaved,
    TermsAcceptedOn: acceptance.termsAcceptedAt?.toISOString() ?? null,
  };
};

/**
 * Publishes the next version of the organisation's terms. The organisation's row is held while the number is
 * taken, so two administrators publishing at once get two versions, never the same one twice.
 */
export const publishTerms = async (
  ctx: AppContext,
  session: ActiveSession,
  bodyMarkdown: string,
): Promise<PublishTermsReply> => {
  const publishedAt = ctx.now();
  const version = await ctx.db.transaction(async (tx) => {
    await lockOrganisation(tx, session.orgId);
    const next = nextTermsVersion({ latestPublished: await findLatestVersionNumber(tx, session.orgId) });
    await insertTermsVersion(tx, {
      orgId: session.orgId,
      version: next,
      bodyMarkdown,
      publishedAt,
      publishedBy: session.employeeId,
    });
    return next;
  });
  ctx.logger.info({ orgId: session.orgId, version, by: session.employeeId }, "terms of use published");
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: `Version ${version} of the terms of use is published.`,
    Version: version,
    PublishedOn: publishedAt.toISOString(),
  };
};

export const previewTerms = (bodyMarkdown: string): { Html: string } => ({
  Html: renderTermsHtml(bodyMarkdown),
});
