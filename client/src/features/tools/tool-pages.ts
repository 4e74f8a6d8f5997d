/**
 * The tool pages' code, loaded only where a tool page is shown: the blog and news pages never
 * download it (see lazy-tool-pages.tsx). The form's styles come with it; the server links them in
 * the head of a tool page, so the form is styled from its first paint.
 */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';

export { ToolPage } from './ToolPage.tsx';
export { ToolsIndexPage } from './ToolsIndexPage.tsx';
