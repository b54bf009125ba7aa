/** What every mail of the portal says: a title, a greeting line, one action button and its address, a closing. */
export type MailContent = {
  /** The organisation or product name in the header. */
  brand: string;
  title: string;
  /** Paragraphs before the action. */
  intro: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the action (how long the link works, what to do if this was not you). */
  outro: string[];
};

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2933">${escapeHtml(text)}</p>`;

/** The HTML and plain-text bodies of one mail, in the portal's look (a header bar, a white card, one button). */
export const renderMail = (content: MailContent): { html: string; text: string } => {
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1565c0;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:6px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d">If the button does not work, open this address: <a href="${escapeHtml(content.action.url)}" style="color:#1565c0;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;padding:0;background:#f0f4f8;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f0f4f8;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0d47a1;color:#ffffff;padding:16px 24px;font-size:18px;font-weight:600">${escapeHtml(content.brand)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:#102a43">${escapeHtml(content.title)}</h1>
${content.intro.map(paragraph).join("\n")}
${button}
${content.outro.map(paragraph).join("\n")}
</td></tr></table>
</td></tr></table>
</body></html>`;
  const text = [
    content.title,
    "",
    ...content.intro.flatMap((p) => [p, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...content.outro.flatMap((p) => [p, ""]),
    `— ${content.brand}`,
  ].join("\n");
  return { html, text };
};
