import type { Story } from '@ladle/react';
import { ClassFolderChipView } from './ClassFolderChip';
import './classfolder.css';

/** The school's server is away mid-lesson: 「オフライン・のこり 3」, with a sentence for screen readers. */
export const Offline: Story = () => (
  <ClassFolderChipView state={{ kind: 'offline', pending: 3 }} saved={false} />
);

/** The server answers again and the waiting records are being written back. */
export const Sending: Story = () => (
  <ClassFolderChipView state={{ kind: 'sending', pending: 3 }} saved={false} />
);

/** Everything is written back: 「ほぞんしました」 for a few seconds, then nothing. */
export const Saved: Story = () => <ClassFolderChipView state={{ kind: 'quiet' }} saved />;

export default { title: 'Class folder / Status chip' };
