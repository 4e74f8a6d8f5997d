// The styles of the share dialogs' components, fetched with them: the public pages load only the
// styles of what they show at first (client/src/public/entry-client.tsx); the dashboard has them all.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Pagination.css';
