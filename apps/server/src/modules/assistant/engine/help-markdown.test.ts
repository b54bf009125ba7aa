import { describe, expect, it } from "vitest";
import { markdownToPlainText, renderHelpMarkdown } from "./help-markdown.ts";

describe("article Markdown as HTML", () => {
  it("keeps steps as an ordered list with bold labels and code", () => {
    expect(renderHelpMarkdown("1. Click **Save**.\n2. Open `/#/Links`\n   and wait.")).toBe(
      "<ol><li>Click <strong>Save</strong>.</li><li>Open <code>/#/Links</code> and wait.</li></ol>",
    );
  });

  it("nests a bullet list under a step", () => {
    expect(renderHelpMarkdown("1. The tabs:\n   - **Overview**: facts\n   - History\n2. Done")).toBe(
      "<ol><li>The tabs:<ul><li><strong>Overview</strong>: facts</li><li>History</li></ul></li><li>Done</li></ol>",
    );
  });

  it("turns a link to another article into a help-centre link", () => {
    expect(renderHelpMarkdown("See [Assign a work order](assign-a-work-order.md).")).toBe(
      '<p>See <a href="/#/help/assign-a-work-order">Assign a work order</a>.</p>',
    );
  });

  it("shows markup written in the text as text, never as elements", () => {
    const html = renderHelpMarkdown('Hello <script>alert("x")</script> <img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops a link whose address could run code, keeping its words", () => {
    const html = renderHelpMarkdown("[Click me](javascript:alert(1)) and [here](data:text/html,x)");
    expect(html).not.toMatch(/href|javascript:|data:/i);
    expect(html).toContain("Click me");
  });

  it("reads headings and tables", () => {
    expect(renderHelpMarkdown("## Settings\n\n| Key | Does |\n|---|---|\n| Space | Pauses |")).toBe(
      "<h4>Settings</h4><table><tr><th>Key</th><th>Does</th></tr><tr><td>Space</td><td>Pauses</td></tr></table>",
    );
  });
});

describe("article Markdown as plain text", () => {
  it("keeps the numbering and drops the marks", () => {
    expect(markdownToPlainText("Intro with **bold** and [a link](x.md).\n\n1. One\n2. `Two`\n- Three")).toBe(
      "Intro with bold and a link.\n1. One\n2. Two\n- Three",
    );
  });
});
