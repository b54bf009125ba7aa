import { describe, expect, it } from "vitest";
import { sanitizeNotificationHtml } from "./notification-html.ts";

describe("sanitising a notification's HTML", () => {
  it.each([
    [
      "keeps the formatting",
      "<p>A <b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u><br>x</p>",
      "<p>A <b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u><br />x</p>",
    ],
    [
      "keeps lists and spans",
      "<ul><li>one</li></ul><ol><li>two</li></ol><span>t</span>",
      "<ul><li>one</li></ul><ol><li>two</li></ol><span>t</span>",
    ],
    ["drops scripts with their text", "Hi<script>alert(1)</script>", "Hi"],
    ["drops styles with their text", "<style>body{display:none}</style>Hi", "Hi"],
    [
      "drops handlers and other attributes",
      '<p onclick="x()" class="c" style="color:red">Hi</p>',
      "<p>Hi</p>",
    ],
    [
      "drops other tags, keeping their text",
      '<div><img src="x" onerror="alert(1)">Hi <table><tr><td>cell</td></tr></table></div>',
      "Hi cell",
    ],
    [
      "keeps a portal link",
      '<a href="/TaskOperations/details/4" target="_blank">WO</a>',
      '<a href="/TaskOperations/details/4" rel="noopener">WO</a>',
    ],
    [
      "keeps a web link",
      '<a href="https://example.com/a?b=1&amp;c=2">x</a>',
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener">x</a>',
    ],
    [
      "keeps an e-mail link",
      '<a href="mailto:help@acme.example">x</a>',
      '<a href="mailto:help@acme.example" rel="noopener">x</a>',
    ],
    ["drops a script address", '<a href="javascript:alert(1)">x</a>', '<a rel="noopener">x</a>'],
    ["drops a hidden script address", '<a href="java&#x09;script:alert(1)">x</a>', '<a rel="noopener">x</a>'],
    ["drops a data address", '<a href="data:text/html,hi">x</a>', '<a rel="noopener">x</a>'],
    ["drops another site without a scheme", '<a href="//evil.example/x">x</a>', '<a rel="noopener">x</a>'],
    ["drops a backslash trick", '<a href="/\\evil.example">x</a>', '<a rel="noopener">x</a>'],
    ["drops an address relative to the page", '<a href="details/4">x</a>', '<a rel="noopener">x</a>'],
    ["replaces a given rel", '<a href="/x" rel="opener">x</a>', '<a href="/x" rel="noopener">x</a>'],
    ["escapes text", "5 < 6 & 7 > 3", "5 &lt; 6 &amp; 7 &gt; 3"],
  ])("%s", (_, html, expected) => {
    expect(sanitizeNotificationHtml(html)).toBe(expected);
  });
});
