import sanitizeHtml from "sanitize-html";

/** The formatting a notification's text may carry; every other tag goes (script and style with their content). */
const ALLOWED_TAGS = ["p", "b", "strong", "i", "em", "u", "br", "ul", "ol", "li", "a", "span"];

/**
 * A link may lead to a web page (http, https), an e-mail (mailto) or a page of the portal ("/TaskOperations/…").
 * "//host" and "/\host" are other sites to a browser, so they count as neither.
 */
export const isAllowedNotificationHref = (href: string): boolean => {
  const value = href.trim();
  if (/^(https?:\/\/|mailto:)/i.test(value)) return true;
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Links keep only an allowed address, and never give the opened page a handle on the portal.
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href;
      return {
        tagName,
        attribs: {
          ...(href !== undefined && isAllowedNotificationHref(href) ? { href: href.trim() } : {}),
          rel: "noopener",
        },
      };
    },
  },
};

/** A notification's BodyText as it may be shown: the allowed formatting and links, nothing that runs. */
export const sanitizeNotificationHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

/** Text placed into notification HTML (a label, an address): shown as written, never read as markup. */
export const escapeNotificationText = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
