// The help feature's front door: other features import from here, never from its files.
export { HelpArticleBody } from "./components/help-article-body.tsx";
